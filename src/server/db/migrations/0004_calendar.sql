-- Calendar sync with other channels. calendar_feeds holds each villa's secret export
-- token; calendar_sources the external iCal feeds an owner imports; calendar_blocks the nights
-- those feeds block, replaced per source on every successful sync. Deleting a villa or a source
-- takes its rows with it.
CREATE TABLE "calendar_feeds" (
	"villa_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"last_error_code" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_sources_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_villa_url_key" ON "calendar_sources" USING btree ("villa_id", "url");
--> statement-breakpoint
CREATE INDEX "calendar_sources_next_sync_idx" ON "calendar_sources" USING btree ("next_sync_at");
--> statement-breakpoint
CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"villa_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "calendar_blocks_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade,
	CONSTRAINT "calendar_blocks_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade,
	CONSTRAINT "calendar_blocks_dates_ordered" CHECK ("end_date" > "start_date")
);
--> statement-breakpoint
CREATE INDEX "calendar_blocks_villa_idx" ON "calendar_blocks" USING btree ("villa_id", "start_date");
--> statement-breakpoint
CREATE INDEX "calendar_blocks_source_idx" ON "calendar_blocks" USING btree ("source_id");
