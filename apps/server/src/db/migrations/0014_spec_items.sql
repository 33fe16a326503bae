CREATE TABLE "channel_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"channel_type" text NOT NULL,
	"company" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qualification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualification_files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qualification_others" text,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "relation" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mail_to" jsonb;--> statement-breakpoint
ALTER TABLE "channel_profiles" ADD CONSTRAINT "channel_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_profiles" ADD CONSTRAINT "channel_profiles_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_profiles_status_idx" ON "channel_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_parent_id_applications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_parent_idx" ON "applications" USING btree ("parent_id") WHERE "applications"."parent_id" is not null;