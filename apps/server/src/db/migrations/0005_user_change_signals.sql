-- Every process keeps an in-process cache of sessions (with their user) and of notice pages, keyed by
-- user. Whatever changes what those caches hold (a user row, a session revoked, a notice written or
-- read, which always moves notice_counts) signals the user's id on one channel after commit, so every
-- process on this database drops that user's entries. Triggers rather than calls in the services, so
-- that no write path (services, seeds, staff tools, bulk SQL) can forget it.
CREATE FUNCTION signal_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tic_user_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION signal_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tic_user_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_signal_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION signal_user_row_changed();
--> statement-breakpoint
-- last_seen_at moves every minute of activity and changes nothing a cache answers from, so only a
-- revocation or a removal signals.
CREATE TRIGGER sessions_signal_revoke AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION signal_user_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_signal_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION signal_user_changed();
--> statement-breakpoint
CREATE TRIGGER notice_counts_signal_change AFTER INSERT OR UPDATE ON notice_counts
  FOR EACH ROW EXECUTE FUNCTION signal_user_changed();
