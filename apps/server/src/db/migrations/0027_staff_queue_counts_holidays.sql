CREATE TABLE "staff_queue_counts" (
	"status" text NOT NULL,
	"process_step" text NOT NULL,
	"business_area" text NOT NULL,
	"application_type" text NOT NULL,
	"country" text NOT NULL,
	"assignee_id" integer NOT NULL,
	"waiting_on" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_queue_counts_pk" PRIMARY KEY("status","process_step","business_area","application_type","country","assignee_id","waiting_on")
);
--> statement-breakpoint
CREATE TABLE "holiday_calendar" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "holiday_calendar_kind_ck" CHECK ("holiday_calendar"."kind" in ('holiday', 'workday'))
);
--> statement-breakpoint
DROP INDEX "applications_queue_due_idx";--> statement-breakpoint
ALTER TABLE "holiday_calendar" ADD CONSTRAINT "holiday_calendar_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_queue_unassigned_country_idx" ON "applications" USING btree ("status","country","application_type","submitted_at","id") WHERE "applications"."assignee_id" IS NULL;--> statement-breakpoint
CREATE INDEX "applications_queue_rfc_no_idx" ON "applications" USING btree ("rfc_no","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_queue_due_idx" ON "applications" USING btree ("due_at","id") WHERE "applications"."due_at" IS NOT NULL AND "applications"."status" <> 'draft';--> statement-breakpoint
-- custom SQL (keep at merge)
-- Keeps staff_queue_counts exact for every write to applications (services, seeds, bulk SQL), as
-- application_counts is: statement-level triggers with transition tables, one counter write per statement
-- and key. Drafts are not counted (no queue lists them), so a customer's draft saves never touch it. The rows
-- are written in key order (ORDER BY before ON CONFLICT), so two transactions moving counts between the same
-- keys lock them in the same order and never deadlock.
CREATE FUNCTION staff_queue_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staff_queue_counts (status, process_step, business_area, application_type, country, assignee_id, waiting_on, n)
  SELECT status, process_step, business_area, application_type, coalesce(country, ''), coalesce(assignee_id, 0), coalesce(waiting_on, ''), count(*)
  FROM new_rows WHERE status <> 'draft'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, process_step, business_area, application_type, country, assignee_id, waiting_on)
  DO UPDATE SET n = staff_queue_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_staff_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_queue_counts_after_insert();
--> statement-breakpoint
CREATE FUNCTION staff_queue_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staff_queue_counts (status, process_step, business_area, application_type, country, assignee_id, waiting_on, n)
  SELECT status, process_step, business_area, application_type, country, assignee_id, waiting_on, sum(d) FROM (
    SELECT status, process_step, business_area, application_type, coalesce(country, '') AS country, coalesce(assignee_id, 0) AS assignee_id,
           coalesce(waiting_on, '') AS waiting_on, 1 AS d
    FROM new_rows WHERE status <> 'draft'
    UNION ALL
    SELECT status, process_step, business_area, application_type, coalesce(country, ''), coalesce(assignee_id, 0), coalesce(waiting_on, ''), -1
    FROM old_rows WHERE status <> 'draft'
  ) moved
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, process_step, business_area, application_type, country, assignee_id, waiting_on)
  DO UPDATE SET n = staff_queue_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_staff_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_queue_counts_after_update();
--> statement-breakpoint
CREATE FUNCTION staff_queue_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staff_queue_counts (status, process_step, business_area, application_type, country, assignee_id, waiting_on, n)
  SELECT status, process_step, business_area, application_type, coalesce(country, ''), coalesce(assignee_id, 0), coalesce(waiting_on, ''), -count(*)
  FROM old_rows WHERE status <> 'draft'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, process_step, business_area, application_type, country, assignee_id, waiting_on)
  DO UPDATE SET n = staff_queue_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_staff_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staff_queue_counts_after_delete();
--> statement-breakpoint
CREATE FUNCTION staff_queue_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM staff_queue_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_staff_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION staff_queue_counts_after_truncate();
--> statement-breakpoint
-- Applications written before this migration.
INSERT INTO staff_queue_counts (status, process_step, business_area, application_type, country, assignee_id, waiting_on, n)
SELECT status, process_step, business_area, application_type, coalesce(country, ''), coalesce(assignee_id, 0), coalesce(waiting_on, ''), count(*)
FROM applications WHERE status <> 'draft'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
