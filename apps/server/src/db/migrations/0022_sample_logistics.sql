CREATE TABLE "sample_orders" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lab_address" text NOT NULL,
	"lab_contact" text,
	"quantity" integer NOT NULL,
	"due_date" date NOT NULL,
	"accepted_at" timestamp with time zone,
	"test_data" jsonb,
	"test_data_at" timestamp with time zone,
	"review_decision" text,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_shipment_photos" (
	"shipment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "sample_shipment_photos_shipment_id_file_id_pk" PRIMARY KEY("shipment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "sample_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"round" integer NOT NULL,
	"courier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text DEFAULT 'in_transit' NOT NULL,
	"reason" text,
	"note" text,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_shipment_photos" ADD CONSTRAINT "sample_shipment_photos_shipment_id_sample_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."sample_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_shipment_photos" ADD CONSTRAINT "sample_shipment_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_shipments" ADD CONSTRAINT "sample_shipments_application_id_sample_orders_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sample_orders"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_shipments_application_idx" ON "sample_shipments" USING btree ("application_id","round");