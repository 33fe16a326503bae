CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_roles" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"application_id" integer,
	"customer_id" integer,
	"from_status" text,
	"to_status" text,
	"from_step" text,
	"to_step" text,
	"comment" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waiting_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sla_step" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sla_used_days" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sla_running_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_app_idx" ON "staff_audit" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_customer_idx" ON "staff_audit" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "applications_queue_unassigned_idx" ON "applications" USING btree ("status","process_step","submitted_at","id") WHERE "applications"."assignee_id" IS NULL;--> statement-breakpoint
CREATE INDEX "applications_queue_assignee_idx" ON "applications" USING btree ("assignee_id","status","submitted_at","id") WHERE "applications"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_queue_waiting_idx" ON "applications" USING btree ("waiting_on","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_queue_due_idx" ON "applications" USING btree ("due_at","id") WHERE "applications"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_queue_submitted_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_queue_type_idx" ON "applications" USING btree ("application_type","submitted_at","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_queue_country_idx" ON "applications" USING btree ("country","submitted_at","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_queue_area_idx" ON "applications" USING btree ("business_area","submitted_at","id") WHERE "applications"."status" <> 'draft';
--> statement-breakpoint
-- custom SQL (keep at merge)
-- The audit trail is append-only: no row is ever changed or removed.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE OR DELETE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();--> statement-breakpoint
-- Every successful sign-in of a staff account, whichever way it signed in, is an audit row.
CREATE OR REPLACE FUNCTION staff_audit_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE u record;
BEGIN
  IF NEW.success AND NEW.user_id IS NOT NULL THEN
    SELECT kind, role, staff_roles INTO u FROM users WHERE id = NEW.user_id;
    IF u.kind = 'staff' THEN
      INSERT INTO staff_audit (at, actor_id, actor_roles, action, comment, ip)
      VALUES (NEW.created_at, NEW.user_id, array_prepend(u.role, u.staff_roles), 'sign_in', NEW.method, NEW.ip);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER login_events_staff_audit AFTER INSERT ON login_events FOR EACH ROW EXECUTE FUNCTION staff_audit_sign_in();--> statement-breakpoint
-- Applications already submitted: whom they wait on since their last change.
UPDATE applications SET waiting_on = CASE
    WHEN status = 'returned' THEN 'customer'
    WHEN status = 'pending_acceptance' THEN 'provider'
    WHEN status = 'processing' AND process_step = 'certificate_issuance' THEN 'customer'
    WHEN status = 'processing' THEN 'provider' END,
  waiting_since = updated_at
WHERE status IN ('returned', 'pending_acceptance', 'processing');
