CREATE TABLE "customer_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"remittance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rule_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"percent" numeric(7, 4) NOT NULL,
	"min_amount" numeric(20, 4) NOT NULL,
	"max_amount" numeric(20, 4) NOT NULL,
	"currency" text NOT NULL,
	"active" boolean NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"application_type" text NOT NULL,
	"percent" numeric(7, 4) NOT NULL,
	"min_amount" numeric(20, 4) NOT NULL,
	"max_amount" numeric(20, 4) NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_price" numeric(20, 4) NOT NULL,
	"discount_pct" numeric(7, 4) DEFAULT '0' NOT NULL,
	"tax_pct" numeric(7, 4) DEFAULT '0' NOT NULL,
	"net" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) NOT NULL,
	"amount" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"supersedes_id" integer,
	"status" text DEFAULT 'issued' NOT NULL,
	"currency" text NOT NULL,
	"net" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) NOT NULL,
	"total" numeric(20, 4) NOT NULL,
	"valid_until" date NOT NULL,
	"terms_version" text NOT NULL,
	"remark" text,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"invoice_profile_id" integer,
	"invoice_snapshot" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_total_ck" CHECK ("quotations"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "remittance_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"requested" numeric(20, 4) NOT NULL,
	"confirmed" numeric(20, 4),
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remittance_files" (
	"remittance_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "remittance_files_remittance_id_file_id_pk" PRIMARY KEY("remittance_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"no" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"remitter" text NOT NULL,
	"remitted_on" date NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"currency" text NOT NULL,
	"bank" text,
	"bank_reference" text,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text,
	"address" text,
	"remark" text,
	"received_amount" numeric(20, 4),
	"confirmed_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"idempotency_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_amount_ck" CHECK ("remittances"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "paid_amount" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "paid_amount" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "goods_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_currency" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quoted_amount" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rule_history" ADD CONSTRAINT "fee_rule_history_rule_id_fee_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fee_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rule_history" ADD CONSTRAINT "fee_rule_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_invoice_profile_id_invoice_profiles_id_fk" FOREIGN KEY ("invoice_profile_id") REFERENCES "public"."invoice_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_allocations" ADD CONSTRAINT "remittance_allocations_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_allocations" ADD CONSTRAINT "remittance_allocations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_files" ADD CONSTRAINT "remittance_files_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_files" ADD CONSTRAINT "remittance_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_user_idx" ON "customer_credits" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rule_history_uq" ON "fee_rule_history" USING btree ("rule_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_code_uq" ON "fee_rules" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_type_uq" ON "fee_rules" USING btree ("application_type");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_pos_uq" ON "quotation_lines" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_lines_app_idx" ON "quotation_lines" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_no_version_uq" ON "quotations" USING btree ("no","version");--> statement-breakpoint
CREATE INDEX "quotations_user_idx" ON "quotations" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_supersedes_uq" ON "quotations" USING btree ("supersedes_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_allocations_uq" ON "remittance_allocations" USING btree ("remittance_id","application_id");--> statement-breakpoint
CREATE INDEX "remittance_allocations_app_idx" ON "remittance_allocations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "remittance_files_file_idx" ON "remittance_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_no_uq" ON "remittances" USING btree ("no");--> statement-breakpoint
CREATE INDEX "remittances_user_idx" ON "remittances" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_idempotency_uq" ON "remittances" USING btree ("user_id","idempotency_key");
--> statement-breakpoint
-- The goods value of existing applications per currency (it was one sum across currencies in total_amount).
UPDATE "applications" a SET "goods_values" = g.v FROM (
  SELECT "application_id", jsonb_agg(jsonb_build_object('currency', "currency", 'amount', s::text) ORDER BY "currency") AS v
  FROM (SELECT "application_id", "currency", sum("amount") AS s FROM "application_invoices" WHERE "currency" IS NOT NULL AND "amount" IS NOT NULL GROUP BY 1, 2) x
  GROUP BY 1
) g WHERE a."id" = g."application_id";
--> statement-breakpoint
-- The PVoC instant-quote rule (0.5 % of FOB, 265 to 2700 USD) and its first history row; staff edit it.
INSERT INTO "fee_rules" ("code", "application_type", "percent", "min_amount", "max_amount", "currency") VALUES ('pvoc_kenya', 'kenya_pvoc', 0.5, 265, 2700, 'USD') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "fee_rule_history" ("rule_id", "version", "percent", "min_amount", "max_amount", "currency", "active") SELECT "id", "version", "percent", "min_amount", "max_amount", "currency", "active" FROM "fee_rules" ON CONFLICT DO NOTHING;
