-- A campaign's live videos, their latest views and their earnings on each platform, for the musician's dashboard and
-- reports (modules/musicians/figures.ts, campaignPlatformFigures): kept per campaign and platform by a trigger, as
-- the campaign's own totals are (0022), instead of summed from every live promotion of the campaign on each request.
-- That sum (a heap page a video) made the dashboard the mixed workload's slowest read (docs/performance.md). The
-- registry's check (db/derived.ts) compares the kept rows with the same sums.
CREATE TABLE IF NOT EXISTS "campaign_platform_totals" (
	"campaign_id" integer NOT NULL,
	"platform" text NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"earned_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_platform_totals_pkey" PRIMARY KEY("campaign_id","platform")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_platform_totals_add(c integer, pl text, dn integer, dv bigint, de bigint)
RETURNS void AS $$
BEGIN
  IF c IS NULL OR (dn = 0 AND dv = 0 AND de = 0) THEN
    RETURN;
  END IF;
  INSERT INTO campaign_platform_totals (campaign_id, platform, videos, views, earned_cents) VALUES (c, pl, dn, dv, de)
  ON CONFLICT (campaign_id, platform) DO UPDATE
    SET videos = campaign_platform_totals.videos + EXCLUDED.videos,
        views = campaign_platform_totals.views + EXCLUDED.views,
        earned_cents = campaign_platform_totals.earned_cents + EXCLUDED.earned_cents;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A promotion's part of its campaign's totals on its platform: one video, its latest views and its earnings while it
-- is live, nothing otherwise.
CREATE OR REPLACE FUNCTION campaign_platform_totals_promotion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND promotion_is_live(OLD.status) THEN
    PERFORM campaign_platform_totals_add(OLD.campaign_id, OLD.platform, -1, -coalesce(OLD.latest_views, 0),
      -coalesce(OLD.earned_cents, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND promotion_is_live(NEW.status) THEN
    PERFORM campaign_platform_totals_add(NEW.campaign_id, NEW.platform, 1, coalesce(NEW.latest_views, 0),
      coalesce(NEW.earned_cents, 0));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Named to fire between the money figures' and the view totals' triggers of the same row (AFTER triggers fire in
-- name order), so that every write takes the kept rows' locks in one order.
CREATE TRIGGER promotions_platform_totals_insert AFTER INSERT ON promotions
  FOR EACH ROW WHEN (promotion_is_live(NEW.status))
  EXECUTE FUNCTION campaign_platform_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_platform_totals_delete AFTER DELETE ON promotions
  FOR EACH ROW WHEN (promotion_is_live(OLD.status))
  EXECUTE FUNCTION campaign_platform_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_platform_totals_update
  AFTER UPDATE OF status, latest_views, earned_cents, campaign_id, platform ON promotions
  FOR EACH ROW WHEN ((promotion_is_live(OLD.status) OR promotion_is_live(NEW.status))
    AND (promotion_is_live(OLD.status) IS DISTINCT FROM promotion_is_live(NEW.status)
      OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id
      OR OLD.platform IS DISTINCT FROM NEW.platform
      OR OLD.latest_views IS DISTINCT FROM NEW.latest_views
      OR OLD.earned_cents IS DISTINCT FROM NEW.earned_cents))
  EXECUTE FUNCTION campaign_platform_totals_promotion();--> statement-breakpoint
-- The repair (db/derived.ts): every campaign's totals summed again from its live promotions.
CREATE OR REPLACE FUNCTION refresh_campaign_platform_totals() RETURNS void AS $$
BEGIN
  LOCK TABLE promotions IN SHARE MODE;
  DELETE FROM campaign_platform_totals;
  INSERT INTO campaign_platform_totals (campaign_id, platform, videos, views, earned_cents)
    SELECT p.campaign_id, p.platform, count(*), sum(coalesce(p.latest_views, 0)), sum(coalesce(p.earned_cents, 0))
    FROM promotions p WHERE promotion_is_live(p.status) GROUP BY p.campaign_id, p.platform;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_campaign_platform_totals();
