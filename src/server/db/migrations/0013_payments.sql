CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"source" text DEFAULT 'LEDGER' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_nonzero" CHECK ("booking_payments"."amount" <> 0),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" IN ('BANK_TRANSFER', 'CASH', 'CARD', 'OTHER')),
	CONSTRAINT "booking_payments_source_check" CHECK ("booking_payments"."source" IN ('LEDGER', 'TOGGLE'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"instructions" jsonb NOT NULL,
	"deposit_due_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_due_days" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_charge" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_invoice_number_key" ON "bookings" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_terms_check" CHECK ("bookings"."cancellation_terms" IN ('free', 'partial', 'none'));--> statement-breakpoint
-- Bookings confirmed before payments existed: their confirmation day is taken as their last change, in the villa's
-- time zone, with the default deposit days; a booking the paid switch marked paid gets one payment of its total.
UPDATE "bookings" SET "confirmed_on" = ("updated_at" AT TIME ZONE 'Africa/Cairo')::date, "deposit_due_days" = 3
WHERE "status" IN ('CONFIRMED', 'COMPLETED');--> statement-breakpoint
INSERT INTO "booking_payments" ("booking_id", "amount", "received_on", "method", "source")
SELECT "id", "total_price", ("updated_at" AT TIME ZONE 'Africa/Cairo')::date, 'OTHER', 'TOGGLE'
FROM "bookings" WHERE "is_paid" AND "status" IN ('CONFIRMED', 'COMPLETED');--> statement-breakpoint
-- Their invoice numbers, in the order they were confirmed, each year from 1; the counters continue from there.
WITH numbered AS (
  SELECT "id", extract(year FROM "confirmed_on")::int AS "year",
    row_number() OVER (PARTITION BY extract(year FROM "confirmed_on") ORDER BY "updated_at", "id") AS "n"
  FROM "bookings" WHERE "confirmed_on" IS NOT NULL
)
UPDATE "bookings" SET "invoice_number" = numbered."year" || '-' || lpad(numbered."n"::text, 4, '0')
FROM numbered WHERE "bookings"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT extract(year FROM "confirmed_on")::int, count(*) FROM "bookings" WHERE "confirmed_on" IS NOT NULL
GROUP BY extract(year FROM "confirmed_on");
--> statement-breakpoint
CREATE TRIGGER "booking_payments_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "payment_settings_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
