CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"alpha3" text,
	"numeric" text,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"remarks" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"zone_code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"section" text,
	"description_en" text NOT NULL,
	"description_zh" text,
	"description_ar" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "areas_level_idx" ON "areas" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_parent_idx" ON "countries" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_zones_region_uq" ON "phone_zones" USING btree ("region");--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "dictionary_items_parent_idx" ON "dictionary_items" USING btree ("parent_id");