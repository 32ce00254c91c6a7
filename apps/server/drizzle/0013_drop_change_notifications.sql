-- The read cache is gone (docs/performance.md, "The read cache"): nothing listens for `hookline_change` any more, so
-- the statement triggers that announced every committed write (0005, 0011) and their function are dropped with it.
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT t.tgname, c.relname FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE p.proname = 'hookline_notify_change' AND NOT t.tgisinternal
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', r.tgname, r.relname);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS hookline_notify_change();
