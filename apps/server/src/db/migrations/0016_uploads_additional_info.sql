CREATE TABLE "info_request_item_files" (
	"item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "info_request_item_files_item_id_file_id_pk" PRIMARY KEY("item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "info_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "info_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	"from_step" text NOT NULL,
	"raised_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "info_request_item_files" ADD CONSTRAINT "info_request_item_files_item_id_info_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."info_request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_request_item_files" ADD CONSTRAINT "info_request_item_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_request_items" ADD CONSTRAINT "info_request_items_request_id_info_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."info_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_request_items_request_idx" ON "info_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "info_requests_application_idx" ON "info_requests" USING btree ("application_id","status");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_upload_id_unique" UNIQUE("upload_id");