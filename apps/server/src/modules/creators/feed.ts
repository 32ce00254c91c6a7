// What a creator sees and may join: active campaigns whose territories contain the
// creator's country and whose max level admits the creator's level.

import { centsToEur, rateToEur } from '@hookline/shared/money';
import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { campaignCard, campaignCardFrom } from '../../db/answer-json';
import { type Db, type DbOrTx, rawRows } from '../../db/client';
import { effectiveDeal } from '../../db/deal';
import { totalOrCount } from '../../db/paging';
import { campaigns, countryTerritories, creators, levels, promotions } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { dataAnswerText, listAnswerText } from '../../lib/json-text';
import { campaignCount, campaignPageIds, campaignStatusIs } from '../campaigns/campaigns';
import { isTikTokConnected } from '../tiktok/connected';

export async function creatorOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ creator: creators, level: levels })
    .from(creators)
    .innerJoin(levels, eq(levels.id, creators.levelId))
    .where(eq(creators.userId, userId));
  if (!row) throw notFound('creatorNotFound');
  return row;
}

/**
 * The creator a path names must be the caller's own. Another creator's id gets the same 404 as an id that does not
 * exist, so the answer never tells whether that creator exists (docs/decisions/0005-refusals.md).
 */
export async function ownCreatorOf(db: DbOrTx, o: { userId: number; creatorId: number }) {
  const { creator } = await creatorOfUser(db, o.userId);
  if (creator.id !== o.creatorId) throw notFound('creatorNotFound');
  return creator;
}

/**
 * Whom a campaign is open to: the creator's level and country, as values or as SQL read by the same statement, at
 * `now` (a campaign whose end date passed is no longer open). The feed's kept total (`keptTotalSql`) counts the same
 * campaigns: a new condition here needs its column in campaign_feed_counts' key, or the feed counting its matches
 * again (decisions/0013); routes/api/creator.test.ts compares the total with what the pages list.
 */
type Eligibility = { levelId: number | SQL; countryId: number | null | SQL; now?: Date };

/** The caller's level and country as the `me` CTE of the feed's statement holds them. */
const ME_ELIGIBILITY = { levelId: sql`(select level_id from me)`, countryId: sql`(select country_id from me)` };

/** The creator's level and country against the campaign's highest level and territories. */
const levelAndTerritoryOpen = (creator: Eligibility) =>
  // the campaign's territories (kept on the row, migration 0006) meet the territories of the creator's country
  sql`${creator.levelId} <= ${campaigns.maxLevelId}
    and ${campaigns.territoryIds} && array(select cot.territory_id from ${countryTerritories} cot
      where cot.country_id = ${creator.countryId ?? -1})`;

const eligibleWhere = (creator: Eligibility) =>
  and(
    campaignStatusIs('active'),
    isNull(campaigns.deletedAt),
    gt(campaigns.endDate, creator.now ?? new Date()),
    levelAndTerritoryOpen(creator),
  );

/** What the creator can earn from a campaign under their deal, and the days it has left. */
const earning = (budgetLeftCents: number, endMs: number, deal: { maxCents: number; per1kRate: number | null }) => ({
  you_can_earn_eur: centsToEur(Math.min(deal.maxCents, budgetLeftCents)),
  your_per_1k_views_eur: deal.per1kRate === null ? null : rateToEur(deal.per1kRate),
  days_left: Math.max(0, Math.ceil((endMs - Date.now()) / 86_400_000)),
});

/**
 * A card (the JSON text of `campaignCard`) with the creator's earning appended, and `more` (further `,"key":value`
 * pairs) after it: the feed's item and a campaign's page as they go out (lib/json-text.ts).
 */
const cardWithEarning = (
  card: string,
  c: { budget_left_cents: number; end_ms: number },
  deal: { maxCents: number; per1kRate: number | null },
  more = '',
) => {
  const e = earning(c.budget_left_cents, c.end_ms, deal);
  return `${card.slice(0, -1)},"you_can_earn_eur":${e.you_can_earn_eur},"your_per_1k_views_eur":${e.your_per_1k_views_eur},"days_left":${e.days_left}${more}}`;
};

/** The card's columns its earning and the right to join are computed from, in cents and whole milliseconds. */
const cardFiguresSql = sql`c.budget_left_cents::float8 as budget_left_cents,
  floor(extract(epoch from c.start_date) * 1000)::float8 as start_ms,
  floor(extract(epoch from c.end_date) * 1000)::float8 as end_ms`;

/** The creator's deal (the same on every row of a statement that reads `me`). */
type DealRow = {
  level_id: number;
  country_id: number | null;
  level_type: 'normal' | 'linear' | 'fixed';
  per_1k_cents: number | null;
  per_1k_rate: number | null;
  max_cents: number | null;
  level_per_1k_cents: number;
  level_per_1k_rate: number | null;
  level_max_cents: number;
};

/**
 * The feed statement's row: the creator's deal and one card of the page as the JSON text PostgreSQL wrote, with the
 * two columns its earning is computed from (`card` and the rest are null on the one row of an empty page).
 */
type FeedRow = DealRow & {
  card: string | null;
  budget_left_cents: number | null;
  end_ms: number | null;
  total: number | null;
};

const feedFilter = (eligibility: Eligibility, o: { search?: string; genreId?: number }) => ({
  search: o.search,
  extra: and(
    eligibleWhere(eligibility),
    o.genreId ? sql`${campaigns.songId} in (select id from songs where genre_id = ${o.genreId})` : undefined,
  ),
});

/**
 * The feed's total without a search or genre, for the creator `me` at `now`: the active campaigns open to their
 * country at or above their level (kept by triggers, migration 0040, `campaign_feed_counts` in db/derived.ts), less
 * those among them whose end date passed and that the archive job has not archived yet (few: campaigns_active_end_idx,
 * whose condition and key are written here as it has them: "not archived", the end in UTC; migration 0040 says
 * why).
 * The same campaigns as `eligibleWhere` admits.
 */
const keptTotalSql = (now: Date) => sql`((select coalesce(sum(k.campaigns), 0) from campaign_feed_counts k
    where k.country_id = ${ME_ELIGIBILITY.countryId} and k.max_level_id >= ${ME_ELIGIBILITY.levelId})
  - (select count(*) from ${campaigns}
    where ${campaigns.status} <> 'archived' and ${campaigns.deletedAt} is null
      and (${campaigns.endDate} at time zone 'UTC') <= (${now}::timestamptz at time zone 'UTC')
      and ${levelAndTerritoryOpen(ME_ELIGIBILITY)}))::int`;

/** The caller's creator row and level (`me`): what the feed and a campaign's page read of them, in one CTE. */
const meSql = (userId: number) => sql`
  select cr.id, cr.status, cr.tiktok_username, cr.level_id, cr.country_id, cr.level_type,
    cr.per_1k_cents::float8 as per_1k_cents, cr.per_1k_rate::float8 as per_1k_rate, cr.max_cents::float8 as max_cents,
    l.per_1k_cents::float8 as level_per_1k_cents, l.per_1k_rate::float8 as level_per_1k_rate,
    l.max_cents::float8 as level_max_cents
  from ${creators} cr join ${levels} l on l.id = cr.level_id
  where cr.user_id = ${userId}`;

const dealOf = (me: DealRow) =>
  effectiveDeal(
    { levelType: me.level_type, per1kCents: me.per_1k_cents, per1kRate: me.per_1k_rate, maxCents: me.max_cents },
    { per1kCents: me.level_per_1k_cents, per1kRate: me.level_per_1k_rate, maxCents: me.level_max_cents },
  );

/**
 * The feed's whole answer (`creatorFeedList`) as JSON text, from one statement: the caller's creator row and level
 * (`me`, read once; eligibility reads its level and country from it) and the page of eligible campaigns with their
 * window count (modules/campaigns/campaigns.ts), each card as the text PostgreSQL wrote (db/answer-json.ts). Each
 * card gets the creator's earning appended and goes out as it came: no parse, no copy, no serializer (about a third
 * of the feed's work in the API; docs/performance.md, seventh round). The cards write exactly the fields the shared
 * schema names, which answer-contract.test.ts checks. No row: the caller has no creator. One row without a card: an
 * empty page.
 */
export async function creatorFeedAnswer(
  db: Db,
  {
    userId,
    ...o
  }: {
    userId: number;
    page: number;
    perPage: number;
    search?: string;
    genreId?: number;
  },
): Promise<string> {
  const now = new Date();
  // the feed as it opens (no search, no genre) takes its total from the kept counts; a search or a genre counts its
  // matches, which are fewer
  const kept = !o.search && !o.genreId;
  const pageIds = campaignPageIds(db, {
    filter: feedFilter({ ...ME_ELIGIBILITY, now }, o),
    page: o.page,
    perPage: o.perPage,
    withTotal: !kept,
  });
  // bigints as float8: a number on node-postgres and PGlite alike (cents and rates stay far below 2^53); the end in
  // whole milliseconds, as the card's `end_date` writes it
  const rows = await rawRows<FeedRow>(
    db,
    sql`with me as (${meSql(userId)}),
        page as (
          select ${campaignCard} as card, ${cardFiguresSql}, page_ids.total::int as total, c.created_at, c.id
          from ${pageIds} join campaigns c on c.id = page_ids.id ${campaignCardFrom}),
        kept as (select ${kept ? keptTotalSql(now) : sql`null::int`} as total)
        select me.*, page.card, page.budget_left_cents, page.end_ms, coalesce(kept.total, page.total) as total
        from me cross join kept left join page on true
        order by page.created_at desc, page.id desc`,
  );
  const me = rows[0];
  if (!me) throw notFound('creatorNotFound');
  const deal = dealOf(me);
  const items: string[] = [];
  for (const r of rows) {
    if (r.card === null || r.budget_left_cents === null || r.end_ms === null) continue;
    items.push(cardWithEarning(r.card, { budget_left_cents: r.budget_left_cents, end_ms: r.end_ms }, deal));
  }
  const total = await totalOrCount(me.total, o.page, () =>
    campaignCount(db, { filter: feedFilter({ levelId: me.level_id, countryId: me.country_id }, o) }),
  );
  return listAnswerText(items, total);
}

/**
 * A campaign's page for a creator (`creatorCampaignResponse`) as JSON text, from one statement: the caller's creator
 * (`me`), whether the campaign is open to them, whether they joined it, and its card only if either holds (otherwise
 * the same 404 as a campaign that does not exist). The card goes out as the statement wrote it with the earning and
 * `can_join` appended (lib/json-text.ts).
 */
export async function creatorCampaignAnswer(
  db: Db,
  { userId, campaignId }: { userId: number; campaignId: number },
): Promise<string> {
  const [row] = await rawRows<
    DealRow & {
      status: string;
      tiktok_username: string | null;
      eligible: boolean;
      joined: boolean;
      card: string | null;
      budget_left_cents: number;
      start_ms: number;
      end_ms: number;
    }
  >(
    db,
    sql`with me as (${meSql(userId)}),
        open as (
          select exists(select 1 from ${campaigns} where ${campaigns.id} = ${campaignId}
            and ${eligibleWhere(ME_ELIGIBILITY)}) as eligible,
          exists(select 1 from promotions p where p.campaign_id = ${campaignId}
            and p.creator_id = (select id from me)) as joined)
        select me.*, open.eligible, open.joined, k.card, k.budget_left_cents, k.start_ms, k.end_ms
        from me cross join open
        left join lateral (
          select ${campaignCard} as card, ${cardFiguresSql}
          from campaigns c ${campaignCardFrom}
          where c.id = ${campaignId} and c.deleted_at is null and (open.eligible or open.joined)) k on true`,
  );
  if (!row) throw notFound('creatorNotFound');
  if (!row.card) throw notFound('campaignNotFound');
  // the same rules as joining: open to them, started, budget left, not joined yet, not blocked, TikTok linked
  const canJoin =
    row.eligible &&
    !row.joined &&
    row.status === 'active' &&
    Boolean(row.tiktok_username) &&
    row.start_ms <= Date.now() &&
    row.budget_left_cents > 0;
  return dataAnswerText(cardWithEarning(row.card, row, dealOf(row), `,"can_join":${canJoin}`));
}

/** Joining takes a slot: a pending promotion. Blocked creators, ineligible campaigns and a second join are refused. */
export async function joinCampaign(db: Db, { userId, campaignId }: { userId: number; campaignId: number }) {
  const { creator } = await creatorOfUser(db, userId);
  if (creator.status === 'blocked') throw forbidden('accountBlocked');
  if (!isTikTokConnected(creator)) throw conflict('connectTiktokFirst');
  const [eligible] = await db
    .select({ id: campaigns.id, left: campaigns.budgetLeftCents, heldAt: campaigns.heldAt })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eligibleWhere(creator), lte(campaigns.startDate, new Date())));
  if (!eligible) throw notFound('campaignNotOpenToYou');
  // a dispute of a payment of its budget holds it: that money may not be the platform's any more
  if (eligible.heldAt) throw conflict('campaignOnHold');
  if (eligible.left <= 0) throw conflict('campaignNoBudgetLeft');
  const [row] = await db
    .insert(promotions)
    .values({ campaignId, creatorId: creator.id, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('alreadyJoined');
  return row;
}
