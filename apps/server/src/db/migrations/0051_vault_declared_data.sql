ALTER TABLE "vault_document_versions" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "brands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "factories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each version kept so far takes the document's valid-until (the only date known for it).
UPDATE "vault_document_versions" AS v SET "valid_until" = d."valid_until" FROM "vault_documents" AS d WHERE d."id" = v."document_id";
