-- The musicians' money figures and views of each campaign (modules/musicians/figures.ts), kept per campaign instead
-- of being summed over the campaign's live videos and its ledger on every campaign list and dashboard: a musician's
-- list of six campaigns read about 570 promotion pages for them, half of the list's cost.
--
--   spent    = settled earnings of succeeded videos           (campaign_figures, from promotions)
--   reserved = reservations of reviewed and approved videos   (campaign_figures, from promotions)
--   refunded = the campaign's money back to the musician      (campaign_figures, from ledger_entries)
--   views    = the latest views of live videos                (campaign_view_totals, from promotions)
--
-- Triggers keep both in the same transaction as every write that changes them. Locks: the money row changes only
-- with a video's status, reservation or earnings (the transitions, which hold the campaign's row already) and with
-- a ledger posting (which updates the campaign's budget). Views change with every write of the stats job, so they
-- have a table of their own, and their trigger is named to fire after the daily views' trigger of the same update
-- (migration 0014; triggers of one event fire in the order of their names): every transaction takes a campaign's
-- day rows before its views total, as the stats job does (its history insert, then its update of the promotions).
CREATE TABLE IF NOT EXISTS "campaign_figures" (
  "campaign_id" integer PRIMARY KEY,
  "spent_cents" bigint NOT NULL DEFAULT 0,
  "reserved_cents" bigint NOT NULL DEFAULT 0,
  "refunded_cents" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "campaign_view_totals" (
  "campaign_id" integer PRIMARY KEY,
  "views" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_figures_add(c integer, d_spent bigint, d_reserved bigint, d_refunded bigint)
RETURNS void AS $$
BEGIN
  IF c IS NULL OR (d_spent = 0 AND d_reserved = 0 AND d_refunded = 0) THEN
    RETURN;
  END IF;
  INSERT INTO campaign_figures (campaign_id, spent_cents, reserved_cents, refunded_cents)
    VALUES (c, d_spent, d_reserved, d_refunded)
  ON CONFLICT (campaign_id) DO UPDATE
    SET spent_cents = campaign_figures.spent_cents + EXCLUDED.spent_cents,
        reserved_cents = campaign_figures.reserved_cents + EXCLUDED.reserved_cents,
        refunded_cents = campaign_figures.refunded_cents + EXCLUDED.refunded_cents;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_view_totals_add(c integer, dv bigint) RETURNS void AS $$
BEGIN
  IF c IS NULL OR dv = 0 THEN
    RETURN;
  END IF;
  INSERT INTO campaign_view_totals (campaign_id, views) VALUES (c, dv)
  ON CONFLICT (campaign_id) DO UPDATE SET views = campaign_view_totals.views + EXCLUDED.views;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A promotion's part of its campaign's money figures, as figures.ts defines them.
CREATE OR REPLACE FUNCTION promotion_spent_cents(status text, earned bigint) RETURNS bigint AS $$
  SELECT CASE WHEN status = 'succeeded' THEN coalesce(earned, 0) ELSE 0 END;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION promotion_reserved_cents(status text, reserved bigint) RETURNS bigint AS $$
  SELECT CASE WHEN status IN ('reviewed', 'approved') THEN coalesce(reserved, 0) ELSE 0 END;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_figures_promotion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM campaign_figures_add(OLD.campaign_id, -promotion_spent_cents(OLD.status, OLD.earned_cents),
                                 -promotion_reserved_cents(OLD.status, OLD.reserved_cents), 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM campaign_figures_add(NEW.campaign_id, promotion_spent_cents(NEW.status, NEW.earned_cents),
                                 promotion_reserved_cents(NEW.status, NEW.reserved_cents), 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Only a change of the promotion's part fires (a join, a submission and the stats job's writes do not).
CREATE TRIGGER promotions_figures_insert AFTER INSERT ON promotions
  FOR EACH ROW WHEN (promotion_spent_cents(NEW.status, NEW.earned_cents) <> 0
                     OR promotion_reserved_cents(NEW.status, NEW.reserved_cents) <> 0)
  EXECUTE FUNCTION campaign_figures_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_figures_delete AFTER DELETE ON promotions
  FOR EACH ROW WHEN (promotion_spent_cents(OLD.status, OLD.earned_cents) <> 0
                     OR promotion_reserved_cents(OLD.status, OLD.reserved_cents) <> 0)
  EXECUTE FUNCTION campaign_figures_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_figures_update AFTER UPDATE OF status, earned_cents, reserved_cents, campaign_id ON promotions
  FOR EACH ROW WHEN (promotion_spent_cents(OLD.status, OLD.earned_cents) <> promotion_spent_cents(NEW.status, NEW.earned_cents)
                     OR promotion_reserved_cents(OLD.status, OLD.reserved_cents)
                        <> promotion_reserved_cents(NEW.status, NEW.reserved_cents)
                     OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION campaign_figures_promotion();--> statement-breakpoint
-- Money back to the musician: an external leg of a campaign's transaction other than its funding and budget edits.
-- The ledger is append-only (migration 0001), so only inserts count. The transaction is in the table by the time
-- this runs, also when the posting inserts it in the same statement (an AFTER trigger runs at the statement's end).
CREATE OR REPLACE FUNCTION campaign_figures_ledger() RETURNS trigger AS $$
DECLARE
  c integer;
BEGIN
  SELECT t.campaign_id INTO c FROM ledger_transactions t
    WHERE t.id = NEW.transaction_id AND t.kind NOT IN ('funding', 'budget_edit');
  PERFORM campaign_figures_add(c, 0, 0, NEW.amount_cents);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_entries_figures AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.account = 'external' AND NEW.amount_cents <> 0)
  EXECUTE FUNCTION campaign_figures_ledger();--> statement-breakpoint
-- A promotion's part of its campaign's views.
CREATE OR REPLACE FUNCTION promotion_live_views(status text, views bigint) RETURNS bigint AS $$
  SELECT CASE WHEN status IN ('reviewed', 'approved', 'succeeded') THEN coalesce(views, 0) ELSE 0 END;
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_view_totals_promotion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM campaign_view_totals_add(OLD.campaign_id, -promotion_live_views(OLD.status, OLD.latest_views));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM campaign_view_totals_add(NEW.campaign_id, promotion_live_views(NEW.status, NEW.latest_views));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER promotions_views_total_insert AFTER INSERT ON promotions
  FOR EACH ROW WHEN (promotion_live_views(NEW.status, NEW.latest_views) <> 0)
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_views_total_delete AFTER DELETE ON promotions
  FOR EACH ROW WHEN (promotion_live_views(OLD.status, OLD.latest_views) <> 0)
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
CREATE TRIGGER promotions_views_total_update AFTER UPDATE OF status, latest_views, campaign_id ON promotions
  FOR EACH ROW WHEN (promotion_live_views(OLD.status, OLD.latest_views) <> promotion_live_views(NEW.status, NEW.latest_views)
                     OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION campaign_view_totals_promotion();--> statement-breakpoint
-- Both tables worked out again from the promotions and the ledger: the backfill below, and for a
-- bulk load written with the triggers off (bench/seed.ts) or a repair. The locks make the writers wait until the
-- calling transaction ends, so their triggers then add to the recomputed figures.
CREATE OR REPLACE FUNCTION refresh_campaign_figures() RETURNS void AS $$
BEGIN
  LOCK TABLE promotions, ledger_entries IN SHARE MODE;
  DELETE FROM campaign_figures;
  DELETE FROM campaign_view_totals;
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
  INSERT INTO campaign_view_totals (campaign_id, views)
    SELECT p.campaign_id, sum(promotion_live_views(p.status, p.latest_views)) FROM promotions p
    WHERE p.status IN ('reviewed', 'approved', 'succeeded') GROUP BY p.campaign_id;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
SELECT refresh_campaign_figures();
