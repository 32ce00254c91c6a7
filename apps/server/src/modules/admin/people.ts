// Admin management of creators (the Creators list) and musicians (list and Create Musician); invoices live in modules/bills.
import { ADMIN_PEOPLE_MESSAGES } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import { eurToCents, eurToRate } from '@hookline/shared/money';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pageWithTotal, pageWithWindowTotal, rowCount, windowTotal } from '../../db/paging';
import { countries, creators, levels, musicians, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { findUserByEmail, issueToken } from '../identity/accounts';
import { revokeAllSessions } from '../identity/sessions';
import { inviteMail } from '../mail/templates';
import { levelInfo, personFields } from '../users/user-info';

export type CreatorFilter = {
  status?: 'active' | 'blocked' | 'incomplete';
  levelId?: number;
  countryName?: string;
  search?: string;
};

/**
 * 'tk username, name, email' contains the term: each side reads its trigram index (migration 0003) and the
 * union of matching creators joins the page query, instead of testing three ILIKEs on every creator.
 */
const searchMatch = (pattern: string) =>
  sql`${creators.id} in (
    select c.id from ${creators} c where c.tiktok_username ilike ${pattern}
    union
    select c.id from ${creators} c join ${users} u on u.id = c.user_id
    where u.email ilike ${pattern} or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ${pattern})`;

const creatorWhere = (f: CreatorFilter) =>
  and(
    isNull(users.deletedAt),
    eq(users.userType, 'creator'),
    // admins carry a creator row too, but "All Users" manages creators: one admin must not block or delete another
    eq(users.isAdmin, false),
    f.status === 'blocked' ? eq(creators.status, 'blocked') : undefined,
    f.status === 'active'
      ? and(
          eq(creators.status, 'active'),
          sql`${creators.tiktokUsername} is not null`,
          sql`${creators.countryId} is not null`,
        )
      : undefined,
    f.status === 'incomplete'
      ? and(
          eq(creators.status, 'active'),
          or(sql`${creators.tiktokUsername} is null`, sql`${creators.countryId} is null`),
        )
      : undefined,
    f.levelId ? eq(creators.levelId, f.levelId) : undefined,
    f.countryName ? eq(countries.name, f.countryName) : undefined,
    f.search ? searchMatch(`%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );

/** What a creator card shows: never the password hash, second-factor secrets or TikTok tokens of a person. */
const creatorListSelection = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    emailVerified: users.emailVerified,
    isNotificationEnabled: users.isNotificationEnabled,
    street: users.street,
    houseNumber: users.houseNumber,
    city: users.city,
    userType: users.userType,
  },
  creator: {
    id: creators.id,
    tiktokUsername: creators.tiktokUsername,
    tiktokFollowers: creators.tiktokFollowers,
    status: creators.status,
    levelId: creators.levelId,
    levelType: creators.levelType,
    per1kCents: creators.per1kCents,
    per1kRate: creators.per1kRate,
    maxCents: creators.maxCents,
    countryId: creators.countryId,
    payoutAccountHolder: creators.payoutAccountHolder,
    payoutIban: creators.payoutIban,
    payoutAddress: creators.payoutAddress,
    payoutBic: creators.payoutBic,
    legalName: creators.legalName,
    addressStreet: creators.addressStreet,
    addressPostcode: creators.addressPostcode,
    addressCity: creators.addressCity,
    addressCountry: creators.addressCountry,
    taxStatus: creators.taxStatus,
    taxId: creators.taxId,
    taxExemptionNote: creators.taxExemptionNote,
  },
  level: levels,
  country: { id: countries.id, name: countries.name },
};

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
  const where = creatorWhere(filter);
  const count = () =>
    db
      .select({ n: rowCount() })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .leftJoin(countries, eq(countries.id, creators.countryId))
      .where(where);
  const cards = () =>
    db
      .select(creatorListSelection)
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .innerJoin(levels, eq(levels.id, creators.levelId))
      .leftJoin(countries, eq(countries.id, creators.countryId));
  const { rows, total } = filter.search
    ? // a search (three trigram lookups) matches few people: it runs once for the page and the count, as the
      // matches' ids in creators_created_idx order with their count, cut to the page and joined to the cards
      await pageWithWindowTotal({
        page,
        perPage,
        rows: ({ limit, offset }) => {
          const pageIds = db
            .select({ id: creators.id, total: windowTotal() })
            .from(creators)
            .innerJoin(users, eq(users.id, creators.userId))
            .leftJoin(countries, eq(countries.id, creators.countryId))
            .where(where)
            .orderBy(desc(creators.createdAt), desc(creators.id))
            .limit(limit)
            .offset(offset)
            .as('page_ids');
          return db
            .select({ ...creatorListSelection, total: pageIds.total })
            .from(pageIds)
            .innerJoin(creators, eq(creators.id, pageIds.id))
            .innerJoin(users, eq(users.id, creators.userId))
            .innerJoin(levels, eq(levels.id, creators.levelId))
            .leftJoin(countries, eq(countries.id, creators.countryId))
            .orderBy(desc(creators.createdAt), desc(creators.id));
        },
        count,
      })
    : // a plain filter matches up to every creator: a window count would visit each of them in index order (60
      // times the buffers of the count's hash join on the dataset), so the page walks creators_created_idx and the
      // count runs beside it
      await pageWithTotal({
        page,
        perPage,
        rows: ({ limit, offset }) =>
          cards().where(where).orderBy(desc(creators.createdAt), desc(creators.id)).limit(limit).offset(offset),
        count: count(),
      });
  const items = rows.map(({ user, creator, level, country }) => {
    return {
      ...personFields(user, creator),
      creator: {
        id: creator.id,
        tiktok_username: creator.tiktokUsername,
        tiktok_followers: creator.tiktokFollowers,
        status: creator.status,
        derived_status: (creator.status === 'blocked'
          ? 'blocked'
          : creator.tiktokUsername && creator.countryId
            ? 'active'
            : 'incomplete') as 'blocked' | 'active' | 'incomplete',
        level_id: creator.levelId,
        level: levelInfo(creator, level),
        country: country ? { id: country.id, name: country.name } : null,
        payout_address: creator.payoutAddress,
      },
    };
  });
  return { items, total };
}

export async function setNotifications(db: Db, { userId, enabled }: { userId: number; enabled: boolean }) {
  const [u] = await db
    .update(users)
    .set({ isNotificationEnabled: enabled, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('User not found.');
  return { message: MSG.userEdited };
}

export async function verifyUser(db: Db, { userId }: { userId: number }) {
  const [u] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('User not found.');
  return { message: MSG.userEdited };
}

/** Soft delete: the account is disabled at once (sessions revoked); money records and bills stay intact. */
export async function deleteUser(db: Db, { userId, actingUserId }: { userId: number; actingUserId: number }) {
  if (userId === actingUserId) throw conflict('You cannot delete your own account.');
  const [target] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (target?.isAdmin) throw conflict(MSG.adminNotACreator);
  const [u] = await db
    .update(users)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!u) throw notFound('User not found.');
  await revokeAllSessions(db, { userId });
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
    throw badRequest(ADMIN_PEOPLE_MESSAGES.linearNeedsAmounts);
  }
  if (b.level_type === 'fixed' && b.max_amount_eur == null) throw badRequest(ADMIN_PEOPLE_MESSAGES.fixedNeedsAmount);
  const [country] = await db.select().from(countries).where(eq(countries.id, b.country_id));
  if (!country) throw badRequest(ADMIN_PEOPLE_MESSAGES.chooseCountry);
  const username = b.tiktok_username?.trim() || null;
  if (username) {
    const [taken] = await db
      .select({ id: creators.id })
      .from(creators)
      .where(and(sql`lower(${creators.tiktokUsername}) = lower(${username})`, ne(creators.id, creatorId)))
      .limit(1);
    if (taken) throw conflict(MSG.tiktokUsernameTaken);
  }
  const [c] = await db
    .update(creators)
    .set({
      tiktokUsername: username,
      tiktokFollowers: b.tiktok_followers ?? null,
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
  if (!c) throw notFound('Creator not found.');
  return { message: MSG.creatorEdited };
}

export async function setCreatorStatus(
  db: Db,
  { creatorId, status }: { creatorId: number; status: 'active' | 'blocked' },
) {
  const [c] = await db.update(creators).set({ status }).where(eq(creators.id, creatorId)).returning();
  if (!c) throw notFound('Creator not found.');
  return { message: MSG.creatorStatusUpdated, status: c.status };
}

export async function listMusicians(
  db: Db,
  { page, perPage, search }: { page: number; perPage: number; search?: string },
) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    isNull(users.deletedAt),
    pattern
      ? or(
          sql`${musicians.stageName} ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
          sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
        )
      : undefined,
  );
  const { rows, total } = await pageWithTotal({
    page,
    perPage,
    rows: ({ limit, offset }) =>
      db
        .select({ user: users, musician: musicians })
        .from(musicians)
        .innerJoin(users, eq(users.id, musicians.userId))
        .where(where)
        .orderBy(asc(musicians.stageName), asc(musicians.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: rowCount() }).from(musicians).innerJoin(users, eq(users.id, musicians.userId)).where(where),
  });
  return {
    items: rows.map(({ user, musician }) => ({
      id: musician.id,
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      stage_name: musician.stageName,
    })),
    total,
  };
}

/** Creates the musician's account and emails an invitation to choose a password. */
export async function createMusician(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  b: { email: string; stage_name: string },
) {
  const made = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, b.email)) throw conflict(MSG.emailTaken);
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
    inviteMail(b.email, b.stage_name, `${ctx.config.appUrl}/reset-password?token=${made.token}&invite=1`),
  );
  return { message: MSG.musicianCreated, data: { id: made.musician?.id, email: b.email, stage_name: b.stage_name } };
}
