CREATE TABLE "holiday_calendar" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "holiday_calendar_kind_ck" CHECK ("holiday_calendar"."kind" in ('holiday', 'workday'))
);
--> statement-breakpoint
ALTER TABLE "holiday_calendar" ADD CONSTRAINT "holiday_calendar_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;