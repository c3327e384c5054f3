-- Change notices for the API's read cache. Every statement that writes a table behind a cached read
-- (the villa list, a villa's booked dates, a guest's bookings, the user behind a session) sends
-- pg_notify('read_cache_changes', <table>) on
-- commit, whatever wrote it: a request on any instance, a job, or SQL typed by hand. Each instance listens and
-- drops its cached reads; a rolled-back write sends nothing, and PostgreSQL folds repeats within a transaction.
CREATE FUNCTION "read_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('read_cache_changes', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "villas_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "villas"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_blocks"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_notify"();
