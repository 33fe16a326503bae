ALTER TABLE "stored_files" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_upload_id_unique" UNIQUE("upload_id");