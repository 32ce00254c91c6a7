// The dashboard's views-over-time series is read from the per-campaign daily sums the database keeps; it must
// stay the series worked out from the whole stats history, whatever order the snapshots come in and whatever
// happens to the videos afterwards.
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DbOrTx, rawRows } from '../../db/client';
import { promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

/** The series straight from the history: each live video's last views of each day, carried forward and summed. */
async function seriesFromHistory(campaignId: number) {
  const rows = await rawRows<{ day: string; views: string }>(
    h.db,
    sql`with last_per_day as (
          select distinct on (s.promotion_id, date_trunc('day', s.recorded_at))
                 s.promotion_id, date_trunc('day', s.recorded_at) as day, s.views_count
          from promotion_stats s join promotions p on p.id = s.promotion_id
          where p.campaign_id = ${campaignId} and p.status in ('reviewed', 'approved', 'succeeded')
          order by s.promotion_id, date_trunc('day', s.recorded_at), s.recorded_at desc, s.id desc
        ),
        increases as (
          select day, views_count - coalesce(lag(views_count) over (partition by promotion_id order by day), 0) as d
          from last_per_day
        )
        select to_char(day, 'YYYY-MM-DD') as day, sum(sum(d)) over (order by day) as views
        from increases group by day order by day`,
  );
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

type DailySum = { campaign_id: number; day: string; views: string; videos: number };
const dailySums = (db: DbOrTx) =>
  rawRows<DailySum>(
    db,
    sql`select campaign_id, to_char(day, 'YYYY-MM-DD') as day, views::text as views, videos
        from campaign_daily_views where views <> 0 or videos <> 0 order by campaign_id, day`,
  );

/**
 * Every campaign's daily sums as refresh_campaign_daily_views() (migration 0015) works them out from the history,
 * in a transaction rolled back afterwards, so the triggers go on from the sums they kept themselves. Days the
 * triggers emptied (no views, no videos) are left out: the dashboard never reads them and the recompute has none.
 */
async function recomputedSums() {
  let recomputed: DailySum[] = [];
  await h.db
    .transaction(async (tx) => {
      await tx.execute(sql`select refresh_campaign_daily_views()`);
      recomputed = await dailySums(tx);
      tx.rollback();
    })
    .catch((err) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return recomputed;
}

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 9, 1 + day, hour));
const snapshot = (promotionId: number, day: number, hour: number, views: number) => ({
  promotionId,
  viewsCount: views,
  likesCount: 0,
  commentsCount: 0,
  sharesCount: 0,
  recordedAt: at(day, hour),
});

describe('views over time from the daily sums', () => {
  it('equals the series worked out from the stats history through inserts, corrections and status changes', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 100_000 });
    const other = await createCampaign(h.db, { budgetCents: 100_000 });
    const video = async (status: 'reviewed' | 'approved' | 'succeeded' | 'submitted', campaignId = campaign.id) => {
      const { creator } = await createUser(h.db);
      return createPromotion(h.db, { campaignId, creatorId: creator?.id ?? 0, status });
    };
    const dashboardSeries = async () => {
      const res = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth });
      expect(res.statusCode).toBe(200);
      return res.json().data.views_over_time as { day: string; views: number }[];
    };
    const check = async () => {
      const expected = await seriesFromHistory(campaign.id);
      expect(await dashboardSeries()).toEqual(expected);
      // the one-pass recompute of the whole table agrees with what the triggers kept, for every campaign
      const kept = await dailySums(h.db);
      expect(kept.length).toBeGreaterThan(0);
      expect(await recomputedSums()).toEqual(kept);
      return expected;
    };

    const a = await video('reviewed');
    const b = await video('approved');
    const c = await video('succeeded');
    const held = await video('submitted'); // not live: its figures stay out of the series
    const elsewhere = await video('reviewed', other.id);

    // one batch, several snapshots a day, out of order within a video
    await h.db
      .insert(promotionStats)
      .values([
        snapshot(a.id, 2, 9, 300),
        snapshot(a.id, 0, 8, 100),
        snapshot(a.id, 0, 20, 150),
        snapshot(a.id, 0, 12, 120),
        snapshot(b.id, 1, 10, 50),
        snapshot(b.id, 3, 10, 400),
        snapshot(held.id, 1, 10, 9_999),
        snapshot(elsewhere.id, 1, 10, 7_777),
      ]);
    // one at a time, as the job, the approval and the 72 h read write them; one fills a gap between two days
    for (const s of [snapshot(c.id, 1, 6, 10), snapshot(c.id, 4, 6, 80), snapshot(a.id, 1, 5, 200)]) {
      await h.db.insert(promotionStats).values(s);
    }
    await h.db.insert(promotionStats).values(snapshot(b.id, 2, 23, 90));
    await h.db.insert(promotionStats).values(snapshot(b.id, 2, 1, 60)); // earlier than the day's last: no change
    const first = await check();
    expect(first.map((r) => r.day)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05']);
    expect(first.at(-1)?.views).toBe(300 + 400 + 80);

    // a snapshot moved to another day and given other views, the day's last one removed, a whole day removed
    const [moved] = await h.db
      .select({ id: promotionStats.id })
      .from(promotionStats)
      .where(eq(promotionStats.promotionId, c.id))
      .orderBy(promotionStats.recordedAt)
      .limit(1);
    await h.db
      .update(promotionStats)
      .set({ recordedAt: at(2, 6), viewsCount: 30 })
      .where(eq(promotionStats.id, moved?.id ?? 0));
    await check();
    await h.db
      .delete(promotionStats)
      .where(sql`${promotionStats.promotionId} = ${a.id} and recorded_at = ${at(0, 20)}`);
    await check();
    await h.db
      .delete(promotionStats)
      .where(sql`${promotionStats.promotionId} = ${b.id} and recorded_at = ${at(1, 10)}`);
    await check();

    // videos leaving and entering the live statuses, and one deleted with its history
    await h.db.update(promotions).set({ status: 'fraud' }).where(eq(promotions.id, a.id));
    await check();
    await h.db.update(promotions).set({ status: 'reviewed' }).where(eq(promotions.id, held.id));
    await check();
    await h.db.update(promotions).set({ status: 'declined' }).where(eq(promotions.id, a.id));
    await h.db.update(promotions).set({ status: 'approved' }).where(eq(promotions.id, a.id));
    await check();
    await h.db.delete(promotions).where(eq(promotions.id, c.id));
    const last = await check();
    expect(last.length).toBeGreaterThan(2);

    // every video out of the series: no day left
    await h.db.update(promotions).set({ status: 'declined' }).where(eq(promotions.campaignId, campaign.id));
    expect(await dashboardSeries()).toEqual([]);
    expect(await seriesFromHistory(campaign.id)).toEqual([]);
    expect(await recomputedSums()).toEqual(await dailySums(h.db));
  });
});
