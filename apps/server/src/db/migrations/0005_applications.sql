CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "application_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_type" text,
	"remarks" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"payment_status" text,
	"stage" text NOT NULL,
	"process_step" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"number" text,
	"invoice_date" date,
	"currency" text,
	"amount" numeric(14, 2),
	"incoterm" text,
	"file_path" text
);
--> statement-breakpoint
CREATE TABLE "application_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hs_code" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_area" text NOT NULL,
	"form" text NOT NULL,
	"application_type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"payment_status" text,
	"stage" text NOT NULL,
	"process_step" text NOT NULL,
	"rfc_no" text,
	"country" text,
	"importer_name" text,
	"exporter_name" text,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cert_no" text NOT NULL,
	"type" text NOT NULL,
	"route" text,
	"status" text DEFAULT 'valid' NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_attachments" ADD CONSTRAINT "application_attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_attachments" ADD CONSTRAINT "application_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_containers" ADD CONSTRAINT "application_containers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_invoices" ADD CONSTRAINT "application_invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_parties" ADD CONSTRAINT "application_parties_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_attachments_app_idx" ON "application_attachments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_attachments_file_idx" ON "application_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_containers_pos_uq" ON "application_containers" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "application_history_app_idx" ON "application_history" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_invoices_pos_uq" ON "application_invoices" USING btree ("application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "application_parties_role_uq" ON "application_parties" USING btree ("application_id","role");--> statement-breakpoint
CREATE INDEX "application_parties_user_idx" ON "application_parties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_parties_company_trgm_idx" ON "application_parties" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "application_products_pos_uq" ON "application_products" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "application_products_hs_idx" ON "application_products" USING btree ("hs_code");--> statement-breakpoint
CREATE INDEX "applications_user_status_created_idx" ON "applications" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_user_country_idx" ON "applications" USING btree ("user_id","country");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_rfc_no_uq" ON "applications" USING btree ("rfc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_title_uq" ON "applications" USING btree ("user_id",lower("title")) WHERE "applications"."title" <> '';--> statement-breakpoint
CREATE INDEX "applications_importer_trgm_idx" ON "applications" USING gin ("importer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_exporter_trgm_idx" ON "applications" USING gin ("exporter_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_title_trgm_idx" ON "applications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_uq" ON "certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_app_uq" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("user_id","key");