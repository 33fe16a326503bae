CREATE TABLE "application_step_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"form" text NOT NULL,
	"application_type" text NOT NULL,
	"step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"elapsed_days" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sla_step_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_step_times" ADD CONSTRAINT "application_step_times_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_step_times_line_step_idx" ON "application_step_times" USING btree ("form","application_type","step","id");--> statement-breakpoint
CREATE INDEX "application_step_times_app_idx" ON "application_step_times" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_step_times_form_step_ended_idx" ON "application_step_times" USING btree ("form","step","ended_at");--> statement-breakpoint
CREATE INDEX "applications_sla_step_idx" ON "applications" USING btree ("form","sla_step") WHERE "applications"."sla_step" IS NOT NULL;--> statement-breakpoint
-- Open applications: their current step began no later than whom they wait on changed, else their submission.
UPDATE "applications" SET "sla_step_since" = coalesce("waiting_since", "submitted_at", "updated_at") WHERE "sla_step" IS NOT NULL;
