-- Rates, stay rules and manual blocks (DESIGN 7.1): a villa's pricing (no row: SPEC 9's defaults), its seasons, the
-- owner's own blocks, and the quote a booking was priced by (null for bookings made before). The exclusion
-- constraints at the end are hand-written (Drizzle cannot express them): seasons of a villa never share a night, nor
-- do its manual blocks. The new tables are behind cached reads (the calendar, booked dates), so they notify too.
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_rate" numeric(12, 2) NOT NULL,
	"weekend_rate" numeric(12, 2),
	"min_stay" integer,
	"arrival_days" jsonb,
	"departure_days" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_dates_ordered" CHECK ("seasons"."end_date" > "seasons"."start_date"),
	CONSTRAINT "seasons_rate_positive" CHECK ("seasons"."nightly_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "villa_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_blocks_dates_ordered" CHECK ("villa_blocks"."end_date" > "villa_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "villa_pricing" (
	"villa_id" uuid PRIMARY KEY NOT NULL,
	"weekend_rate" numeric(12, 2),
	"weekend_nights" jsonb NOT NULL,
	"cleaning_fee" numeric(12, 2) NOT NULL,
	"service_fee_percent" integer NOT NULL,
	"extra_guest_fee" numeric(12, 2) NOT NULL,
	"included_guests" integer NOT NULL,
	"weekly_discount_percent" integer NOT NULL,
	"monthly_discount_percent" integer NOT NULL,
	"min_stay" integer NOT NULL,
	"min_notice_days" integer NOT NULL,
	"max_advance_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_pricing" ADD CONSTRAINT "villa_pricing_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasons_villa_idx" ON "seasons" USING btree ("villa_id","start_date");--> statement-breakpoint
CREATE INDEX "villa_blocks_villa_idx" ON "villa_blocks" USING btree ("villa_id","start_date");--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap" EXCLUDE USING gist (
	"villa_id" WITH =,
	daterange("start_date", "end_date", '[)') WITH &&
);--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_no_overlap" EXCLUDE USING gist (
	"villa_id" WITH =,
	daterange("start_date", "end_date", '[)') WITH &&
);--> statement-breakpoint
CREATE TRIGGER "villa_pricing_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "villa_pricing"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "seasons_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "villa_blocks_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "villa_blocks"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
