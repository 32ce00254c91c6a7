// Admin management of creators (the Creators list) and musicians (list and Create Musician); invoices live in modules/bills.
import type { creatorListFilters, musicianListFilters } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import { eurToCents, eurToRate } from '@hookline/shared/money';
import type { CreatorCard, MusicianAnswer } from '@hookline/shared/people-answers';
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { creatorCard, creatorSettings, musicianAnswer } from '../../db/answer-json';
import { type Db, rawRows } from '../../db/client';
import { keptConditions, type ListFilters, type SetFilter, setFilters } from '../../db/list-filters';
import { builderLimit, limitLiteral, pageWithTotal, pageWithWindowTotal, rowCount, windowTotal } from '../../db/paging';
import { countries, creators, musicians, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { localeOf } from '../../texts';
import type { SettingsColumns } from '../bills/payment-settings';
import { findUserByEmail, issueToken, revokeAccountLinks } from '../identity/accounts';
import { forgetSessionsOf } from '../identity/session-cache';
import { revokeAllSessions } from '../identity/sessions';
import { inviteMail } from '../mail/templates';
import { isPayable } from '../users/user-info';
import { containsPattern, haystackContains, knowCommonTrigrams } from './people-search';

/**
 * 'tk username, name, email' contains the term, in any case: creator_search (migration 0018) is one narrow row per
 * creator kept by triggers, and its `haystack` (0025) holds the three lower-cased, joined by a character no search can
 * hold, under one trigram index, so a search is one bitmap scan of that table and one check per candidate
 * (`haystackContains`, people-search.ts: how a term with a trigram most people share is asked).
 */
const searchMatch = (search: string) =>
  sql`${creators.id} in (select s.creator_id from creator_search s where ${haystackContains(search)})`;

/** The filters of the creators list (creatorListFilters in packages/shared/src/admin-people.ts), each declared once. */
export type CreatorFilter = z.infer<typeof creatorListFilters>;

/**
 * What each filter keeps of the listed creators and of the counts kept per status, completeness, level and country
 * (creator_counts, migration 0023), from which the total of a list without a search is summed. A search has no kept
 * count: with one, the total counts the matching creators.
 */
export const CREATOR_FILTERS: ListFilters<CreatorFilter> = {
  status: {
    rows: (status) =>
      status === 'blocked'
        ? eq(creators.status, 'blocked')
        : status === 'active'
          ? and(
              eq(creators.status, 'active'),
              sql`${creators.tiktokUsername} is not null`,
              sql`${creators.countryId} is not null`,
            )
          : and(
              eq(creators.status, 'active'),
              or(sql`${creators.tiktokUsername} is null`, sql`${creators.countryId} is null`),
            ),
    kept: (status) =>
      status === 'blocked'
        ? sql`k.status = 'blocked'`
        : status === 'active'
          ? sql`k.status = 'active' and k.complete`
          : sql`k.status = 'active' and not k.complete`,
  },
  level_id: {
    rows: (levelId) => eq(creators.levelId, levelId),
    kept: (levelId) => sql`k.level_id = ${levelId}`,
  },
  country_name: {
    rows: (name) => eq(countries.name, name),
    kept: (name) => sql`k.country_id = (select co.id from countries co where co.name = ${name})`,
  },
  search_string: { rows: (search) => searchMatch(search), kept: null },
};

const creatorWhere = (set: SetFilter[]) =>
  and(
    isNull(users.deletedAt),
    eq(users.userType, 'creator'),
    // admins carry a creator row too, but "All Users" manages creators: one admin must not block or delete another
    eq(users.isAdmin, false),
    ...set.map((f) => f.rows),
  );

/** The count of the list from the kept counts (creator_counts) that the filters' kept conditions match. */
function keptCount(db: Db, conditions: SQL[]) {
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return rawRows<{ n: number }>(db, sql`select coalesce(sum(k.n), 0)::int as n from creator_counts k ${where}`);
}

type CardRow = { card: CreatorCard; settings: SettingsColumns; total: number };

/**
 * The page's cards, built as JSON by the statement (db/answer-json.ts): only the page's ids are joined to the
 * user, level and country, and the card names only what it shows, never the password hash, second-factor secrets
 * or TikTok tokens of a person.
 */
const creatorCards = (db: Db, pageIds: SQL) =>
  rawRows<CardRow>(
    db,
    sql`select ${creatorCard} as card, ${creatorSettings} as settings, page_ids.total::int as total
        from ${pageIds} join creators cr on cr.id = page_ids.id join users u on u.id = cr.user_id
        join levels l on l.id = cr.level_id left join countries co on co.id = cr.country_id
        order by cr.created_at desc, cr.id desc`,
  );

/** A page of the creators a search alone matches, from creator_search (the list's creators: `listed`). */
function searchPage(db: Db, { search, page, perPage }: { search: string; page: number; perPage: number }) {
  const matches = sql`from creator_search s where s.listed and ${haystackContains(search)}`;
  return pageWithWindowTotal({
    page,
    perPage,
    rows: ({ limit, offset }) =>
      creatorCards(
        db,
        sql`(select s.creator_id as id, count(*) over () as total ${matches}
             order by s.created_at desc, s.creator_id desc limit ${limitLiteral(limit)} offset ${offset}) page_ids`,
      ),
    count: () => rawRows<{ n: number }>(db, sql`select count(*)::int as n ${matches}`),
  });
}

export async function listCreators(
  db: Db,
  {
    filter,
    page,
    perPage,
  }: {
    filter: CreatorFilter;
    page: number;
    perPage: number;
  },
) {
  if (filter.search_string) await knowCommonTrigrams(db);
  const set = setFilters(CREATOR_FILTERS, filter);
  const where = creatorWhere(set);
  const kept = keptConditions(set);
  const count = () =>
    db
      .select({ n: rowCount() })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .leftJoin(countries, eq(countries.id, creators.countryId))
      .where(where);
  const pageIds = (withTotal: boolean, { limit, offset }: { limit: number; offset: number }) =>
    sql`${db
      .select({ id: creators.id, total: withTotal ? windowTotal() : sql<number>`0`.as('total') })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .leftJoin(countries, eq(countries.id, creators.countryId))
      .where(where)
      .orderBy(desc(creators.createdAt), desc(creators.id))
      .limit(builderLimit(limit))
      .offset(offset)
      .as('page_ids')}`;
  const { rows, total } =
    filter.search_string && set.length === 1
      ? // a search alone reads creator_search alone: its matches that the list shows, newest first, with their
        // count, cut to the page and joined to the cards (a name as common as a first name matches a thousand)
        await searchPage(db, { search: filter.search_string, page, perPage })
      : !kept
        ? // a search with other filters (its matches from creator_search) matches fewer people: it runs once for the
          // page and the count, as the matches' ids in creators_created_idx order with their count, cut to the page
          await pageWithWindowTotal({
            page,
            perPage,
            rows: (window) => creatorCards(db, pageIds(true, window)),
            count,
          })
        : // filters the kept counts answer match up to every creator: a window count would visit each of them in
          // index order (60 times the buffers of the count's hash join on the dataset), so the page walks
          // creators_created_idx and the count, summed from the kept counts, runs beside it
          await pageWithTotal({
            page,
            perPage,
            rows: (window) => creatorCards(db, pageIds(false, window)),
            count: keptCount(db, kept),
          });
  // the card has its place for is_payable; the IBAN's checksum is the shared check's (packages/shared/src/bills.ts)
  const items = rows.map(({ card, settings }) => {
    card.is_payable = isPayable(settings);
    return card;
  });
  return { items, total };
}

export async function setNotifications(db: Db, { userId, enabled }: { userId: number; enabled: boolean }) {
  const [u] = await db
    .update(users)
    .set({ isNotificationEnabled: enabled, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('userNotFoundById');
  return { message: MSG.userEdited };
}

export async function verifyUser(db: Db, { userId }: { userId: number }) {
  const [u] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('userNotFoundById');
  forgetSessionsOf(userId); // their sessions carry whether the address is verified
  return { message: MSG.userEdited };
}

/** Soft delete: the account is disabled at once (sessions revoked); money records and bills stay intact. */
export async function deleteUser(db: Db, { userId, actingUserId }: { userId: number; actingUserId: number }) {
  if (userId === actingUserId) throw conflict('cannotDeleteSelf');
  const [target] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (target?.isAdmin) throw conflict('adminNotACreator');
  const [u] = await db
    .update(users)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('userNotFoundById');
  await revokeAllSessions(db, { userId });
  await revokeAccountLinks(db, userId); // no email change, reset or verification link outlives the account
  return { message: MSG.userDeleted };
}

export type CreatorEdit = {
  tiktok_username?: string | null;
  tiktok_followers?: number | null;
  level_type: 'normal' | 'linear' | 'fixed';
  level_id: number;
  per_1k_views_amount_eur?: number | null;
  max_amount_eur?: number | null;
  country_id: number;
};

export async function editCreator(db: Db, { creatorId, edit: b }: { creatorId: number; edit: CreatorEdit }) {
  if (b.level_type === 'linear' && (b.per_1k_views_amount_eur == null || b.max_amount_eur == null)) {
    throw badRequest('peopleLinearNeedsAmounts');
  }
  if (b.level_type === 'fixed' && b.max_amount_eur == null) throw badRequest('peopleFixedNeedsAmount');
  const [country] = await db.select().from(countries).where(eq(countries.id, b.country_id));
  if (!country) throw badRequest('peopleChooseCountry');
  const username = b.tiktok_username?.trim() || null;
  if (username) {
    const [taken] = await db
      .select({ id: creators.id })
      .from(creators)
      .where(and(sql`lower(${creators.tiktokUsername}) = lower(${username})`, ne(creators.id, creatorId)))
      .limit(1);
    if (taken) throw conflict('tiktokUsernameTaken');
  }
  const [c] = await db
    .update(creators)
    .set({
      // a field left out keeps its value (null clears it): an edit of the deal never wipes the figures the level
      // was read from (creators/levels.ts)
      ...(b.tiktok_username !== undefined ? { tiktokUsername: username } : {}),
      ...(b.tiktok_followers !== undefined ? { tiktokFollowers: b.tiktok_followers } : {}),
      levelType: b.level_type,
      levelId: b.level_id,
      per1kCents: b.level_type === 'linear' ? eurToCents(b.per_1k_views_amount_eur ?? 0) : null,
      // the exact rate (four decimals) is what earnings use; per1kCents stays for older readers
      per1kRate: b.level_type === 'linear' ? eurToRate(b.per_1k_views_amount_eur ?? 0) : null,
      maxCents: b.level_type === 'normal' ? null : eurToCents(b.max_amount_eur ?? 0),
      countryId: b.country_id,
    })
    .where(eq(creators.id, creatorId))
    .returning();
  if (!c) throw notFound('creatorNotFound');
  return { message: MSG.creatorEdited };
}

export async function setCreatorStatus(
  db: Db,
  { creatorId, status }: { creatorId: number; status: 'active' | 'blocked' },
) {
  const [c] = await db.update(creators).set({ status }).where(eq(creators.id, creatorId)).returning();
  if (!c) throw notFound('creatorNotFound');
  // a blocked account's outstanding email change, reset and verification links end with the block
  if (status === 'blocked') await revokeAccountLinks(db, c.userId);
  return { message: MSG.creatorStatusUpdated, status: c.status };
}

/** The filters of the musicians list (musicianListFilters in packages/shared/src/admin-people.ts), each declared once. */
export type MusicianFilter = z.infer<typeof musicianListFilters>;

/** What each filter keeps of the listed musicians; the musicians list keeps no counts, so its total counts the rows. */
export const MUSICIAN_FILTERS: ListFilters<MusicianFilter> = {
  search_string: {
    rows: (search) => {
      const pattern = containsPattern(search);
      return or(
        sql`${musicians.stageName} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
      );
    },
    kept: null,
  },
};

export async function listMusicians(
  db: Db,
  { filter, page, perPage }: { filter: MusicianFilter; page: number; perPage: number },
) {
  const set = setFilters(MUSICIAN_FILTERS, filter);
  const where = and(isNull(users.deletedAt), ...set.map((f) => f.rows));
  const count = () =>
    db.select({ n: rowCount() }).from(musicians).innerJoin(users, eq(users.id, musicians.userId)).where(where);
  // the page's ids (with the count of all matches for a search), joined to the answers built as JSON
  const answers = (withTotal: boolean, { limit, offset }: { limit: number; offset: number }) =>
    rawRows<{ answer: MusicianAnswer; total: number }>(
      db,
      sql`select ${musicianAnswer} as answer, page_ids.total::int as total
          from ${db
            .select({ id: musicians.id, total: withTotal ? windowTotal() : sql<number>`0`.as('total') })
            .from(musicians)
            .innerJoin(users, eq(users.id, musicians.userId))
            .where(where)
            .orderBy(asc(musicians.stageName), asc(musicians.id))
            .limit(limit)
            .offset(offset)
            .as('page_ids')}
          join musicians m on m.id = page_ids.id join users u on u.id = m.user_id
          order by m.stage_name asc, m.id asc`,
    );
  // a search matches few musicians: the page and the count in one statement, as for creators
  const { rows, total } = set.length
    ? await pageWithWindowTotal({ page, perPage, rows: (window) => answers(true, window), count })
    : await pageWithTotal({ page, perPage, rows: (window) => answers(false, window), count: count() });
  return { items: rows.map((r) => r.answer), total };
}

/** Creates the musician's account and emails an invitation to choose a password. */
export async function createMusician(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  b: { email: string; stage_name: string },
) {
  const made = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, b.email)) throw conflict('emailTaken');
    const [u] = await tx
      .insert(users)
      .values({ email: b.email, userType: 'musician', emailVerified: false })
      .returning();
    if (!u) throw new Error('insert failed');
    const [m] = await tx.insert(musicians).values({ userId: u.id, stageName: b.stage_name }).returning();
    const token = await issueToken(tx, { userId: u.id, kind: 'invite' });
    return { user: u, musician: m, token };
  });
  await ctx.mailer.send(
    inviteMail(
      b.email,
      b.stage_name,
      `${ctx.config.appUrl}/reset-password?token=${made.token}&invite=1`,
      localeOf(made.user.language),
    ),
  );
  return { message: MSG.musicianCreated, data: { id: made.musician?.id, email: b.email, stage_name: b.stage_name } };
}
