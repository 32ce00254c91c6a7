// Bearer sessions: random token, stored hashed, idle and absolute expiry; the user and admin claim are read per request.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/**
 * The session lookup runs on every authenticated request: built once per database as a prepared statement (no
 * query building per request; PostgreSQL plans it once per connection).
 */
const buildLookup = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      mfaPassed: sessions.mfaPassed,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      userType: users.userType,
      isAdmin: users.isAdmin,
      mfaEnabled: users.totpEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('hookline_session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

function sessionLookup(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = buildLookup(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

/**
 * The signed-in user of a bearer token, or null. A session this process looked up lately comes from its session
 * cache (session-cache.ts: dropped on every change, read again at least every minute); else from the database.
 */
export async function resolveSession(
  db: Db,
  { token, idleMs }: { token: string; idleMs: number },
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const session =
    sessionCacheOf(db)?.get(tokenHash, now.getTime(), idleMs) ?? (await lookUp(db, { tokenHash, now, idleMs }));
  if (!session) return null;
  if (now.getTime() - session.lastUsedAt > TOUCH_EVERY_MS) {
    session.lastUsedAt = now.getTime();
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.user.sessionId));
  }
  return session.user;
}

/** The session from the database, kept in this process's cache (unless a change arrived while it was read). */
async function lookUp(db: Db, { tokenHash, now, idleMs }: { tokenHash: string; now: Date; idleMs: number }) {
  const cache = sessionCacheOf(db);
  const generation = cache?.generation ?? 0;
  const [row] = await sessionLookup(db).execute({ tokenHash, now, idleSince: new Date(now.getTime() - idleMs) });
  if (!row) return null;
  const { lastUsedAt, expiresAt, ...user } = row;
  const session = { user, expiresAt: expiresAt.getTime(), lastUsedAt: lastUsedAt.getTime(), readAt: now.getTime() };
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
