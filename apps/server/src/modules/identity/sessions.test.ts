import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { createSession, resolveSession } from './sessions';

const h = useHarness();
const IDLE_MS = 3_600_000;

async function newSession() {
  const { user } = await createUser(h.db, {});
  const token = await createSession(h.db, { userId: user.id, absoluteMs: 86_400_000 });
  const [row] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
  if (!row) throw new Error('no session');
  return { user, token, sessionId: row.id };
}

const lastUsedAt = async (id: number) =>
  (await h.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, id)))[0]?.at.getTime() ?? 0;

const usedAgo = (id: number, ms: number) =>
  h.db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(sessions.id, id));

describe('resolving a bearer token', () => {
  it('gives the user of an open session and writes its last use when the last one is over a minute old', async () => {
    const s = await newSession();
    await usedAgo(s.sessionId, 5 * 60_000);
    const before = Date.now();
    const user = await resolveSession(h.db, { token: s.token, idleMs: IDLE_MS });
    expect(user).toMatchObject({ sessionId: s.sessionId, userId: s.user.id, email: s.user.email });
    expect(await lastUsedAt(s.sessionId)).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('leaves a last use of less than a minute ago as it is', async () => {
    const s = await newSession();
    await usedAgo(s.sessionId, 30_000);
    const was = await lastUsedAt(s.sessionId);
    expect((await resolveSession(h.db, { token: s.token, idleMs: IDLE_MS }))?.userId).toBe(s.user.id);
    expect(await lastUsedAt(s.sessionId)).toBe(was);
  });

  it('refuses a session idle for longer than the idle timeout, a revoked one and an unknown token', async () => {
    const idle = await newSession();
    await usedAgo(idle.sessionId, IDLE_MS + 60_000);
    const was = await lastUsedAt(idle.sessionId);
    expect(await resolveSession(h.db, { token: idle.token, idleMs: IDLE_MS })).toBe(null);
    expect(await lastUsedAt(idle.sessionId)).toBe(was); // an idle session is not brought back by the attempt

    const revoked = await newSession();
    await h.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revoked.sessionId));
    expect(await resolveSession(h.db, { token: revoked.token, idleMs: IDLE_MS })).toBe(null);

    expect(await resolveSession(h.db, { token: 'x'.repeat(43), idleMs: IDLE_MS })).toBe(null);
  });
});
