-- Per-campaign promotion counts by status, maintained by a trigger in the same transaction as every change to
-- promotions: campaign lists read a handful of counter rows instead of counting a campaign's promotions.
CREATE TABLE IF NOT EXISTS "campaign_promotion_counts" (
  "campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
  "status" text NOT NULL,
  "n" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("campaign_id", "status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION promotion_counts_maintain() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE campaign_promotion_counts SET n = n - 1 WHERE campaign_id = OLD.campaign_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO campaign_promotion_counts (campaign_id, status, n) VALUES (NEW.campaign_id, NEW.status, 1)
    ON CONFLICT (campaign_id, status) DO UPDATE SET n = campaign_promotion_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER promotions_counts_insert_delete AFTER INSERT OR DELETE ON promotions
  FOR EACH ROW EXECUTE FUNCTION promotion_counts_maintain();--> statement-breakpoint
CREATE TRIGGER promotions_counts_update AFTER UPDATE OF status, campaign_id ON promotions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION promotion_counts_maintain();--> statement-breakpoint
INSERT INTO campaign_promotion_counts (campaign_id, status, n)
  SELECT campaign_id, status, count(*)::int FROM promotions GROUP BY campaign_id, status
  ON CONFLICT (campaign_id, status) DO NOTHING;--> statement-breakpoint
-- the admin creator list pages by creation time
CREATE INDEX IF NOT EXISTS "creators_created_idx" ON "creators" ("created_at", "id");
