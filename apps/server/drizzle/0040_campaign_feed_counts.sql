-- How many active campaigns are open to the creators of each country, by the highest level each admits: the creator
-- feed's total (modules/creators/feed.ts) is the sum of a country's rows at or above the creator's level, less the
-- few campaigns past their end date that the archive job (every five minutes) has not archived yet. Before, the
-- feed counted every match with a window count, which read and sorted every eligible active campaign for a page of
-- twenty: 4,501 of them at ten times today's data, where the feed missed its target (docs/performance.md, "Cost as
-- the data grows"). Kept by triggers on the campaign's status, deletion, highest level and territories, and written
-- again when a country's territories change. The registry's check (db/derived.ts) counts the same again.
CREATE TABLE IF NOT EXISTS "campaign_feed_counts" (
	"country_id" integer NOT NULL,
	"max_level_id" integer NOT NULL,
	"campaigns" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_feed_counts_pkey" PRIMARY KEY("country_id","max_level_id")
);--> statement-breakpoint
-- The active campaigns past their end date (those the archive job has yet to archive): few, found by their end in
-- UTC, an expression the feed's page does not write. On the plain end date the planner took this index for the
-- page's "end date still to come" too, read every active campaign through it and sorted them (4,501 rows at ten
-- times today's data) instead of reading campaigns_active_created_idx newest first up to the page's last row.
-- Its condition says "not archived" (the same campaigns: a campaign is active or archived), which
-- campaigns_active_created_idx's "active" does not follow from: the count can then only read this index. With the
-- same condition the planner (guessing a third of the campaigns past their end) read every entry of
-- campaigns_active_created_idx instead, and the rows approvals had just rewritten (3,940 heap visits at 10x).
CREATE INDEX IF NOT EXISTS "campaigns_active_end_idx" ON "campaigns" USING btree (("end_date" at time zone 'UTC')) INCLUDE ("max_level_id", "territory_ids") WHERE "campaigns"."status" <> 'archived' and "campaigns"."deleted_at" is null;--> statement-breakpoint
-- A campaign's part (d = 1 or -1) in the rows of every country one of its territories holds, in country order so that
-- two campaign writes take the rows' locks in one order.
CREATE OR REPLACE FUNCTION campaign_feed_counts_add(ids integer[], lvl integer, d integer)
RETURNS void AS $$
BEGIN
  INSERT INTO campaign_feed_counts AS k (country_id, max_level_id, campaigns)
    SELECT x.country_id, lvl, d
    FROM (SELECT DISTINCT cot.country_id FROM country_territories cot WHERE cot.territory_id = ANY (ids)) x
    ORDER BY x.country_id
  ON CONFLICT (country_id, max_level_id) DO UPDATE SET campaigns = k.campaigns + EXCLUDED.campaigns;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_feed_counts_campaign() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' AND OLD.deleted_at IS NULL THEN
    PERFORM campaign_feed_counts_add(OLD.territory_ids, OLD.max_level_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' AND NEW.deleted_at IS NULL THEN
    PERFORM campaign_feed_counts_add(NEW.territory_ids, NEW.max_level_id, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER campaigns_feed_counts_insert AFTER INSERT ON campaigns
  FOR EACH ROW WHEN (NEW.status = 'active' AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION campaign_feed_counts_campaign();--> statement-breakpoint
CREATE TRIGGER campaigns_feed_counts_delete AFTER DELETE ON campaigns
  FOR EACH ROW WHEN (OLD.status = 'active' AND OLD.deleted_at IS NULL)
  EXECUTE FUNCTION campaign_feed_counts_campaign();--> statement-breakpoint
-- not on the budget and views every approval and settlement write
CREATE TRIGGER campaigns_feed_counts_update AFTER UPDATE OF status, deleted_at, max_level_id, territory_ids ON campaigns
  FOR EACH ROW WHEN (((OLD.status = 'active' AND OLD.deleted_at IS NULL) OR (NEW.status = 'active' AND NEW.deleted_at IS NULL))
    AND (OLD.status IS DISTINCT FROM NEW.status
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
      OR OLD.max_level_id IS DISTINCT FROM NEW.max_level_id
      OR OLD.territory_ids IS DISTINCT FROM NEW.territory_ids))
  EXECUTE FUNCTION campaign_feed_counts_campaign();--> statement-breakpoint
-- The repair (db/derived.ts), also run when a country's territories change: every row counted again.
CREATE OR REPLACE FUNCTION refresh_campaign_feed_counts() RETURNS void AS $$
BEGIN
  LOCK TABLE campaigns IN SHARE MODE;
  DELETE FROM campaign_feed_counts;
  INSERT INTO campaign_feed_counts (country_id, max_level_id, campaigns)
    SELECT x.country_id, c.max_level_id, count(*)::int
    FROM campaigns c
    CROSS JOIN LATERAL (SELECT DISTINCT cot.country_id FROM country_territories cot
      WHERE cot.territory_id = ANY (c.territory_ids)) x
    WHERE c.status = 'active' AND c.deleted_at IS NULL
    GROUP BY x.country_id, c.max_level_id;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A country's territories are reference data, written at every start with nothing new: count again only when a
-- statement changed a row (its transition table is not empty).
CREATE OR REPLACE FUNCTION campaign_feed_counts_territories() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM refresh_campaign_feed_counts();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER country_territories_feed_counts_insert AFTER INSERT ON country_territories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION campaign_feed_counts_territories();--> statement-breakpoint
CREATE TRIGGER country_territories_feed_counts_delete AFTER DELETE ON country_territories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION campaign_feed_counts_territories();--> statement-breakpoint
CREATE TRIGGER country_territories_feed_counts_update AFTER UPDATE ON country_territories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION campaign_feed_counts_territories();--> statement-breakpoint
SELECT refresh_campaign_feed_counts();
