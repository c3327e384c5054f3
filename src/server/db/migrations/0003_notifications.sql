-- E-mail and Web Push notifications: the durable outbox written in the same transaction as the
-- booking change, and the owner's push subscriptions. Hand-written (see schema.ts, "Notifications").
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_booking_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade,
	CONSTRAINT "notification_outbox_channel_check" CHECK ("channel" IN ('email', 'push')),
	CONSTRAINT "notification_outbox_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_once_key" ON "notification_outbox" USING btree ("booking_id", "kind", "recipient");
--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status", "next_attempt_at");
--> statement-breakpoint
CREATE INDEX "notification_outbox_created_at_idx" ON "notification_outbox" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
