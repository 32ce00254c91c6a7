-- The count of the admin's people list without a search (modules/admin/people.ts) from rows kept per group instead
-- of a count over every creator: that count joined all creators to their users on every visit of the list (20-37 ms
-- on the benchmark's 20,000 creators; docs/performance.md, tenth round). creator_search (0018), one row per creator
-- kept by triggers with whether the list shows them (`listed`), now also copies the creator's status, level and
-- country, and a trigger on it keeps creator_counts: the listed creators per status, completeness (a TikTok user
-- name and a country, what "active" asks beside the status), level and country (0 for none). A row whose creators
-- all left stays with 0. The list sums the rows its filters match.
ALTER TABLE "creator_search" ADD COLUMN IF NOT EXISTS "status" text;--> statement-breakpoint
ALTER TABLE "creator_search" ADD COLUMN IF NOT EXISTS "level_id" integer;--> statement-breakpoint
ALTER TABLE "creator_search" ADD COLUMN IF NOT EXISTS "country_id" integer;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "creator_counts" (
  "status" text NOT NULL,
  "complete" boolean NOT NULL,
  "level_id" integer NOT NULL,
  "country_id" integer NOT NULL,
  "n" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("status", "complete", "level_id", "country_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_search_of_creator() RETURNS trigger AS $$
BEGIN
  INSERT INTO creator_search (creator_id, created_at, listed, tiktok_username, email, full_name, status, level_id,
                              country_id)
    SELECT NEW.id, NEW.created_at, u.deleted_at IS NULL AND u.user_type = 'creator' AND NOT u.is_admin,
           NEW.tiktok_username, u.email, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), NEW.status,
           NEW.level_id, NEW.country_id
    FROM users u WHERE u.id = NEW.user_id
  ON CONFLICT (creator_id) DO UPDATE SET created_at = EXCLUDED.created_at, listed = EXCLUDED.listed,
    tiktok_username = EXCLUDED.tiktok_username, email = EXCLUDED.email, full_name = EXCLUDED.full_name,
    status = EXCLUDED.status, level_id = EXCLUDED.level_id, country_id = EXCLUDED.country_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS creators_search_update ON creators;--> statement-breakpoint
-- only the columns it copies: the stats job's follower counts write no search row
CREATE TRIGGER creators_search_update
  AFTER UPDATE OF tiktok_username, user_id, created_at, status, level_id, country_id ON creators
  FOR EACH ROW WHEN (OLD.tiktok_username IS DISTINCT FROM NEW.tiktok_username OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.level_id IS DISTINCT FROM NEW.level_id OR OLD.country_id IS DISTINCT FROM NEW.country_id)
  EXECUTE FUNCTION creator_search_of_creator();--> statement-breakpoint
UPDATE creator_search s SET status = c.status, level_id = c.level_id, country_id = c.country_id
  FROM creators c WHERE c.id = s.creator_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_counts_add(st text, cp boolean, lv integer, co integer, dn integer)
RETURNS void AS $$
BEGIN
  INSERT INTO creator_counts (status, complete, level_id, country_id, n) VALUES (st, cp, lv, coalesce(co, 0), dn)
  ON CONFLICT (status, complete, level_id, country_id) DO UPDATE SET n = creator_counts.n + EXCLUDED.n;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A search row's part of the counts: one creator in its group while the list shows it, nothing otherwise.
CREATE OR REPLACE FUNCTION creator_counts_of_search() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.listed AND OLD.status IS NOT NULL THEN
    PERFORM creator_counts_add(OLD.status, OLD.tiktok_username IS NOT NULL AND OLD.country_id IS NOT NULL,
      OLD.level_id, OLD.country_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.listed AND NEW.status IS NOT NULL THEN
    PERFORM creator_counts_add(NEW.status, NEW.tiktok_username IS NOT NULL AND NEW.country_id IS NOT NULL,
      NEW.level_id, NEW.country_id, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER creator_search_counts_insert AFTER INSERT ON creator_search
  FOR EACH ROW EXECUTE FUNCTION creator_counts_of_search();--> statement-breakpoint
CREATE TRIGGER creator_search_counts_delete AFTER DELETE ON creator_search
  FOR EACH ROW EXECUTE FUNCTION creator_counts_of_search();--> statement-breakpoint
CREATE TRIGGER creator_search_counts_update
  AFTER UPDATE OF listed, status, level_id, country_id, tiktok_username ON creator_search
  FOR EACH ROW WHEN (OLD.listed IS DISTINCT FROM NEW.listed OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.level_id IS DISTINCT FROM NEW.level_id OR OLD.country_id IS DISTINCT FROM NEW.country_id
    OR (OLD.tiktok_username IS NULL) IS DISTINCT FROM (NEW.tiktok_username IS NULL))
  EXECUTE FUNCTION creator_counts_of_search();--> statement-breakpoint
-- The counts summed again from creator_search: the backfill below, and a repair.
CREATE OR REPLACE FUNCTION refresh_creator_counts() RETURNS void AS $$
BEGIN
  LOCK TABLE creator_search IN SHARE MODE;
  DELETE FROM creator_counts;
  INSERT INTO creator_counts (status, complete, level_id, country_id, n)
    SELECT status, tiktok_username IS NOT NULL AND country_id IS NOT NULL, level_id, coalesce(country_id, 0), count(*)
    FROM creator_search WHERE listed AND status IS NOT NULL GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_creator_counts();
