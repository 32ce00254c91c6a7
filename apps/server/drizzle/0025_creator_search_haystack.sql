-- The admin's people search matches one column instead of three: creator_search (0018) gains `haystack`, the TikTok
-- user name, email and full name lower-cased and joined by chr(1), which no search can hold (the shared schema
-- refuses control characters), so a term never matches across two of them. `haystack LIKE lower(term)` matches what
-- `ILIKE term` on any of the three matched (ILIKE lower-cases both sides the same way), with one trigram index and
-- one plain LIKE per candidate row instead of three indexes and up to three ILIKEs: a search for a common name
-- rechecks every one of its 1,666 matches for the count (docs/performance.md, eleventh round).
ALTER TABLE "creator_search" ADD COLUMN IF NOT EXISTS "haystack" text
  GENERATED ALWAYS AS (lower(coalesce("tiktok_username", '') || chr(1) || "email" || chr(1) || "full_name")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_search_haystack_trgm_idx" ON "creator_search"
  USING gin ("haystack" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
DROP INDEX IF EXISTS "creator_search_tiktok_username_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "creator_search_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "creator_search_full_name_trgm_idx";
