// Bearer sessions: random token, stored hashed, idle and absolute expiry; the user and admin claim are read per request.
import type { Locale } from '@hookline/shared/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { forgetSessionsOf, sessionCacheOf } from './session-cache';
import { randomToken, sha256 } from './tokens';

export type SessionUser = {
  sessionId: number;
  userId: number;
  email: string;
  emailVerified: boolean;
  userType: 'creator' | 'musician';
  isAdmin: boolean;
  mfaEnabled: boolean;
  mfaPassed: boolean;
  /** the language the user reads Hookline in (their refusals; packages/shared/src/languages.ts) */
  language: Locale;
};

/** Open sessions per user; a new sign-in beyond it ends the oldest (docs/security.md). */
export const MAX_SESSIONS_PER_USER = 10;

export async function createSession(db: Db, opts: { userId: number; absoluteMs: number; mfaPassed?: boolean }) {
  const token = randomToken();
  await db.insert(sessions).values({
    userId: opts.userId,
    tokenHash: sha256(token),
    mfaPassed: opts.mfaPassed ?? false,
    expiresAt: new Date(Date.now() + opts.absoluteMs),
  });
  await db.execute(sql`
    update ${sessions} set revoked_at = now()
    where ${sessions.userId} = ${opts.userId} and ${sessions.revokedAt} is null
      and ${sessions.id} not in (
        select id from ${sessions} where ${sessions.userId} = ${opts.userId} and ${sessions.revokedAt} is null
        order by id desc limit ${MAX_SESSIONS_PER_USER})`);
  forgetSessionsOf(opts.userId); // the sessions it ended
  return token;
}

const TOUCH_EVERY_MS = 60_000;

type LookupRow = {
  session_id: number;
  last_used_at: Date | string;
  expires_at: Date | string;
  mfa_passed: boolean;
  user_id: number;
  email: string;
  email_verified: boolean;
  user_type: 'creator' | 'musician';
  is_admin: boolean;
  mfa_enabled: boolean;
  language: Locale;
  touched: boolean;
};

/**
 * The session of a token hash with its user, and its touch when the last one is older than TOUCH_EVERY_MS, in one
 * statement: a session is read from the database about once a minute (the session cache keeps it in between), and
 * that read is also when its last use is due to be written. The text is the same on every call, so each connection
 * prepares it once (db/client.ts).
 */
const lookupSql = (o: {
  tokenHash: string;
  now: Date;
  idleSince: Date;
  adminIdleSince: Date;
  touchBefore: Date;
}) => sql`
  with found as (
    select s.id as session_id, s.last_used_at, s.expires_at, s.mfa_passed, u.id as user_id, u.email,
      u.email_verified, u.user_type, u.is_admin, u.totp_enabled as mfa_enabled, u.language
    from ${sessions} s join ${users} u on u.id = s.user_id
    where s.token_hash = ${o.tokenHash} and s.revoked_at is null and s.expires_at > ${o.now}::timestamptz
      and s.last_used_at > ${o.idleSince}::timestamptz and u.deleted_at is null
      and (not u.is_admin or s.last_used_at > ${o.adminIdleSince}::timestamptz)
    limit 1),
  touched as (
    update ${sessions} set last_used_at = ${o.now}::timestamptz from found
    where ${sessions.id} = found.session_id and found.last_used_at < ${o.touchBefore}::timestamptz
    returning ${sessions.id})
  select found.*, exists (select 1 from touched) as touched from found`;

/**
 * The signed-in user of a bearer token, or null. A session this process looked up lately comes from its session
 * cache (session-cache.ts: dropped on every change, read again at least every minute); else from the database.
 */
export async function resolveSession(
  db: Db,
  { token, idleMs, adminIdleMs = idleMs }: { token: string; idleMs: number; adminIdleMs?: number },
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const session =
    sessionCacheOf(db)?.get(tokenHash, now.getTime(), idleMs) ??
    (await lookUp(db, { tokenHash, now, idleMs, adminIdleMs }));
  if (!session) return null;
  // an admin's session has a shorter idle limit (config.adminSessionIdleMs)
  if (session.user.isAdmin && now.getTime() - session.lastUsedAt > adminIdleMs) return null;
  if (now.getTime() - session.lastUsedAt > TOUCH_EVERY_MS) {
    session.lastUsedAt = now.getTime();
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.user.sessionId));
  }
  return session.user;
}

/**
 * The session from the database (touched in the same statement when due), kept in this process's cache unless a
 * change arrived while it was read.
 */
async function lookUp(
  db: Db,
  { tokenHash, now, idleMs, adminIdleMs }: { tokenHash: string; now: Date; idleMs: number; adminIdleMs: number },
) {
  const cache = sessionCacheOf(db);
  const generation = cache?.generation ?? 0;
  const [row] = await rawRows<LookupRow>(
    db,
    lookupSql({
      tokenHash,
      now,
      idleSince: new Date(now.getTime() - idleMs),
      adminIdleSince: new Date(now.getTime() - adminIdleMs),
      touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS),
    }),
  );
  if (!row) return null;
  const user: SessionUser = {
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    userType: row.user_type,
    isAdmin: row.is_admin,
    mfaEnabled: row.mfa_enabled,
    mfaPassed: row.mfa_passed,
    language: row.language,
  };
  const session = {
    user,
    expiresAt: new Date(row.expires_at).getTime(),
    lastUsedAt: row.touched ? now.getTime() : new Date(row.last_used_at).getTime(),
    readAt: now.getTime(),
  };
  cache?.keep(tokenHash, session, generation);
  return session;
}

/** Changes one session and drops its user's kept sessions in this process (the trigger tells the others). */
async function changeSession(db: Db, sessionId: number, change: Partial<typeof sessions.$inferInsert>) {
  const [s] = await db
    .update(sessions)
    .set(change)
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  if (s) forgetSessionsOf(s.userId);
}

export async function revokeSession(db: Db, sessionId: number) {
  await changeSession(db, sessionId, { revokedAt: new Date() });
}

export async function revokeAllSessions(
  db: Db,
  { userId, exceptSessionId }: { userId: number; exceptSessionId?: number },
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
  forgetSessionsOf(userId);
}

export async function markMfaPassed(db: Db, sessionId: number) {
  await changeSession(db, sessionId, { mfaPassed: true });
}
