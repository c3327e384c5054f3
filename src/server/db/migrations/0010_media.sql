-- Uploaded photos (issue 21): one row per upload, whose variants' files live in the media storage under its id.
-- The alternative texts are per language, read with the villa's images (imageAlts), so a change to them drops
-- the API's cached villa reads like a change to the villa itself.
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploaded_by" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Accounts are deactivated, not deleted; should one ever be, its photos stay (the villas show them).
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by");
--> statement-breakpoint
CREATE TRIGGER "media_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
