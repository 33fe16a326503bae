DROP INDEX "fee_rules_type_uq";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "express" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD COLUMN "kind" text DEFAULT 'instant_quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_express_uq" ON "fee_rules" USING btree ("application_type","currency") WHERE "fee_rules"."kind" = 'express_surcharge';--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_type_uq" ON "fee_rules" USING btree ("application_type") WHERE "fee_rules"."kind" = 'instant_quote';--> statement-breakpoint
INSERT INTO "fee_rules" ("code", "kind", "application_type", "percent", "min_amount", "max_amount", "currency") VALUES ('express_entrusted_usd', 'express_surcharge', 'entrusted', 50, 50, 500, 'USD'), ('express_entrusted_cny', 'express_surcharge', 'entrusted', 50, 350, 3500, 'CNY'), ('express_entrusted_eur', 'express_surcharge', 'entrusted', 50, 50, 450, 'EUR') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "fee_rule_history" ("rule_id", "version", "percent", "min_amount", "max_amount", "currency", "active") SELECT "id", "version", "percent", "min_amount", "max_amount", "currency", "active" FROM "fee_rules" WHERE "kind" = 'express_surcharge' ON CONFLICT DO NOTHING;
