CREATE TABLE "ports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country");