-- The active campaigns, newest first, with what the creator feed asks of each (its end, the highest level it admits,
-- its territories): the admin's list of active campaigns and the creator feed read a page and the window count of
-- all matches from this index alone (an index-only scan) instead of visiting every active campaign's row, whose
-- pages hold the wide card columns. With ten times today's data (6,000 active campaigns) the two statements touched
-- 6,089 and 1,205 buffers through campaigns_status_created_idx (docs/performance.md, "Cost as the data grows").
-- Its condition is the one the statements write out (literals, not parameters, so that the generic plan uses it).
CREATE INDEX IF NOT EXISTS "campaigns_active_created_idx" ON "campaigns" ("created_at" DESC, "id" DESC)
  INCLUDE ("end_date", "max_level_id", "territory_ids")
  WHERE "status" = 'active' AND "deleted_at" IS NULL;
