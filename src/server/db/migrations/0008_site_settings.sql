-- The site's settings (DESIGN 7.3): one row, the villa the public site shows and the owner's contact details.
-- `version` grows with every edit, so the pages rendered from the settings know when to render again. Deleting
-- the main villa leaves no villa chosen rather than a dangling id. The seed writes the row on start.
CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"main_villa_id" uuid,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"whatsapp" text,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"tour_video_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_latitude_range" CHECK ("site_settings"."latitude" between -90 and 90),
	CONSTRAINT "site_settings_longitude_range" CHECK ("site_settings"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_main_villa_id_villas_id_fk" FOREIGN KEY ("main_villa_id") REFERENCES "public"."villas"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TRIGGER "site_settings_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
