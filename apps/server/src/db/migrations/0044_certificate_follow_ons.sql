CREATE TABLE "certificate_reminders" (
	"certificate_id" integer NOT NULL,
	"threshold" smallint NOT NULL,
	"notice_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_reminders_certificate_id_threshold_pk" PRIMARY KEY("certificate_id","threshold")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "origin_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "origin_kind" text;--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_origin_certificate_id_certificates_id_fk" FOREIGN KEY ("origin_certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expiry_date") WHERE "certificates"."expiry_date" is not null;