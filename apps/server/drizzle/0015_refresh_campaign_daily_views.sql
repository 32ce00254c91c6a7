-- The dashboard's daily sums worked out again from the whole stats history, in one pass: the same sums that 0014
-- backfilled and its triggers keep. For a bulk load written with the snapshot trigger off (bench/seed.ts) and as
-- a repair; one copy of the sum, here, instead of one per place that needs it.
--
-- The history must not change while it is summed: the locks make writers of snapshots and of video statuses wait
-- until the calling transaction ends, so their triggers then add to the recomputed sums.
CREATE OR REPLACE FUNCTION refresh_campaign_daily_views() RETURNS void AS $$
BEGIN
  LOCK TABLE promotions, promotion_stats IN SHARE MODE;
  DELETE FROM campaign_daily_views;
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
    GROUP BY campaign_id, day;
END;
$$ LANGUAGE plpgsql;
