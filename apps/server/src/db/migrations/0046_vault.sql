CREATE TABLE "vault_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"no" integer NOT NULL,
	"file_id" integer NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issuer" text,
	"number" text,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"valid_until" date NOT NULL,
	"notice_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_attachments" ADD COLUMN "vault_version_id" integer;--> statement-breakpoint
ALTER TABLE "vault_document_versions" ADD CONSTRAINT "vault_document_versions_document_id_vault_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vault_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_document_versions" ADD CONSTRAINT "vault_document_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_document_versions" ADD CONSTRAINT "vault_document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_reminders" ADD CONSTRAINT "vault_reminders_document_id_vault_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vault_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_reminders" ADD CONSTRAINT "vault_reminders_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_document_versions_no_uq" ON "vault_document_versions" USING btree ("document_id","no");--> statement-breakpoint
CREATE INDEX "vault_documents_user_idx" ON "vault_documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "vault_documents_expiry_idx" ON "vault_documents" USING btree ("valid_until") WHERE "vault_documents"."archived_at" is null and "vault_documents"."valid_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_reminders_once_uq" ON "vault_reminders" USING btree ("document_id","threshold");--> statement-breakpoint
ALTER TABLE "application_attachments" ADD CONSTRAINT "application_attachments_vault_version_id_vault_document_versions_id_fk" FOREIGN KEY ("vault_version_id") REFERENCES "public"."vault_document_versions"("id") ON DELETE restrict ON UPDATE no action;