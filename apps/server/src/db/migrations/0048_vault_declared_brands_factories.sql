ALTER TABLE "vault_documents" ADD COLUMN "brands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "factories" jsonb DEFAULT '[]'::jsonb NOT NULL;