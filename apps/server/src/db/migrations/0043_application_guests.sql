CREATE TABLE "application_guest_files" (
	"guest_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_guest_files_guest_id_file_id_pk" PRIMARY KEY("guest_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "application_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"guest_user_id" integer,
	"revoked_at" timestamp with time zone,
	"confirmed_date" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_guest_files" ADD CONSTRAINT "application_guest_files_guest_id_application_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."application_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_guest_files" ADD CONSTRAINT "application_guest_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_guests" ADD CONSTRAINT "application_guests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_guests" ADD CONSTRAINT "application_guests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_guests" ADD CONSTRAINT "application_guests_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_guests" ADD CONSTRAINT "application_guests_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_guests_token_idx" ON "application_guests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_guests_application_idx" ON "application_guests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_guests_guest_idx" ON "application_guests" USING btree ("guest_user_id");