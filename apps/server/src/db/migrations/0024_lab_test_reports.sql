CREATE TABLE "test_reports" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"result" text NOT NULL,
	"report" jsonb NOT NULL,
	"recorded_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_reports_user_idx" ON "test_reports" USING btree ("user_id");
--> statement-breakpoint
-- custom SQL (keep at merge)
-- GCC G-Mark is an international-product certificate (business-lines.md), not entrusted inspection; CB joins it.
UPDATE "application_types" SET "business_area" = 'internationalProduct', "parent_id" = (SELECT "id" FROM "application_types" WHERE "code" = 'international_product') WHERE "code" = 'gcc' AND EXISTS (SELECT 1 FROM "application_types" WHERE "code" = 'international_product');
