-- Mail floods to addresses nobody confirmed: a user's address is confirmed when they follow the link we
-- mailed to it; until then mails to it are capped per day, and those over the cap stay in the outbox as
-- "suppressed" (never sent, shown in the back office). The index serves the cap's count per address and day.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_status_check";
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_status_check"
	CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'kept', 'suppressed'));
--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_idx" ON "notification_outbox" USING btree ("recipient", "created_at");
