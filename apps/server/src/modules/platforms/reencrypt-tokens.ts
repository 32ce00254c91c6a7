// At start (bootstrap.ts, before any request or job): every platform token not yet under the current key is sealed
// again under it: TikTok's plain text from before encryption, `gcm1` values and `v2` values of an older key. What no
// configured key opens stays as it is (its account shows "needs a reconnect"; adding the key back restores it).
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { creatorAccounts, creators } from '../../db/schema';
import { accountSlot, encryptToken, openToken, type TokenKey, type TokenSlot, tiktokSlot } from './token-crypto';
import type { PlatformId } from './types';

/** Rows written again, and stored values that no configured key opens (left as they are). */
export type ReencryptResult = { rewritten: number; undecryptable: number };

/** The value sealed under the current key, or undefined when it stays (absent, already current, or unopenable). */
function reseal(keys: readonly TokenKey[], slot: TokenSlot, stored: string | null, result: ReencryptResult) {
  const opened = openToken(keys, slot, stored);
  if (opened.state === 'undecryptable') result.undecryptable++;
  if (opened.state !== 'ok' || opened.current) return undefined;
  return encryptToken(keys, slot, opened.token);
}

/** Same value as read (or both null): the row was not written in between (a connect or a refresh wins). */
const unchanged = (col: AnyPgColumn, value: string | null) =>
  value === null ? sql`${col} is null` : sql`${col} = ${value}`;

export async function reencryptTokens(
  db: DbOrTx,
  keys: readonly TokenKey[],
  { pageSize = 500 }: { pageSize?: number } = {},
): Promise<ReencryptResult> {
  const current = keys[0];
  if (!current) throw new Error('no token encryption key configured');
  const prefix = `v2.${current.kid}.`;
  // left() rather than LIKE: a key id may hold `_`, LIKE's wildcard
  const stale = (col: AnyPgColumn): SQL => sql`(${col} is not null and left(${col}, ${prefix.length}) <> ${prefix})`;
  const result: ReencryptResult = { rewritten: 0, undecryptable: 0 };

  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: creators.id, access: creators.tiktokAccessToken, refresh: creators.tiktokRefreshToken })
      .from(creators)
      .where(and(gt(creators.id, after), or(stale(creators.tiktokAccessToken), stale(creators.tiktokRefreshToken))))
      .orderBy(asc(creators.id))
      .limit(pageSize);
    for (const r of rows) {
      const access = reseal(keys, tiktokSlot(r.id, 'access_token'), r.access, result);
      const refresh = reseal(keys, tiktokSlot(r.id, 'refresh_token'), r.refresh, result);
      if (access === undefined && refresh === undefined) continue;
      const done = await db
        .update(creators)
        .set({ tiktokAccessToken: access ?? r.access, tiktokRefreshToken: refresh ?? r.refresh })
        .where(
          and(
            eq(creators.id, r.id),
            unchanged(creators.tiktokAccessToken, r.access),
            unchanged(creators.tiktokRefreshToken, r.refresh),
          ),
        )
        .returning({ id: creators.id });
      result.rewritten += done.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    after = last.id;
  }

  for (let after = 0; ; ) {
    const rows = await db
      .select({
        id: creatorAccounts.id,
        creatorId: creatorAccounts.creatorId,
        platform: creatorAccounts.platform,
        access: creatorAccounts.accessToken,
        refresh: creatorAccounts.refreshToken,
      })
      .from(creatorAccounts)
      .where(
        and(gt(creatorAccounts.id, after), or(stale(creatorAccounts.accessToken), stale(creatorAccounts.refreshToken))),
      )
      .orderBy(asc(creatorAccounts.id))
      .limit(pageSize);
    for (const r of rows) {
      const platform = r.platform as PlatformId;
      const access = reseal(keys, accountSlot(r.creatorId, platform, 'access_token'), r.access, result);
      const refresh = reseal(keys, accountSlot(r.creatorId, platform, 'refresh_token'), r.refresh, result);
      if (access === undefined && refresh === undefined) continue;
      const done = await db
        .update(creatorAccounts)
        .set({ accessToken: access ?? r.access, refreshToken: refresh ?? r.refresh })
        .where(
          and(
            eq(creatorAccounts.id, r.id),
            unchanged(creatorAccounts.accessToken, r.access),
            unchanged(creatorAccounts.refreshToken, r.refresh),
          ),
        )
        .returning({ id: creatorAccounts.id });
      result.rewritten += done.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    after = last.id;
  }
  return result;
}
