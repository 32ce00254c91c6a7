// A musician's view of their money at work: own campaigns, and per campaign the headline figures, views over
// time (from the stats history, not the latest figures) and videos per day.
import { centsToEur } from '@hookline/shared/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/client';
import { campaigns, creators, musicians, promotions } from '../../db/schema';
import { notFound } from '../../errors';
import { listCampaigns } from '../campaigns/campaigns';
import { type PromotionRow, promotionSelection, serializePromotion } from '../promotions/promotion-view';
import { campaignFigures, campaignFiguresOf, figuresInEur } from './figures';

export async function musicianOfUser({ db, userId }: { db: Db; userId: number }) {
  const [m] = await db.select().from(musicians).where(eq(musicians.userId, userId));
  if (!m) throw notFound('Musician not found.');
  return m;
}

export async function musicianCampaigns({
  db,
  userId,
  page,
  perPage,
}: {
  db: Db;
  userId: number;
  page: number;
  perPage: number;
}) {
  const m = await musicianOfUser({ db, userId });
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
  const { items } = await listCampaigns(db, { ids: ids.map((r) => r.id) }, 1, perPage);
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

export async function musicianDashboard({ db, userId, campaignId }: { db: Db; userId: number; campaignId: number }) {
  // the campaign (only if it is this user's musician's), its videos and the two series are independent: one round
  // trip of latency on PostgreSQL's pool; nothing of another musician's campaign is returned
  const ownCampaign = sql`${campaigns.musicianId} = (select m.id from ${musicians} m where m.user_id = ${userId})`;
  const [{ items }, rows, daily, perDay, money] = await Promise.all([
    listCampaigns(db, { ids: [campaignId], extra: ownCampaign }, 1, 1),
    db
      .select(promotionSelection)
      .from(promotions)
      .innerJoin(creators, eq(creators.id, promotions.creatorId))
      .where(
        and(eq(promotions.campaignId, campaignId), sql`${promotions.status} in ('reviewed', 'approved', 'succeeded')`),
      )
      .orderBy(desc(promotions.videoUploadedAt)),
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
  const videos = rows.map(serializePromotion);
  const views = (p: PromotionRow['promotion']) => p.viewsAfterThreeDays ?? p.latestViews ?? 0;
  const totals = rows.reduce(
    (t, { promotion: p }) => ({
      views: t.views + views(p),
      likes: t.likes + (p.latestLikes ?? 0),
      comments: t.comments + (p.latestComments ?? 0),
      shares: t.shares + (p.latestShares ?? 0),
    }),
    { views: 0, likes: 0, comments: 0, shares: 0 },
  );
  const shared = figuresInEur(money);
  return {
    campaign,
    figures: {
      videos: rows.length,
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
    videos,
    top_videos: [...videos]
      .sort(
        (a, b) =>
          (b.views_after_three_days ?? b.promotion_stat_latest?.views_count ?? 0) -
          (a.views_after_three_days ?? a.promotion_stat_latest?.views_count ?? 0),
      )
      .slice(0, 5),
    live_statuses: LIVE,
    earned_total_eur: centsToEur(rows.reduce((s, r) => s + (r.promotion.earnedCents ?? 0), 0)),
  };
}
