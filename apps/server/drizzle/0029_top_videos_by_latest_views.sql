-- A musician's "views" are the latest views of accepted videos (docs/engine.md "Figures for musicians"): the
-- campaign's total sums them, so its top five are ordered by the same figure, read through this index.
DROP INDEX IF EXISTS "promotions_live_views_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promotions_live_views_idx" ON "promotions"
  ("campaign_id", (coalesce("latest_views", 0)) DESC, "video_uploaded_at" DESC, "id" DESC)
  WHERE status IN ('reviewed', 'approved', 'succeeded');
