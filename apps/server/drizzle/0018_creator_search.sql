-- The admin's people search (modules/admin/people.ts) reads one narrow table: each creator's TikTok user name,
-- email and full name, with the creator's created_at (the list's order) and whether the list shows them at all
-- (`listed`: the person is not deleted, is a creator and not an admin). The search joined the matches of three
-- trigram indexes on two tables back to creators and users; a term as common as a first name matched 1,250 of the
-- benchmark's 20,000 creators and the statement read both tables whole (1,762 buffers, 8.6 ms a search in the mixed
-- workload, a quarter of PostgreSQL's time there). On this table the same search is one bitmap scan of about 260
-- buffers (docs/performance.md). Triggers keep it in the same transaction as every change to the columns it copies.
CREATE TABLE IF NOT EXISTS "creator_search" (
  "creator_id" integer PRIMARY KEY REFERENCES "creators"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  "listed" boolean NOT NULL,
  "tiktok_username" text,
  "email" text NOT NULL,
  "full_name" text NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_search_tiktok_username_trgm_idx" ON "creator_search"
  USING gin ("tiktok_username" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_search_email_trgm_idx" ON "creator_search"
  USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_search_full_name_trgm_idx" ON "creator_search"
  USING gin ("full_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_search_of_creator() RETURNS trigger AS $$
BEGIN
  INSERT INTO creator_search (creator_id, created_at, listed, tiktok_username, email, full_name)
    SELECT NEW.id, NEW.created_at, u.deleted_at IS NULL AND u.user_type = 'creator' AND NOT u.is_admin,
           NEW.tiktok_username, u.email, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')
    FROM users u WHERE u.id = NEW.user_id
  ON CONFLICT (creator_id) DO UPDATE SET created_at = EXCLUDED.created_at, listed = EXCLUDED.listed,
    tiktok_username = EXCLUDED.tiktok_username, email = EXCLUDED.email, full_name = EXCLUDED.full_name;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER creators_search_insert AFTER INSERT ON creators
  FOR EACH ROW EXECUTE FUNCTION creator_search_of_creator();--> statement-breakpoint
-- only the columns it copies: the stats job's follower counts and a level change write no search row
CREATE TRIGGER creators_search_update AFTER UPDATE OF tiktok_username, user_id, created_at ON creators
  FOR EACH ROW WHEN (OLD.tiktok_username IS DISTINCT FROM NEW.tiktok_username OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION creator_search_of_creator();--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_search_of_user() RETURNS trigger AS $$
BEGIN
  UPDATE creator_search s
    SET listed = NEW.deleted_at IS NULL AND NEW.user_type = 'creator' AND NOT NEW.is_admin, email = NEW.email,
        full_name = coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '')
    FROM creators c WHERE c.user_id = NEW.id AND s.creator_id = c.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF email, first_name, last_name, deleted_at, user_type, is_admin ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.is_admin IS DISTINCT FROM NEW.is_admin)
  EXECUTE FUNCTION creator_search_of_user();--> statement-breakpoint
INSERT INTO creator_search (creator_id, created_at, listed, tiktok_username, email, full_name)
  SELECT c.id, c.created_at, u.deleted_at IS NULL AND u.user_type = 'creator' AND NOT u.is_admin, c.tiktok_username,
         u.email, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')
  FROM creators c JOIN users u ON u.id = c.user_id
  ON CONFLICT (creator_id) DO NOTHING;
