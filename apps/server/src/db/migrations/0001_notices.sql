CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" bigint,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" text,
	"locked_until" timestamp with time zone,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_via" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"batch_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"number" text GENERATED ALWAYS AS ('MSG' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender" text NOT NULL,
	"send_department" text NOT NULL,
	"current_stage" text,
	"application_id" integer,
	"application_no" text,
	"application_title" text,
	"is_deal" smallint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("available_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "notices_batch_code_uq" ON "notices" USING btree ("batch_code");--> statement-breakpoint
CREATE INDEX "notices_user_deal_created_idx" ON "notices" USING btree ("user_id","is_deal","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);