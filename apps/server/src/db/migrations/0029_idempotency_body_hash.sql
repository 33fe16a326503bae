ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text;--> statement-breakpoint
ALTER TABLE "remittances" ADD COLUMN "idempotency_body_hash" text;