CREATE TABLE "inspection_orders" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_date" date,
	"scheduled_date" date,
	"inspector" text,
	"result" text,
	"report" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD CONSTRAINT "inspection_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_orders_user_idx" ON "inspection_orders" USING btree ("user_id");