ALTER TABLE "quotation_lines" ADD COLUMN "fee_code" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- Every existing line gets the code its service text names (the rule of feeCodeOfService in packages/shared
-- money/feeCodes.ts, which the cancellation rules read the text with until now), so no cancellation changes.
UPDATE "quotation_lines" SET "fee_code" = CASE
  WHEN "kind" = 'express_surcharge' THEN 'surcharge'
  WHEN "service" ~* '(application fee|申请费|رسوم الطلب)' THEN 'application'
  WHEN "service" ~* '(inspection|检验|验货|فحص)' THEN 'inspection'
  ELSE 'other' END;
