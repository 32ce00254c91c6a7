// Bearer sessions: random token, stored hashed, idle and absolute expiry; the user and admin claim are read per request.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
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

export async function resolveSession(
  db: Db,
  { token, idleMs }: { token: string; idleMs: number },
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = new Date();
  const [row] = await sessionLookup(db).execute({
    tokenHash: sha256(token),
    now,
    idleSince: new Date(now.getTime() - idleMs),
  });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { lastUsedAt: _unused, ...user } = row;
  return user;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
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
}

export async function markMfaPassed(db: Db, sessionId: number) {
  await db.update(sessions).set({ mfaPassed: true }).where(eq(sessions.id, sessionId));
}
