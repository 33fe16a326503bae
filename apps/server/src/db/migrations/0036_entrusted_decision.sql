ALTER TABLE "inspection_orders" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD COLUMN "reinspection_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD CONSTRAINT "inspection_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD CONSTRAINT "inspection_orders_reinspection_id_applications_id_fk" FOREIGN KEY ("reinspection_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_orders" ADD CONSTRAINT "inspection_orders_decision_ck" CHECK ("inspection_orders"."decision" is null or ("inspection_orders"."decision" in ('release', 'reject', 're_inspect') and "inspection_orders"."decided_at" is not null));