ALTER TABLE "stored_files" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before issue 30's uploaders, the account that owned a file was the one that uploaded it (a customer's organisation
-- has its founding account's id).
UPDATE "stored_files" SET "created_by" = "uploaded_by" WHERE "created_by" IS NULL;
