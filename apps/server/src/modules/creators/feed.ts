// What a creator sees and may join: active campaigns whose territories contain the
// creator's country and whose max level admits the creator's level.
import { centsToEur, rateToEur } from '@hookline/shared/money';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, countryTerritories, creators, levels, promotions } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { type CampaignItem, listCampaigns } from '../campaigns/campaigns';
import { effectiveDeal } from '../users/user-info';

export async function creatorOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ creator: creators, level: levels })
    .from(creators)
    .innerJoin(levels, eq(levels.id, creators.levelId))
    .where(eq(creators.userId, userId));
  if (!row) throw notFound('Creator not found.');
  return row;
}

/**
 * The creator a path names must be the caller's own. Another creator's id gets the same 404 as an id that does not
 * exist, so the answer never tells whether that creator exists (docs/decisions/0005-refusals.md).
 */
export async function ownCreatorOf(db: DbOrTx, o: { userId: number; creatorId: number }) {
  const { creator } = await creatorOfUser(db, o.userId);
  if (creator.id !== o.creatorId) throw notFound('Creator not found.');
  return creator;
}

const eligibleWhere = (creator: typeof creators.$inferSelect) =>
  and(
    eq(campaigns.status, 'active'),
    isNull(campaigns.deletedAt),
    gt(campaigns.endDate, new Date()),
    sql`${creator.levelId} <= ${campaigns.maxLevelId}`,
    // the campaign's territories (kept on the row, migration 0006) meet the territories of the creator's country
    sql`${campaigns.territoryIds} && array(select cot.territory_id from ${countryTerritories} cot
          where cot.country_id = ${creator.countryId ?? -1})`,
  );

const withEarning = (c: CampaignItem, maxCents: number, perK: number | null) => ({
  ...c,
  you_can_earn_eur: centsToEur(Math.min(maxCents, Math.round(c.budget_left_eur * 100))),
  your_per_1k_views_eur: perK === null ? null : rateToEur(perK),
  days_left: Math.max(0, Math.ceil((new Date(c.end_date).getTime() - Date.now()) / 86_400_000)),
});

export async function creatorFeed(
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
) {
  const { creator, level } = await creatorOfUser(db, userId);
  const deal = effectiveDeal(creator, level);
  // one query: eligibility, the search and genre filters, the page and its total
  const { items, total } = await listCampaigns(db, {
    filter: {
      search: o.search,
      extra: and(
        eligibleWhere(creator),
        o.genreId ? sql`${campaigns.songId} in (select id from songs where genre_id = ${o.genreId})` : undefined,
      ),
    },
    page: o.page,
    perPage: o.perPage,
  });
  return { items: items.map((c) => withEarning(c, deal.maxCents, deal.per1kRate)), total };
}

export async function creatorCampaign(db: Db, { userId, campaignId }: { userId: number; campaignId: number }) {
  const { creator, level } = await creatorOfUser(db, userId);
  const [eligible] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eligibleWhere(creator)));
  const [joined] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.campaignId, campaignId), eq(promotions.creatorId, creator.id)));
  if (!eligible && !joined) throw notFound('Campaign not found.');
  const { items } = await listCampaigns(db, { filter: { ids: [campaignId] }, page: 1, perPage: 1 });
  const item = items[0];
  if (!item) throw notFound('Campaign not found.');
  const deal = effectiveDeal(creator, level);
  return {
    ...withEarning(item, deal.maxCents, deal.per1kRate),
    // the same rules as joining: open to them, started, budget left, not joined yet, not blocked, TikTok linked
    can_join:
      Boolean(eligible) &&
      !joined &&
      creator.status === 'active' &&
      Boolean(creator.tiktokUsername) &&
      new Date(item.start_date) <= new Date() &&
      item.budget_left_eur > 0,
  };
}

/** Joining takes a slot: a pending promotion. Blocked creators, ineligible campaigns and a second join are refused. */
export async function joinCampaign(db: Db, { userId, campaignId }: { userId: number; campaignId: number }) {
  const { creator } = await creatorOfUser(db, userId);
  if (creator.status === 'blocked') throw forbidden('Your account is blocked. Please contact support.');
  if (!creator.tiktokUsername) throw conflict('Please connect your TikTok profile first.');
  const [eligible] = await db
    .select({ id: campaigns.id, left: campaigns.budgetLeftCents })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eligibleWhere(creator), lte(campaigns.startDate, new Date())));
  if (!eligible) throw notFound('Campaign not found or not open to you.');
  if (eligible.left <= 0) throw conflict('This campaign has no budget left.');
  const [row] = await db
    .insert(promotions)
    .values({ campaignId, creatorId: creator.id, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('You have already joined this campaign.');
  return row;
}
