// Login throttling kept in the database, so it holds across API instances: per account and per IP, sliding window.

import { MSG } from '@hookline/shared/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../errors';

export const THROTTLE = { windowMs: 15 * 60_000, perAccount: 5, perIp: 30 } as const;

async function failures(
  db: Db,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Throws 429 with Retry-After when the account or the IP has too many recent failures. No permanent lockout. */
export async function assertNotThrottled(db: Db, email: string, ip: string) {
  const since = new Date(Date.now() - THROTTLE.windowMs);
  const [acct, byIp] = await Promise.all([
    failures(db, loginAttempts.email, email, since),
    failures(db, loginAttempts.ip, ip, since),
  ]);
  const hit = acct.count >= THROTTLE.perAccount ? acct : byIp.count >= THROTTLE.perIp ? byIp : null;
  if (!hit) return;
  const retryMs = (hit.oldest?.getTime() ?? Date.now()) + THROTTLE.windowMs - Date.now();
  throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyRequests, {
    'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))),
  });
}

export async function recordAttempt(db: Db, email: string, ip: string, success: boolean) {
  await db.insert(loginAttempts).values({ email, ip, success });
  if (success) {
    // a successful login clears the account's failures so that a typo later does not lock a good user out
    await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
  }
}
