ALTER TABLE "credit_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD COLUMN "idempotency_body_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_refunds_idempotency_uq" ON "credit_refunds" USING btree ("user_id","idempotency_key");