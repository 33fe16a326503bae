CREATE TABLE "config_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"remarks" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"total_bytes" bigint NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_staging" (
	"job_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staging" ADD CONSTRAINT "import_staging_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_records_kind_number_uq" ON "config_records" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "config_records_kind_status_idx" ON "config_records" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "import_jobs_kind_idx" ON "import_jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_staging_job_number_uq" ON "import_staging" USING btree ("job_id","number");