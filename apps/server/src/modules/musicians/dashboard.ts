// A musician's view of their money at work: own campaigns, and per campaign the headline figures, views over
// time (from the stats history, not the latest figures) and videos per day.
import { centsToEur } from '@hookline/shared/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { campaignCard, campaignCardFrom, jsonArray, musicianCampaign, promotionAnswer } from '../../db/answer-json';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/client';
import { rowCount, totalOrCount } from '../../db/paging';
import { campaigns, musicians } from '../../db/schema';
import { notFound } from '../../errors';
import { dataAnswerText } from '../../lib/json-text';
import {
  type CampaignFigures,
  campaignFiguresJson,
  campaignPlatformTotalsJson,
  figuresInEur,
  type PlatformTotalsRow,
  platformFiguresOf,
} from './figures';

export async function musicianOfUser(db: Db, { userId }: { userId: number }) {
  const [m] = await db.select().from(musicians).where(eq(musicians.userId, userId));
  if (!m) throw notFound('musicianNotFound');
  return m;
}

/**
 * The musician's campaigns in one statement: the caller's musician (`m`; no row: the same 404 as before), the page of
 * their campaigns (active first, newest first) with the window count, each built as JSON with its money figures
 * (db/answer-json.ts `musicianCampaignSql`; the figures from figures.ts's one definition), kept as its text for the
 * route to send as it is (lib/json-text.ts). A row without a campaign: an empty page; only a page past the end asks
 * the count on its own.
 */
export async function musicianCampaigns(
  db: Db,
  { userId, page, perPage }: { userId: number; page: number; perPage: number },
) {
  const rows = await rawRows<{ musician_id: number; item: string | null; total: number | null }>(
    db,
    sql`select m.id as musician_id, x.item, x.total
        from musicians m left join lateral (
          select ${musicianCampaign} as item, page_ids.total, page_ids.n
          from (
            select c.id, (count(*) over ())::int as total,
              row_number() over (order by case when c.status = 'active' then 0 else 1 end, c.created_at desc) as n
            from campaigns c where c.musician_id = m.id and c.deleted_at is null
            order by n limit ${perPage} offset ${(page - 1) * perPage}) page_ids
          join campaigns c on c.id = page_ids.id ${campaignCardFrom}
          cross join lateral (select ${campaignFiguresJson(sql`c.id`)}::jsonb as fig offset 0) f) x on true
        where m.user_id = ${userId}
        order by x.n`,
  );
  const first = rows[0];
  if (!first) throw notFound('musicianNotFound');
  const items = rows.flatMap((r) => (r.item ? [r.item] : []));
  const total = await totalOrCount(
    first.total,
    page,
    async () =>
      (
        await db
          .select({ n: rowCount() })
          .from(campaigns)
          .where(and(eq(campaigns.musicianId, first.musician_id), isNull(campaigns.deletedAt)))
      )[0]?.n ?? 0,
  );
  return { items, total };
}

const LIVE = ['reviewed', 'approved', 'succeeded'];

/**
 * The dashboard statement's row: the campaign's card and the lists as the JSON text PostgreSQL wrote (sent as it
 * is), the sums and money figures parsed (the figures are computed from them), the budget in cents.
 */
type DashboardRow = {
  campaign: string | null;
  budget_cents: number;
  budget_left_cents: number;
  sums: { videos: number; likes: number; comments: number; shares: number };
  money: CampaignFigures;
  platforms: PlatformTotalsRow[];
  videos: string;
  top_videos: string;
  views_over_time: string;
  videos_per_day: string;
};

/**
 * The whole dashboard in one statement (one round trip, planned once per pooled connection): the campaign only if
 * it is this user's musician's, and nothing else of it otherwise. Nothing in it reads every live video of the
 * campaign (migration 0022): the sums and the videos per upload day are kept per campaign by triggers, the page
 * and the top five are read through partial indexes over live promotions (`promotions_live_uploaded_idx`,
 * `promotions_live_views_idx`; their ORDER BY and WHERE must stay as the indexes have them). The money figures and
 * the views and spend per platform are figures.ts's one definition of them; the earnings of live videos are their
 * spent figure (only settled videos have earnings); the views over time are the running sum of the daily increases
 * the stats writes keep per campaign (migration 0014).
 */
const dashboardSql = (o: { userId: number; campaignId: number; limit: number; offset: number }) => sql`
  with own as (
    select c.id, c.budget_cents, c.budget_left_cents from campaigns c
    where c.id = ${o.campaignId} and c.deleted_at is null
      and c.musician_id = (select m.id from musicians m where m.user_id = ${o.userId})
  )
  select
    (select ${campaignCard} from campaigns c ${campaignCardFrom} where c.id = (select id from own)) as campaign,
    (select budget_cents::float8 from own) as budget_cents,
    (select budget_left_cents::float8 from own) as budget_left_cents,
    (select json_build_object(
        'videos', coalesce(t.videos, 0),
        'likes', coalesce(t.likes, 0)::float8,
        'comments', coalesce(t.comments, 0)::float8,
        'shares', coalesce(t.shares, 0)::float8)
      from own left join campaign_view_totals t on t.campaign_id = own.id) as sums,
    ${campaignFiguresJson(sql`(select id from own)`)} as money,
    ${campaignPlatformTotalsJson(sql`(select id from own)`)} as platforms,
    (select ${jsonArray(promotionAnswer, sql`p.video_uploaded_at desc, p.id desc`)}
      from (select l.id from promotions l
            where l.campaign_id = (select id from own) and l.status in ('reviewed', 'approved', 'succeeded')
            order by l.video_uploaded_at desc, l.id desc limit ${o.limit} offset ${o.offset}) pg
      join promotions p on p.id = pg.id join creators cr on cr.id = p.creator_id) as videos,
    (select ${jsonArray(promotionAnswer, sql`t.views desc, t.video_uploaded_at desc, t.id desc`)}
      from (select l.id, coalesce(l.latest_views, 0) as views, l.video_uploaded_at
            from promotions l
            where l.campaign_id = (select id from own) and l.status in ('reviewed', 'approved', 'succeeded')
            order by coalesce(l.latest_views, 0) desc, l.video_uploaded_at desc, l.id desc
            limit 5) t
      join promotions p on p.id = t.id join creators cr on cr.id = p.creator_id) as top_videos,
    (select ${jsonArray(sql`'{"day" : "' || d.day || '", "views" : ' || d.views || '}'`, sql`d.day`)}
      from (select to_char(day, 'YYYY-MM-DD') as day, sum(views) over (order by day) as views
            from campaign_daily_views where campaign_id = (select id from own) and videos > 0) d) as views_over_time,
    (select ${jsonArray(sql`'{"day" : "' || to_char(g.day, 'YYYY-MM-DD') || '", "videos" : ' || coalesce(u.videos, 0) || '}'`, sql`g.day`)}
      -- every day from the first upload day to the last, the days without an upload as 0: an even axis
      from (select min(day) as first_day, max(day) as last_day from campaign_upload_days
            where campaign_id = (select id from own) and videos > 0) r
      cross join lateral generate_series(r.first_day, r.last_day, interval '1 day') as s(at)
      cross join lateral (select s.at::date as day) g
      left join campaign_upload_days u on u.campaign_id = (select id from own) and u.day = g.day) as videos_per_day`;

/**
 * The dashboard's whole answer (`musicianDashboardResponse`) as JSON text: the card and the lists as the statement
 * wrote them, the figures (a small object computed here) written beside them; sent as it is (lib/json-text.ts).
 */
export async function musicianDashboardAnswer(
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
): Promise<string> {
  const [row] = await rawRows<DashboardRow>(
    db,
    dashboardSql({ userId, campaignId, limit: perPage, offset: (page - 1) * perPage }),
  );
  if (!row?.campaign) throw notFound('campaignNotFound');
  const { sums, money } = row;
  const shared = figuresInEur(money);
  const figures = {
    // views: the figures' views below, as the card counts them
    videos: sums.videos,
    likes: sums.likes,
    comments: sums.comments,
    shares: sums.shares,
    budget_eur: centsToEur(row.budget_cents),
    budget_left_eur: centsToEur(row.budget_left_cents),
    // spent, reserved, refunded and views mean the same here as on the card, the report and the emails
    ...shared,
    cost_per_1k_views_eur:
      shared.views > 0 ? Math.round((shared.budget_spent_eur / shared.views) * 1000 * 100) / 100 : null,
  };
  // views and spend per platform
  const platforms = platformFiguresOf(row.platforms).map((p) => ({
    platform: p.platform,
    videos: p.videos,
    views: p.views,
    spent_eur: centsToEur(p.spentCents),
  }));
  return dataAnswerText(
    `{"campaign":${row.campaign},"figures":${JSON.stringify(figures)},"views_over_time":${row.views_over_time},"videos_per_day":${row.videos_per_day},"platforms":${JSON.stringify(platforms)},"videos":${row.videos},"top_videos":${row.top_videos},"live_statuses":${JSON.stringify(LIVE)},"earned_total_eur":${centsToEur(money.spentCents)}}`,
  );
}
