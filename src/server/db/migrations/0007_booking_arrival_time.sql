-- The guest's expected arrival time on a booking request: optional, a half hour from 15:00 to 23:30 written "HH:MM"
-- in the villa's wall-clock time (Africa/Cairo). The check repeats the domain rule for any other writer.
ALTER TABLE "bookings" ADD COLUMN "arrival_time" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_arrival_time_slot" CHECK ("bookings"."arrival_time" ~ '^(1[5-9]|2[0-3]):[03]0$');
