-- The database itself refuses two occupying (PENDING/CONFIRMED) bookings of one villa whose
-- nights overlap. '[)' makes the check-out day free, so back-to-back stays are allowed.
-- btree_gist lets the gist index combine "=" on villa_id with "&&" on the date range.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"villa_id" WITH =,
	daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" IN ('PENDING', 'CONFIRMED'));
