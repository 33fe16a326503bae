-- An API token belongs to its organisation (user_id) and is made by a member (created_by): the older ones by their
-- owner, the organisation's founding account.
ALTER TABLE "access_tokens" ADD COLUMN "created_by" integer;--> statement-breakpoint
UPDATE "access_tokens" SET "created_by" = "user_id";--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "created_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Resolved tokens are cached under their maker: a revocation signals the maker too (0019 signals the organisation).
CREATE FUNCTION signal_token_maker_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tic_user_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).created_by::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER access_tokens_signal_maker_revoke AFTER UPDATE OF revoked_at ON access_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION signal_token_maker_changed();
--> statement-breakpoint
CREATE TRIGGER access_tokens_signal_maker_delete AFTER DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION signal_token_maker_changed();
