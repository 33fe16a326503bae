-- Validity per application type (issue 29): what does not expire has no expiry date. Reports (inspection, test and
-- audit reports, issued by the report lines) were given an invented 10-year date: they now carry none.
ALTER TABLE "certificates" ALTER COLUMN "expiry_date" DROP NOT NULL;--> statement-breakpoint
UPDATE "certificates" SET "expiry_date" = NULL WHERE "application_id" IN (SELECT "id" FROM "applications" WHERE "form" IN ('entrusted', 'testing', 'audit'));
