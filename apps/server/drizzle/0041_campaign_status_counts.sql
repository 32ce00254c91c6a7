-- How many campaigns, not deleted, each status holds: the admin's campaign lists (active and archived tabs, no
-- search, no musician) take their total from here (modules/campaigns/campaigns.ts). Before, the total was a window
-- count that read every match's index entry, and after approvals their rewritten rows, to answer a page of five:
-- 6,000 active campaigns at ten times today's data, where the list missed its target (docs/performance.md, "Cost as
-- the data grows"). Kept by triggers on a campaign's status and deletion; the registry's check (db/derived.ts)
-- counts the same again.
CREATE TABLE IF NOT EXISTS "campaign_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"campaigns" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- A campaign leaves its old status's row and joins its new one, in one statement whose rows go in status order:
-- two writers take the two rows' locks in the same order.
CREATE OR REPLACE FUNCTION campaign_status_counts_campaign() RETURNS trigger AS $$
BEGIN
  INSERT INTO campaign_status_counts AS k (status, campaigns)
    SELECT x.status, sum(x.d)::int
    FROM (
      SELECT OLD.status AS status, -1 AS d WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL
      UNION ALL
      SELECT NEW.status, 1 WHERE TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL
    ) x
    GROUP BY x.status
    HAVING sum(x.d) <> 0
    ORDER BY x.status
  ON CONFLICT (status) DO UPDATE SET campaigns = k.campaigns + EXCLUDED.campaigns;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER campaigns_status_counts_insert AFTER INSERT ON campaigns
  FOR EACH ROW WHEN (NEW.deleted_at IS NULL)
  EXECUTE FUNCTION campaign_status_counts_campaign();--> statement-breakpoint
CREATE TRIGGER campaigns_status_counts_delete AFTER DELETE ON campaigns
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL)
  EXECUTE FUNCTION campaign_status_counts_campaign();--> statement-breakpoint
-- not on the budget and views every approval and settlement write
CREATE TRIGGER campaigns_status_counts_update AFTER UPDATE OF status, deleted_at ON campaigns
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION campaign_status_counts_campaign();--> statement-breakpoint
-- The repair (db/derived.ts): every row counted again.
CREATE OR REPLACE FUNCTION refresh_campaign_status_counts() RETURNS void AS $$
BEGIN
  LOCK TABLE campaigns IN SHARE MODE;
  DELETE FROM campaign_status_counts;
  INSERT INTO campaign_status_counts (status, campaigns)
    SELECT c.status, count(*)::int FROM campaigns c WHERE c.deleted_at IS NULL GROUP BY c.status;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_campaign_status_counts();
