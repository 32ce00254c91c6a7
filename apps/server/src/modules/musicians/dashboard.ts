// A musician's view of their money at work: own campaigns, and per campaign the headline figures, views over
// time (from the stats history, not the latest figures) and videos per day.
import { centsToEur } from '@hookline/shared/money';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/client';
import { campaigns, creators, musicians, promotions } from '../../db/schema';
import { notFound } from '../../errors';
import { listCampaigns } from '../campaigns/campaigns';
import { promotionSelection, serializePromotion } from '../promotions/promotion-view';
import { campaignFigures, campaignFiguresOf, figuresInEur } from './figures';

export async function musicianOfUser(db: Db, { userId }: { userId: number }) {
  const [m] = await db.select().from(musicians).where(eq(musicians.userId, userId));
  if (!m) throw notFound('Musician not found.');
  return m;
}

export async function musicianCampaigns(
  db: Db,
  {
    userId,
    page,
    perPage,
  }: {
    userId: number;
    page: number;
    perPage: number;
  },
) {
  const m = await musicianOfUser(db, { userId });
  const ids = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.musicianId, m.id), isNull(campaigns.deletedAt)))
    .orderBy(sql`case when ${campaigns.status} = 'active' then 0 else 1 end`, desc(campaigns.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(and(eq(campaigns.musicianId, m.id), isNull(campaigns.deletedAt)));
  const { items } = await listCampaigns(db, { filter: { ids: ids.map((r) => r.id) }, page: 1, perPage });
  const figures = await campaignFigures(
    db,
    ids.map((r) => r.id),
  );
  const order = new Map(ids.map((r, i) => [r.id, i]));
  items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    items: items.map((c) => ({
      ...c,
      ...figuresInEur(figures.get(c.id) ?? { spentCents: 0, reservedCents: 0, refundedCents: 0, views: 0 }),
      videos: c.promotions.succeeded + c.promotions.reviewed,
    })),
    total: count?.n ?? 0,
  };
}

const LIVE = ['reviewed', 'approved', 'succeeded'];

/** A live video's views: read at 72 h once settled, the latest read before. */
const videoViews = sql`coalesce(${promotions.viewsAfterThreeDays}, ${promotions.latestViews}, 0)`;

export async function musicianDashboard(
  db: Db,
  {
    userId,
    campaignId,
    page = 1,
    perPage = 20,
  }: {
    userId: number;
    campaignId: number;
    page?: number;
    perPage?: number;
  },
) {
  // the campaign (only if it is this user's musician's), its figures, a page of its videos, the top five and the
  // two series are independent: one round trip of latency on PostgreSQL's pool; nothing of another musician's
  // campaign is returned. The videos are paged: a campaign's whole list was most of the answer and its CPU.
  const ownCampaign = sql`${campaigns.musicianId} = (select m.id from ${musicians} m where m.user_id = ${userId})`;
  const live = and(
    eq(promotions.campaignId, campaignId),
    sql`${promotions.status} in ('reviewed', 'approved', 'succeeded')`,
  );
  // a list of videos: their ids picked and cut from the campaign's live promotions first, so that only the cut rows
  // are read again with their creator
  const videoList = (order: SQL[], limit: number, offset = 0) => {
    const picked = db
      .select({ id: promotions.id })
      .from(promotions)
      .where(live)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('picked');
    return db
      .select(promotionSelection)
      .from(picked)
      .innerJoin(promotions, eq(promotions.id, picked.id))
      .innerJoin(creators, eq(creators.id, promotions.creatorId))
      .orderBy(...order);
  };
  const [{ items }, [sums], rows, top, daily, perDay, money] = await Promise.all([
    listCampaigns(db, { filter: { ids: [campaignId], extra: ownCampaign }, page: 1, perPage: 1 }),
    db
      .select({
        videos: sql<number>`count(*)::int`,
        views: sql<number>`coalesce(sum(${videoViews}), 0)::float8`,
        likes: sql<number>`coalesce(sum(${promotions.latestLikes}), 0)::float8`,
        comments: sql<number>`coalesce(sum(${promotions.latestComments}), 0)::float8`,
        shares: sql<number>`coalesce(sum(${promotions.latestShares}), 0)::float8`,
        earnedCents: sql<number>`coalesce(sum(${promotions.earnedCents}), 0)::float8`,
      })
      .from(promotions)
      .where(live),
    videoList([desc(promotions.videoUploadedAt), desc(promotions.id)], perPage, (page - 1) * perPage),
    videoList([desc(videoViews), desc(promotions.videoUploadedAt), desc(promotions.id)], 5),
    // cumulative views per day: each live video's last recorded views of that day, carried forward — the running
    // sum of the daily increases that the stats writes keep per campaign (migration 0014)
    rawRows<{ day: string; views: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views) over (order by day) as views
          from campaign_daily_views where campaign_id = ${campaignId} and videos > 0 order by day`,
    ),
    rawRows<{ day: string; videos: string }>(
      db,
      sql`select to_char(date_trunc('day', video_uploaded_at), 'YYYY-MM-DD') as day, count(*) as videos from promotions
          where campaign_id = ${campaignId} and status in ('reviewed', 'approved', 'succeeded')
            and video_uploaded_at is not null
          group by 1 order by 1`,
    ),
    campaignFiguresOf(db, campaignId),
  ]);
  const campaign = items[0];
  if (!campaign) throw notFound('Campaign not found.');
  const totals = {
    videos: sums?.videos ?? 0,
    views: sums?.views ?? 0,
    likes: sums?.likes ?? 0,
    comments: sums?.comments ?? 0,
    shares: sums?.shares ?? 0,
  };
  const shared = figuresInEur(money);
  return {
    campaign,
    figures: {
      ...totals,
      budget_eur: campaign.budget_eur,
      budget_left_eur: campaign.budget_left_eur,
      // spent, reserved, refunded and views mean the same here as on the card, the report and the emails
      ...shared,
      cost_per_1k_views_eur:
        shared.views > 0 ? Math.round((shared.budget_spent_eur / shared.views) * 1000 * 100) / 100 : null,
    },
    views_over_time: daily.map((d) => ({ day: d.day, views: Number(d.views) })),
    videos_per_day: perDay.map((d) => ({ day: d.day, videos: Number(d.videos) })),
    videos: rows.map(serializePromotion),
    top_videos: top.map(serializePromotion),
    live_statuses: LIVE,
    earned_total_eur: centsToEur(sums?.earnedCents ?? 0),
  };
}
