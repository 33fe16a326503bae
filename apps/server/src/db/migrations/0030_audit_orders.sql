CREATE TABLE "audit_orders" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_date" date,
	"rating" text,
	"audited_on" date,
	"auditor" text,
	"summary" text,
	"ca_due_date" date,
	"follow_up_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_orders" ADD CONSTRAINT "audit_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_orders" ADD CONSTRAINT "audit_orders_follow_up_id_applications_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_orders_user_idx" ON "audit_orders" USING btree ("user_id");