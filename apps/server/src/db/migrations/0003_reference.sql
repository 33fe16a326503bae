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
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_attachments_file_idx" ON "content_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_slug_uq" ON "content_documents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_documents_kind_idx" ON "content_documents" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_doc_version_uq" ON "content_versions" USING btree ("document_id","version");