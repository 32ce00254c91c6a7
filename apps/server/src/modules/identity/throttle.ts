// Throttling kept in the database, so it holds across API instances (docs/security.md "Throttling"). Each key
// (an account and address pair, an address, a session, an account's second factor, a reset email) has one row in
// auth_throttle, counted by a single INSERT ... ON CONFLICT statement: parallel attempts each get their own number,
// so exactly `limit` of them pass. From the limit on, every attempt has to wait a delay that doubles each time
// (throttling, not a lockout: after `idleMs` without attempts the count starts again).

import { isIPv4, isIPv6 } from 'node:net';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authThrottle } from '../../db/schema';
import { AppError } from '../../errors';

export type ThrottleRule = { limit: number; idleMs: number; baseDelayMs: number; maxDelayMs: number };

const MINUTE = 60_000;
export const THROTTLE = {
  /** wrong passwords of one account from one address: 5, then 30 s, 1 min, 2 min ... up to 15 min between tries */
  signInPair: { limit: 5, idleMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  /**
   * wrong passwords of one account from every address together (sign-in, and the current password of a change of
   * password or email): 10, then 30 s, 1 min ... up to 15 min. The owner's right password from an address group
   * that signed in to the account before still works during the delay (`knownAddress` in accounts.ts).
   */
  signInAccount: { limit: 10, idleMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  /**
   * the owner's email when wrong passwords pause the account for new devices (a sign-in link): one an hour, so
   * that guessing cannot flood the inbox
   */
  signInLockMail: { limit: 1, idleMs: 60 * MINUTE, baseDelayMs: 60 * MINUTE, maxDelayMs: 60 * MINUTE },
  /** wrong passwords from one address across accounts */
  signInAddress: { limit: 30, idleMs: 15 * MINUTE, baseDelayMs: 60_000, maxDelayMs: 15 * MINUTE },
  /** second-factor codes of one half-signed-in session: after 5 wrong codes the session ends */
  mfaSession: { limit: 5, idleMs: 15 * MINUTE, baseDelayMs: 0, maxDelayMs: 0 },
  /** second-factor codes of one account across sessions */
  mfaAccount: { limit: 10, idleMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  /** reset emails per address asked for, and per caller address */
  forgotEmail: { limit: 3, idleMs: 60 * MINUTE, baseDelayMs: 20 * MINUTE, maxDelayMs: 60 * MINUTE },
  forgotAddress: { limit: 10, idleMs: 60 * MINUTE, baseDelayMs: 20 * MINUTE, maxDelayMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one subscriber's
 * whole allocation: otherwise an IPv6 user has 2^64 addresses to rotate through); IPv4-mapped IPv6 as IPv4.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headParts = head ? head.split(':') : [];
  const tailParts = ip.includes('::') && tail ? tail.split(':') : [];
  // an embedded IPv4 tail counts as two groups; only the first four groups matter here
  const missing = 8 - headParts.length - tailParts.length - (tailParts.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::') ? [...headParts, ...Array(Math.max(0, missing)).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export const throttleKey = {
  signInPair: (email: string, ip: string) => `signin:${email.toLowerCase()}|${addressGroup(ip)}`,
  signInAccount: (email: string) => `signin-account:${email.toLowerCase()}`,
  signInAddress: (ip: string) => `signin-ip:${addressGroup(ip)}`,
  signInLockMail: (email: string) => `signin-lock-mail:${email.toLowerCase()}`,
  mfaSession: (sessionId: number) => `mfa-session:${sessionId}`,
  mfaAccount: (userId: number) => `mfa-user:${userId}`,
  forgotEmail: (email: string) => `forgot:${email.toLowerCase()}`,
  forgotAddress: (ip: string) => `forgot-ip:${addressGroup(ip)}`,
};

async function tooMany(db: DbOrTx, key: string): Promise<AppError> {
  const [row] = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  const waitMs = (row?.blockedUntil?.getTime() ?? Date.now()) - Date.now();
  return new AppError(
    'TOO_MANY_REQUESTS',
    'tooManyRequests',
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
  );
}

/**
 * Counts one attempt and answers its number, or throws 429 with Retry-After while the key must wait. The count
 * and the check are one statement, so no two parallel attempts see the same number.
 */
export async function countAttempt(db: DbOrTx, { key, rule }: { key: string; rule: ThrottleRule }): Promise<number> {
  const idle = sql`(${authThrottle.lastAt} < now() - ${rule.idleMs} * interval '1 millisecond')`;
  const next = sql`(case when ${idle} then 1 else ${authThrottle.attempts} + 1 end)`;
  // a rule without delay only counts (its caller acts on the number); null also avoids comparing now() of
  // transactions that started at different times
  const delay = (n: SQL) =>
    rule.baseDelayMs === 0
      ? sql`null::timestamptz`
      : sql`(case when ${n} >= ${rule.limit} then now() + least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2::float8, (${n} - ${rule.limit})::float8)) * interval '1 millisecond' else null end)`;
  const rows = await db
    .insert(authThrottle)
    .values({ key, attempts: 1, blockedUntil: sql`${delay(sql`1`)}` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { attempts: next, lastAt: sql`now()`, blockedUntil: delay(next) },
      setWhere: sql`${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} <= now()`,
    })
    .returning({ attempts: authThrottle.attempts });
  const n = rows[0]?.attempts;
  if (n === undefined) throw await tooMany(db, key);
  return n;
}

/** Whether the key must wait now. */
export async function isBlocked(db: DbOrTx, { key }: { key: string }) {
  const [row] = await db
    .select({ blocked: sql<boolean>`${authThrottle.blockedUntil} > now()` })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return Boolean(row?.blocked);
}

/** Throws 429 while the key must wait, without counting. */
export async function assertNotBlocked(db: DbOrTx, { key }: { key: string }) {
  if (await isBlocked(db, { key })) throw await tooMany(db, key);
}

/** Counts a failure on a key checked with assertNotBlocked (an address: successes there are not counted). */
export async function countFailure(db: DbOrTx, { key, rule }: { key: string; rule: ThrottleRule }) {
  await countAttempt(db, { key, rule }).catch((err) => {
    if (!(err instanceof AppError)) throw err;
  });
}

/** Forgets a key's attempts (after a success). */
export async function clearAttempts(db: DbOrTx, { key }: { key: string }) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
