ALTER TABLE "info_requests" ADD COLUMN "warned_month_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "info_requests" ADD COLUMN "warned_week_at" timestamp with time zone;