ALTER TABLE "campaigns" ADD COLUMN "territory_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- kept equal to the campaign's rows in campaign_territories, in the same transaction as every change to them
CREATE OR REPLACE FUNCTION campaign_territory_ids_maintain() RETURNS trigger AS $$
DECLARE
  cid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    cid := OLD.campaign_id;
  ELSE
    cid := NEW.campaign_id;
  END IF;
  UPDATE campaigns SET territory_ids = coalesce(
    (SELECT array_agg(ct.territory_id ORDER BY ct.territory_id) FROM campaign_territories ct WHERE ct.campaign_id = cid),
    '{}'::integer[])
  WHERE id = cid;
  IF TG_OP = 'UPDATE' AND OLD.campaign_id IS DISTINCT FROM NEW.campaign_id THEN
    UPDATE campaigns SET territory_ids = coalesce(
      (SELECT array_agg(ct.territory_id ORDER BY ct.territory_id) FROM campaign_territories ct
       WHERE ct.campaign_id = OLD.campaign_id), '{}'::integer[])
    WHERE id = OLD.campaign_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER campaign_territories_ids AFTER INSERT OR UPDATE OR DELETE ON campaign_territories
  FOR EACH ROW EXECUTE FUNCTION campaign_territory_ids_maintain();--> statement-breakpoint
UPDATE campaigns c SET territory_ids = coalesce(
  (SELECT array_agg(ct.territory_id ORDER BY ct.territory_id) FROM campaign_territories ct WHERE ct.campaign_id = c.id),
  '{}'::integer[]);
