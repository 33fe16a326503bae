-- Keeps notice_counts exact for every write to notices, whatever issues it (services, seeds, bulk SQL).
-- Statement-level triggers with transition tables: one counter update per statement and user, so a
-- bulk insert of a million rows or a mark-all of ten thousand costs one aggregate, not a trigger per row.
-- Notices never move between users (user_id is not updated), so updates only change the unread count.
CREATE FUNCTION notice_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notice_counts (user_id, unread, total)
  SELECT user_id, count(*) FILTER (WHERE is_deal = 0), count(*) FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = notice_counts.unread + excluded.unread, total = notice_counts.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_counts_insert AFTER INSERT ON notices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_insert();
--> statement-breakpoint
CREATE FUNCTION notice_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notice_counts c SET unread = c.unread + d.delta
  FROM (
    SELECT n.user_id, sum((n.is_deal = 0)::int - (o.is_deal = 0)::int) AS delta
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    GROUP BY n.user_id
  ) d
  WHERE c.user_id = d.user_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_counts_update AFTER UPDATE ON notices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_update();
--> statement-breakpoint
CREATE FUNCTION notice_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notice_counts c SET unread = c.unread - d.unread, total = c.total - d.total
  FROM (SELECT user_id, count(*) FILTER (WHERE is_deal = 0) AS unread, count(*) AS total FROM old_rows GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_counts_delete AFTER DELETE ON notices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notice_counts_after_delete();
--> statement-breakpoint
-- Notices written before this migration.
INSERT INTO notice_counts (user_id, unread, total)
SELECT user_id, count(*) FILTER (WHERE is_deal = 0), count(*) FROM notices GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET unread = excluded.unread, total = excluded.total;
