CREATE TABLE "certificate_directory" (
	"certificate_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cert_no" text NOT NULL,
	"type" text NOT NULL,
	"holder" text NOT NULL,
	"product" text NOT NULL,
	"brands" jsonb NOT NULL,
	"models" jsonb NOT NULL,
	"search" text NOT NULL,
	"issue_date" date NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_subscription_notices" (
	"subscription_id" integer NOT NULL,
	"change" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_subscription_notices_subscription_id_change_pk" PRIMARY KEY("subscription_id","change")
);
--> statement-breakpoint
CREATE TABLE "certificate_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "directory_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_directory" ADD CONSTRAINT "certificate_directory_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_subscription_notices" ADD CONSTRAINT "certificate_subscription_notices_subscription_id_certificate_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."certificate_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_subscriptions" ADD CONSTRAINT "certificate_subscriptions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_directory_search_trgm_idx" ON "certificate_directory" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificate_directory_type_idx" ON "certificate_directory" USING btree ("type","issue_date","certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_directory_order_idx" ON "certificate_directory" USING btree ("issue_date","certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_subscriptions_cert_email_uq" ON "certificate_subscriptions" USING btree ("certificate_id","email");