CREATE TABLE "rfc_counters" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "idempotency_keys_uq";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "action" text DEFAULT 'submit' NOT NULL;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_action_uq" ON "idempotency_keys" USING btree ("user_id","action","key");
--> statement-breakpoint
-- The counters start where the numbers already given end (RFC-KE-2026-000042: prefix RFC-KE-2026-, 42).
INSERT INTO "rfc_counters" ("prefix", "last")
  SELECT left("rfc_no", length("rfc_no") - 6), max(right("rfc_no", 6)::integer)
  FROM "applications"
  WHERE "rfc_no" ~ '-[0-9]{6}$'
  GROUP BY 1
ON CONFLICT ("prefix") DO UPDATE SET "last" = greatest("rfc_counters"."last", excluded."last");
