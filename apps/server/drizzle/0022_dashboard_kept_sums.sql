-- The musician dashboard without reading every live video of its campaign on each request (modules/musicians/
-- dashboard.ts). Its statement read all of a campaign's live promotions (a bitmap heap scan, a page a promotion) for
-- the sums of likes, comments and shares, the videos per day, the top five by views and the page of videos. Now:
--
--   videos, likes, comments, shares of live videos   kept beside the views in campaign_view_totals (0020), by the
--                                                    same trigger, so the same row lock in the same order
--   live videos per upload day (UTC)                 kept in campaign_upload_days, by a trigger on the status, the
--                                                    upload time and the campaign (never the stats job's writes)
--   the page (newest upload first) and the top five  read through two partial indexes over live promotions
--
-- The ledger check compares the kept rows with the same figures summed (modules/ledger/invariants.ts).
ALTER TABLE "campaign_view_totals" ADD COLUMN IF NOT EXISTS "videos" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "campaign_view_totals" ADD COLUMN IF NOT EXISTS "likes" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "campaign_view_totals" ADD COLUMN IF NOT EXISTS "comments" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "campaign_view_totals" ADD COLUMN IF NOT EXISTS "shares" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_upload_days" (
  "campaign_id" integer NOT NULL,
  "day" date NOT NULL,
  "videos" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("campaign_id", "day")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION promotion_is_live(status text) RETURNS boolean AS $$
  SELECT status IN ('reviewed', 'approved', 'succeeded');
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
DROP TRIGGER IF EXISTS promotions_views_total_insert ON promotions;--> statement-breakpoint
DROP TRIGGER IF EXISTS promotions_views_total_delete ON promotions;--> statement-breakpoint
DROP TRIGGER IF EXISTS promotions_views_total_update ON promotions;--> statement-breakpoint
DROP FUNCTION IF EXISTS campaign_view_totals_add(integer, bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_view_totals_add(c integer, dn integer, dv bigint, dl bigint, dc bigint, ds bigint)
RETURNS void AS $$
BEGIN
  IF c IS NULL OR (dn = 0 AND dv = 0 AND dl = 0 AND dc = 0 AND ds = 0) THEN
    RETURN;
  END IF;
  INSERT INTO campaign_view_totals (campaign_id, videos, views, likes, comments, shares) VALUES (c, dn, dv, dl, dc, ds)
  ON CONFLICT (campaign_id) DO UPDATE
    SET videos = campaign_view_totals.videos + EXCLUDED.videos,
        views = campaign_view_totals.views + EXCLUDED.views,
        likes = campaign_view_totals.likes + EXCLUDED.likes,
        comments = campaign_view_totals.comments + EXCLUDED.comments,
        shares = campaign_view_totals.shares + EXCLUDED.shares;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A promotion's part of its campaign's totals: one video and its latest figures while it is live, nothing otherwise.
CREATE OR REPLACE FUNCTION campaign_view_totals_promotion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND promotion_is_live(OLD.status) THEN
    PERFORM campaign_view_totals_add(OLD.campaign_id, -1, -coalesce(OLD.latest_views, 0),
      -coalesce(OLD.latest_likes, 0), -coalesce(OLD.latest_comments, 0), -coalesce(OLD.latest_shares, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND promotion_is_live(NEW.status) THEN
    PERFORM campaign_view_totals_add(NEW.campaign_id, 1, coalesce(NEW.latest_views, 0),
      coalesce(NEW.latest_likes, 0), coalesce(NEW.latest_comments, 0), coalesce(NEW.latest_shares, 0));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The same names as 0020's triggers: they fire after the daily views' trigger of the same update.
CREATE TRIGGER promotions_views_total_insert AFTER INSERT ON promotions
  FOR EACH ROW WHEN (promotion_is_live(NEW.status))
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_views_total_delete AFTER DELETE ON promotions
  FOR EACH ROW WHEN (promotion_is_live(OLD.status))
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_views_total_update
  AFTER UPDATE OF status, latest_views, latest_likes, latest_comments, latest_shares, campaign_id ON promotions
  FOR EACH ROW WHEN ((promotion_is_live(OLD.status) OR promotion_is_live(NEW.status))
    AND (promotion_is_live(OLD.status) IS DISTINCT FROM promotion_is_live(NEW.status)
      OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id
      OR OLD.latest_views IS DISTINCT FROM NEW.latest_views
      OR OLD.latest_likes IS DISTINCT FROM NEW.latest_likes
      OR OLD.latest_comments IS DISTINCT FROM NEW.latest_comments
      OR OLD.latest_shares IS DISTINCT FROM NEW.latest_shares))
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
-- Live videos per upload day. The day is the UTC date of the upload (the dashboard's days are UTC dates). A day
-- whose videos all left stays with 0 and is left out when read, as campaign_daily_views' are.
CREATE OR REPLACE FUNCTION promotion_upload_day(uploaded timestamptz) RETURNS date AS $$
  SELECT (uploaded AT TIME ZONE 'UTC')::date;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_upload_days_add(c integer, d date, dn integer) RETURNS void AS $$
BEGIN
  IF c IS NULL OR d IS NULL OR dn = 0 THEN
    RETURN;
  END IF;
  INSERT INTO campaign_upload_days (campaign_id, day, videos) VALUES (c, d, dn)
  ON CONFLICT (campaign_id, day) DO UPDATE SET videos = campaign_upload_days.videos + EXCLUDED.videos;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_upload_days_promotion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND promotion_is_live(OLD.status) THEN
    PERFORM campaign_upload_days_add(OLD.campaign_id, promotion_upload_day(OLD.video_uploaded_at), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND promotion_is_live(NEW.status) THEN
    PERFORM campaign_upload_days_add(NEW.campaign_id, promotion_upload_day(NEW.video_uploaded_at), 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Named to fire after the views totals' trigger of the same update (triggers of one event fire in the order of
-- their names), so every writer takes a campaign's kept rows in one order: day rows, views total, upload days.
CREATE TRIGGER promotions_x_upload_days_insert AFTER INSERT ON promotions
  FOR EACH ROW WHEN (promotion_is_live(NEW.status) AND NEW.video_uploaded_at IS NOT NULL)
  EXECUTE FUNCTION campaign_upload_days_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_x_upload_days_delete AFTER DELETE ON promotions
  FOR EACH ROW WHEN (promotion_is_live(OLD.status) AND OLD.video_uploaded_at IS NOT NULL)
  EXECUTE FUNCTION campaign_upload_days_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_x_upload_days_update AFTER UPDATE OF status, video_uploaded_at, campaign_id ON promotions
  FOR EACH ROW WHEN ((promotion_is_live(OLD.status) OR promotion_is_live(NEW.status))
    AND (promotion_is_live(OLD.status) IS DISTINCT FROM promotion_is_live(NEW.status)
      OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id
      OR promotion_upload_day(OLD.video_uploaded_at) IS DISTINCT FROM promotion_upload_day(NEW.video_uploaded_at)))
  EXECUTE FUNCTION campaign_upload_days_promotion();--> statement-breakpoint
-- The dashboard's page of live videos (newest upload first) and its top five by views, read through the index
-- instead of from every live promotion of the campaign.
CREATE INDEX IF NOT EXISTS "promotions_live_uploaded_idx" ON "promotions"
  ("campaign_id", "video_uploaded_at" DESC, "id" DESC)
  WHERE status IN ('reviewed', 'approved', 'succeeded');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promotions_live_views_idx" ON "promotions"
  ("campaign_id", (coalesce("views_after_three_days", "latest_views", 0)) DESC, "video_uploaded_at" DESC, "id" DESC)
  WHERE status IN ('reviewed', 'approved', 'succeeded');--> statement-breakpoint
-- 0020's repair, with the new columns and table.
CREATE OR REPLACE FUNCTION refresh_campaign_figures() RETURNS void AS $$
BEGIN
  LOCK TABLE promotions, ledger_entries IN SHARE MODE;
  DELETE FROM campaign_figures;
  DELETE FROM campaign_view_totals;
  DELETE FROM campaign_upload_days;
  INSERT INTO campaign_figures (campaign_id, spent_cents, reserved_cents, refunded_cents)
    SELECT campaign_id, sum(spent), sum(reserved), sum(refunded) FROM (
      SELECT p.campaign_id, sum(promotion_spent_cents(p.status, p.earned_cents)) AS spent,
             sum(promotion_reserved_cents(p.status, p.reserved_cents)) AS reserved, 0 AS refunded
      FROM promotions p WHERE p.status IN ('reviewed', 'approved', 'succeeded') GROUP BY p.campaign_id
      UNION ALL
      SELECT t.campaign_id, 0, 0, sum(e.amount_cents)
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.campaign_id IS NOT NULL AND e.account = 'external' AND t.kind NOT IN ('funding', 'budget_edit')
      GROUP BY t.campaign_id
    ) parts
    GROUP BY campaign_id;
  INSERT INTO campaign_view_totals (campaign_id, videos, views, likes, comments, shares)
    SELECT p.campaign_id, count(*), sum(coalesce(p.latest_views, 0)), sum(coalesce(p.latest_likes, 0)),
      sum(coalesce(p.latest_comments, 0)), sum(coalesce(p.latest_shares, 0))
    FROM promotions p WHERE promotion_is_live(p.status) GROUP BY p.campaign_id;
  INSERT INTO campaign_upload_days (campaign_id, day, videos)
    SELECT p.campaign_id, promotion_upload_day(p.video_uploaded_at), count(*)
    FROM promotions p WHERE promotion_is_live(p.status) AND p.video_uploaded_at IS NOT NULL
    GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_campaign_figures();
