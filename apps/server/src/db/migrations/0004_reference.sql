CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"alpha3" text,
	"numeric" text,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"remarks" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"zone_code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"section" text,
	"description_en" text NOT NULL,
	"description_zh" text,
	"description_ar" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "content_attachments" (
	"document_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_attachments_document_id_file_id_pk" PRIMARY KEY("document_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"country_code" text,
	"category" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_zh" text,
	"summary_en" text,
	"summary_ar" text,
	"body_zh" text,
	"body_en" text,
	"body_ar" text,
	"change_note" text,
	"edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"remarks" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"total_bytes" bigint NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_staging" (
	"job_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_addresses" ADD CONSTRAINT "mailing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staging" ADD CONSTRAINT "import_staging_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "areas_level_idx" ON "areas" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_parent_idx" ON "countries" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_zones_region_uq" ON "phone_zones" USING btree ("region");--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "invoice_profiles_user_idx" ON "invoice_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_profiles_one_default_uq" ON "invoice_profiles" USING btree ("user_id") WHERE "invoice_profiles"."is_default";--> statement-breakpoint
CREATE INDEX "mailing_addresses_user_idx" ON "mailing_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_addresses_one_default_uq" ON "mailing_addresses" USING btree ("user_id") WHERE "mailing_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "content_attachments_file_idx" ON "content_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_slug_uq" ON "content_documents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_documents_kind_idx" ON "content_documents" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_doc_version_uq" ON "content_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "config_records_kind_number_uq" ON "config_records" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "config_records_kind_status_idx" ON "config_records" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "import_jobs_kind_idx" ON "import_jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_staging_job_number_uq" ON "import_staging" USING btree ("job_id","number");--> statement-breakpoint
CREATE INDEX "dictionary_items_parent_idx" ON "dictionary_items" USING btree ("parent_id");