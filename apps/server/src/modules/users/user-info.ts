// Builds the "current user info" (POST /api/users, GET/PUT /api/users/me) from one query.

import { centsToEur, rateToEur } from '@hookline/shared/money';
import type { UpdateMeBody, UserInfo } from '@hookline/shared/users';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { effectiveDeal } from '../../db/deal';
import { countries, creators, levels, musicians, users } from '../../db/schema';
import { notFound } from '../../errors';
import { type SettingsColumns, settingsComplete } from '../bills/payment-settings';
import { forgetSessionsOf } from '../identity/session-cache';
import { connectedAccounts } from '../platforms/accounts';
import type { TokenKey } from '../platforms/token-crypto';
import { isTikTokConnected } from '../tiktok/connected';

type CreatorDeal = Pick<typeof creators.$inferSelect, 'levelType' | 'per1kCents' | 'maxCents'> &
  Partial<Pick<typeof creators.$inferSelect, 'per1kRate'>>;
type LevelRow = typeof levels.$inferSelect;

/** The API's level object: the level and the deal that applies to the creator, in EUR. */
export function levelInfo(creator: CreatorDeal, level: LevelRow) {
  const deal = effectiveDeal(creator, level);
  return {
    id: level.id,
    name: level.name,
    type: deal.type,
    per_1k_views_amount_eur: deal.per1kRate === null ? null : rateToEur(deal.per1kRate),
    max_amount_eur: centsToEur(deal.maxCents),
  };
}

/** Payable = the payment settings a bill and a SEPA transfer need are complete (modules/bills/payment-settings.ts). */
export const isPayable = (c: SettingsColumns) => settingsComplete(c);

type PersonColumns = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailVerified'
  | 'isNotificationEnabled'
  | 'street'
  | 'houseNumber'
  | 'city'
  | 'userType'
>;

/** The person's own fields, the same in their user info and in the admin's creator card. */
export const personFields = (user: PersonColumns, creator: SettingsColumns | null) => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  verified: user.emailVerified,
  is_payable: creator ? isPayable(creator) : false,
  is_notification_enabled: user.isNotificationEnabled,
  street: user.street,
  house_number: user.houseNumber,
  city: user.city,
  user_type: user.userType,
});

/** The user info; `tokenKeys` (config.tokenKeys) tell which platform accounts need a reconnect. */
export async function loadUserInfo(
  db: DbOrTx,
  { userId, tokenKeys }: { userId: number; tokenKeys: readonly TokenKey[] },
): Promise<UserInfo> {
  const [row] = await db
    .select({ user: users, creator: creators, level: levels, country: countries, musician: musicians })
    .from(users)
    .leftJoin(creators, eq(creators.userId, users.id))
    .leftJoin(levels, eq(levels.id, creators.levelId))
    .leftJoin(countries, eq(countries.id, creators.countryId))
    .leftJoin(musicians, eq(musicians.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.user.deletedAt) throw notFound();
  const { user, creator, level, country, musician } = row;
  const accounts = creator
    ? await connectedAccounts(db, { ...creator, tiktokConnected: isTikTokConnected(creator) }, tokenKeys)
    : [];
  return {
    ...personFields(user, creator),
    is_admin: user.isAdmin,
    language: user.language,
    creator:
      creator && level
        ? {
            id: creator.id,
            tiktok_username: creator.tiktokUsername,
            tiktok_followers: creator.tiktokFollowers,
            tiktok_connected: isTikTokConnected(creator),
            accounts,
            status: creator.status,
            level_id: creator.levelId,
            level: levelInfo(creator, level),
            country: country ? { id: country.id, name: country.name, iso2: country.iso2 } : null,
          }
        : null,
    musician: musician ? { id: musician.id, stage_name: musician.stageName } : null,
  };
}

export async function updateMe(
  db: DbOrTx,
  { userId, body, tokenKeys }: { userId: number; body: UpdateMeBody; tokenKeys: readonly TokenKey[] },
) {
  const { stage_name, ...profile } = body;
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (profile.first_name !== undefined) patch.firstName = profile.first_name || null;
  if (profile.last_name !== undefined) patch.lastName = profile.last_name || null;
  if (profile.street !== undefined) patch.street = profile.street || null;
  if (profile.house_number !== undefined) patch.houseNumber = profile.house_number || null;
  if (profile.city !== undefined) patch.city = profile.city || null;
  if (profile.language !== undefined) patch.language = profile.language;
  await db.update(users).set(patch).where(eq(users.id, userId));
  // the sessions this process keeps carry the language (refusals are written in it): read them again
  if (profile.language !== undefined) forgetSessionsOf(userId);
  if (stage_name !== undefined)
    await db.update(musicians).set({ stageName: stage_name }).where(eq(musicians.userId, userId));
  return loadUserInfo(db, { userId, tokenKeys });
}
