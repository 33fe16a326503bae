CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificate_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"until" date,
	"superseded_by_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "suspended_until" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_by_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verify_code_hash" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verify_code_sealed" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_history" ADD CONSTRAINT "certificate_status_history_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_pdfs_sha_uq" ON "certificate_pdfs" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "certificate_pdfs_cert_idx" ON "certificate_pdfs" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_status_history_cert_idx" ON "certificate_status_history" USING btree ("certificate_id","id");
--> statement-breakpoint
-- custom SQL (keep at merge)
-- A revoked or deleted personal access token signals its owner, so every process drops the cached token at once (platform/cache).
CREATE TRIGGER access_tokens_signal_revoke AFTER UPDATE OF revoked_at ON access_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION signal_user_changed();
--> statement-breakpoint
CREATE TRIGGER access_tokens_signal_delete AFTER DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION signal_user_changed();
