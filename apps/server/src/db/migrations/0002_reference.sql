CREATE TABLE "invoice_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"taxpayer_number" text,
	"address" text,
	"phone" text,
	"bank_name" text,
	"bank_account" text,
	"contact" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"company" text,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_addresses" ADD CONSTRAINT "mailing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_profiles_user_idx" ON "invoice_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_profiles_one_default_uq" ON "invoice_profiles" USING btree ("user_id") WHERE "invoice_profiles"."is_default";--> statement-breakpoint
CREATE INDEX "mailing_addresses_user_idx" ON "mailing_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_addresses_one_default_uq" ON "mailing_addresses" USING btree ("user_id") WHERE "mailing_addresses"."is_default";