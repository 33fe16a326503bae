-- btree_gin: the trigram GIN indexes below lead with user_id (an integer), so a search starts from the owner.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "application_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
DROP INDEX "application_parties_company_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_status_idx";--> statement-breakpoint
DROP INDEX "applications_importer_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_exporter_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_title_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_user_status_created_idx";--> statement-breakpoint
DROP INDEX "applications_user_created_idx";--> statement-breakpoint
DROP INDEX "applications_user_country_idx";--> statement-breakpoint
ALTER TABLE "ports" DROP CONSTRAINT "ports_pkey";--> statement-breakpoint
ALTER TABLE "ports" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("applications"."title", '') || chr(1) || coalesce("applications"."rfc_no", '') || chr(1) || coalesce("applications"."importer_name", '') || chr(1) || coalesce("applications"."exporter_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_parties_user_company_trgm_idx" ON "application_parties" USING gin ("user_id","company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_user_updated_idx" ON "applications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_submitted_idx" ON "applications" USING btree ("user_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_title_idx" ON "applications" USING btree ("user_id","title","id");--> statement-breakpoint
CREATE INDEX "applications_user_rfc_no_idx" ON "applications" USING btree ("user_id","rfc_no","id");--> statement-breakpoint
CREATE INDEX "applications_user_importer_trgm_idx" ON "applications" USING gin ("user_id","importer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_user_exporter_trgm_idx" ON "applications" USING gin ("user_id","exporter_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_user_title_trgm_idx" ON "applications" USING gin ("user_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_user_rfc_no_trgm_idx" ON "applications" USING gin ("user_id","rfc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_user_search_trgm_idx" ON "applications" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ports_code_uq" ON "ports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ports_country_name_kind_uq" ON "ports" USING btree ("country","name","kind");--> statement-breakpoint
CREATE INDEX "applications_user_status_created_idx" ON "applications" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "applications_user_country_idx" ON "applications" USING btree ("user_id","country","status");--> statement-breakpoint
-- Keeps application_counts exact for every write to applications, whatever issues it (services, seeds,
-- bulk SQL). Statement-level triggers with transition tables: one counter write per statement and
-- (owner, status), so a bulk insert of a million rows costs one aggregate. Applications never move
-- between owners, so an update only moves counts between statuses.
CREATE FUNCTION application_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts (user_id, status, n)
  SELECT user_id, status, count(*) FROM new_rows GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET n = application_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_insert();
--> statement-breakpoint
CREATE FUNCTION application_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counts (user_id, status, n)
  SELECT user_id, status, sum(d) FROM (
    SELECT user_id, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT user_id, status, -1 AS d FROM old_rows
  ) moved
  GROUP BY user_id, status
  HAVING sum(d) <> 0
  ON CONFLICT (user_id, status) DO UPDATE SET n = application_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_update();
--> statement-breakpoint
-- Only UPDATE here: when a user is deleted, the cascade removes their counts too, and an insert would
-- recreate a row for a user that no longer exists.
CREATE FUNCTION application_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_counts c SET n = c.n - d.n
  FROM (SELECT user_id, status, count(*) AS n FROM old_rows GROUP BY user_id, status) d
  WHERE c.user_id = d.user_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_delete();
--> statement-breakpoint
-- Applications written before this migration.
INSERT INTO application_counts (user_id, status, n)
SELECT user_id, status, count(*) FROM applications GROUP BY user_id, status
ON CONFLICT (user_id, status) DO UPDATE SET n = excluded.n;
