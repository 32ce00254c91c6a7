-- The musician dashboard's views-over-time series, kept per campaign and day instead of being worked out from every
-- snapshot of every video on each request. A video's increase on a day is its last views of that day minus its last
-- views of the day before it had figures (its first day counts whole); the series is the running sum of the daily
-- sums over the campaign's live videos. `views` is that daily sum, `videos` how many live videos had figures that
-- day (a day none has any more is left out of the series).
--
-- Triggers keep it in the same transaction as every write that can change it, whichever code writes: a snapshot
-- added or removed (the stats job's batches, the approval's first figures, the views read at 72 h, a video changed
-- by its creator, a promotion deleted) and a video entering or leaving the live statuses.
CREATE TABLE IF NOT EXISTS "campaign_daily_views" (
  "campaign_id" integer NOT NULL REFERENCES "campaigns"("id"),
  "day" date NOT NULL,
  "views" bigint NOT NULL DEFAULT 0,
  "videos" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("campaign_id", "day")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_daily_views_add(c integer, d date, dv bigint, dn integer) RETURNS void AS $$
BEGIN
  IF dv = 0 AND dn = 0 THEN
    RETURN;
  END IF;
  INSERT INTO campaign_daily_views (campaign_id, day, views, videos) VALUES (c, d, dv, dn)
  ON CONFLICT (campaign_id, day) DO UPDATE
    SET views = campaign_daily_views.views + EXCLUDED.views, videos = campaign_daily_views.videos + EXCLUDED.videos;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- One snapshot added to or removed from the history as it stands (`skip`: a row id to read as absent, the old
-- version of an updated snapshot). Only two days of its video can change: the snapshot's own day and the video's
-- next day with figures.
CREATE OR REPLACE FUNCTION campaign_daily_views_change(
  sid integer, pid integer, at timestamptz, v bigint, adding boolean, skip integer
) RETURNS void AS $$
DECLARE
  c integer;
  day_start timestamptz := date_trunc('day', at);
  day_last bigint;       -- the day's last views apart from this snapshot
  day_last_at timestamptz;
  day_last_id integer;
  prev_last bigint;      -- the last views of the video's previous day with figures (0: none)
  next_day date;
  before_value bigint;   -- what the day's increase and the next day's are measured from, before and after
  after_value bigint;
BEGIN
  SELECT p.campaign_id INTO c FROM promotions p
    WHERE p.id = pid AND p.status IN ('reviewed', 'approved', 'succeeded');
  IF c IS NULL THEN
    RETURN; -- not live (or being deleted, which took its days out already): not in the series
  END IF;
  SELECT s.views_count INTO prev_last FROM promotion_stats s
    WHERE s.promotion_id = pid AND s.recorded_at < day_start AND s.id <> sid AND s.id IS DISTINCT FROM skip
    ORDER BY s.recorded_at DESC, s.id DESC LIMIT 1;
  prev_last := coalesce(prev_last, 0);
  SELECT date_trunc('day', s.recorded_at)::date INTO next_day FROM promotion_stats s
    WHERE s.promotion_id = pid AND s.recorded_at >= day_start + interval '1 day' AND s.id <> sid
      AND s.id IS DISTINCT FROM skip
    ORDER BY s.recorded_at LIMIT 1;
  SELECT s.views_count, s.recorded_at, s.id INTO day_last, day_last_at, day_last_id FROM promotion_stats s
    WHERE s.promotion_id = pid AND s.recorded_at >= day_start AND s.recorded_at < day_start + interval '1 day'
      AND s.id <> sid AND s.id IS DISTINCT FROM skip
    ORDER BY s.recorded_at DESC, s.id DESC LIMIT 1;
  IF day_last_at IS NOT NULL AND (day_last_at > at OR (day_last_at = at AND day_last_id > sid)) THEN
    RETURN; -- the day has a later snapshot, which stays its last: nothing changes
  END IF;
  -- the day's last value without this snapshot (the previous day's when the day has no other)
  IF day_last_at IS NULL THEN
    before_value := prev_last;
  ELSE
    before_value := day_last;
  END IF;
  after_value := v;
  IF NOT adding THEN
    after_value := before_value;
    before_value := v;
  END IF;
  PERFORM campaign_daily_views_add(
    c, day_start::date, after_value - before_value,
    CASE WHEN day_last_at IS NOT NULL THEN 0 WHEN adding THEN 1 ELSE -1 END
  );
  IF next_day IS NOT NULL THEN
    PERFORM campaign_daily_views_add(c, next_day, before_value - after_value, 0);
  END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- BEFORE the row changes: a removed snapshot is still in the table, an added one not yet.
CREATE OR REPLACE FUNCTION campaign_daily_views_snapshot() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM campaign_daily_views_change(OLD.id, OLD.promotion_id, OLD.recorded_at, OLD.views_count, false, NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM campaign_daily_views_change(
      coalesce(NEW.id, 0), NEW.promotion_id, NEW.recorded_at, NEW.views_count, true,
      CASE WHEN TG_OP = 'UPDATE' THEN OLD.id END
    );
    RETURN NEW;
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A whole video's days in or out of its campaign's series (sign 1 or -1).
CREATE OR REPLACE FUNCTION campaign_daily_views_video(pid integer, c integer, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO campaign_daily_views (campaign_id, day, views, videos)
    SELECT c, day, sign * (views_count - coalesce(lag(views_count) OVER (ORDER BY day), 0)), sign
    FROM (
      SELECT DISTINCT ON (date_trunc('day', s.recorded_at)) date_trunc('day', s.recorded_at)::date AS day, s.views_count
      FROM promotion_stats s WHERE s.promotion_id = pid
      ORDER BY date_trunc('day', s.recorded_at), s.recorded_at DESC, s.id DESC
    ) last_per_day
  ON CONFLICT (campaign_id, day) DO UPDATE
    SET views = campaign_daily_views.views + EXCLUDED.views, videos = campaign_daily_views.videos + EXCLUDED.videos;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_daily_views_promotion() RETURNS trigger AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD.status IN ('reviewed', 'approved', 'succeeded');
  is_live boolean := TG_OP <> 'DELETE' AND NEW.status IN ('reviewed', 'approved', 'succeeded');
BEGIN
  IF was_live AND (NOT is_live OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id) THEN
    PERFORM campaign_daily_views_video(OLD.id, OLD.campaign_id, -1);
  END IF;
  IF is_live AND (NOT was_live OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id) THEN
    PERFORM campaign_daily_views_video(NEW.id, NEW.campaign_id, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER promotion_stats_daily_views
  BEFORE INSERT OR DELETE OR UPDATE OF promotion_id, recorded_at, views_count ON promotion_stats
  FOR EACH ROW EXECUTE FUNCTION campaign_daily_views_snapshot();--> statement-breakpoint
CREATE TRIGGER promotions_daily_views_update AFTER UPDATE OF status, campaign_id ON promotions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION campaign_daily_views_promotion();--> statement-breakpoint
-- before the row goes: its snapshots, deleted by the cascade after it, can no longer name their campaign
CREATE TRIGGER promotions_daily_views_delete BEFORE DELETE ON promotions
  FOR EACH ROW EXECUTE FUNCTION campaign_daily_views_promotion();--> statement-breakpoint
INSERT INTO campaign_daily_views (campaign_id, day, views, videos)
  SELECT campaign_id, day, sum(d), count(*)::int FROM (
    SELECT campaign_id, day,
           views_count - coalesce(lag(views_count) OVER (PARTITION BY promotion_id ORDER BY day), 0) AS d
    FROM (
      SELECT DISTINCT ON (s.promotion_id, date_trunc('day', s.recorded_at))
             p.campaign_id, s.promotion_id, date_trunc('day', s.recorded_at)::date AS day, s.views_count
      FROM promotion_stats s JOIN promotions p ON p.id = s.promotion_id
      WHERE p.status IN ('reviewed', 'approved', 'succeeded')
      ORDER BY s.promotion_id, date_trunc('day', s.recorded_at), s.recorded_at DESC, s.id DESC
    ) last_per_day
  ) increases
  GROUP BY campaign_id, day
  ON CONFLICT (campaign_id, day) DO NOTHING;
