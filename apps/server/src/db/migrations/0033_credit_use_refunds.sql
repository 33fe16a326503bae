CREATE TABLE "credit_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank" text NOT NULL,
	"swift" text,
	"remark" text,
	"proof_file_id" integer,
	"bank_reference" text,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_refunds_amount_ck" CHECK ("credit_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "kind" text DEFAULT 'overpayment' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_refunds_no_uq" ON "credit_refunds" USING btree ("no");--> statement-breakpoint
CREATE INDEX "credit_refunds_user_idx" ON "credit_refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_refunds_status_idx" ON "credit_refunds" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_refund_id_credit_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."credit_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_app_idx" ON "customer_credits" USING btree ("application_id");--> statement-breakpoint
UPDATE "customer_credits" SET "kind" = 'reversal' WHERE "amount" < 0;
