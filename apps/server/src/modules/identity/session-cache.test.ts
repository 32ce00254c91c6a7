import { messageText } from '@hookline/shared/catalogue';
import { MSG } from '@hookline/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signIn, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { KEEP_MS, SessionCache, sessionCacheOf, sessionChangesHeard } from './session-cache';
import type { SessionUser } from './sessions';

const h = useHarness();

const user = (userId: number): SessionUser => ({
  sessionId: userId * 10,
  userId,
  email: `u${userId}@example.test`,
  emailVerified: true,
  language: 'en',
  userType: 'creator',
  isAdmin: false,
  mfaEnabled: false,
  mfaPassed: false,
});
const entry = (userId: number, now: number, o: { expiresIn?: number } = {}) => ({
  user: user(userId),
  expiresAt: now + (o.expiresIn ?? 3_600_000),
  lastUsedAt: now,
  readAt: now,
});

describe('SessionCache', () => {
  const now = 1_000_000;
  const idle = 600_000;

  it('keeps nothing until its listener is connected, and drops everything when the listener is lost', () => {
    const cache = new SessionCache();
    cache.keep('a', entry(1, now), cache.generation);
    expect(cache.get('a', now, idle)).toBeUndefined();
    cache.setListening(true);
    cache.keep('a', entry(1, now), cache.generation);
    expect(cache.get('a', now, idle)?.user.userId).toBe(1);
    cache.setListening(false);
    expect(cache.get('a', now, idle)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets all of a user's sessions and none of another's; a lookup under way while it forgot is not kept", () => {
    const cache = new SessionCache();
    cache.setListening(true);
    cache.keep('a1', entry(1, now), cache.generation);
    cache.keep('a2', entry(1, now), cache.generation);
    cache.keep('b', entry(2, now), cache.generation);
    const before = cache.generation;
    cache.forget(1);
    expect(cache.get('a1', now, idle)).toBeUndefined();
    expect(cache.get('a2', now, idle)).toBeUndefined();
    expect(cache.get('b', now, idle)?.user.userId).toBe(2);
    // a lookup that started before the change read what may be the old row: it is not kept
    cache.keep('a1', entry(1, now), before);
    expect(cache.get('a1', now, idle)).toBeUndefined();
  });

  it('reads a session again after KEEP_MS, and never past its expiry or idle timeout', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    cache.keep('a', entry(1, now), cache.generation);
    expect(cache.get('a', now + KEEP_MS - 1, idle)).toBeDefined();
    expect(cache.get('a', now + KEEP_MS, idle)).toBeUndefined();
    cache.keep('b', entry(2, now, { expiresIn: 5_000 }), cache.generation);
    expect(cache.get('b', now + 5_000, idle)).toBeUndefined();
    cache.keep('c', entry(3, now), cache.generation);
    expect(cache.get('c', now + 1_000, 1_000)).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new SessionCache(2);
    cache.setListening(true);
    for (const [k, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.keep(k, entry(id, now), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now, idle)).toBeUndefined();
    expect(cache.get('c', now, idle)?.user.userId).toBe(3);
  });
});

describe('kept sessions follow every change in the database', () => {
  const me = (auth: { authorization: string }) => h.app.inject({ url: '/api/users/me', headers: auth });

  it('a session revoked by another process (a statement, not this code) is refused at once', async () => {
    const u = await userWithToken(h.app);
    expect((await me(u.auth)).statusCode).toBe(200);
    expect((await me(u.auth)).statusCode).toBe(200); // now kept
    expect(sessionCacheOf(h.db)?.size).toBeGreaterThan(0);
    await h.db.execute(sql`update sessions set revoked_at = now() where user_id = ${u.user.id}`);
    await sessionChangesHeard(h.db); // the notification has reached this process (PostgreSQL: a moment later)
    expect((await me(u.auth)).statusCode).toBe(401);
  });

  it('a user deleted, or whose address is changed, by another process is read again', async () => {
    const gone = await userWithToken(h.app);
    expect((await me(gone.auth)).statusCode).toBe(200);
    await h.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    await sessionChangesHeard(h.db);
    expect((await me(gone.auth)).statusCode).toBe(401);

    const moved = await userWithToken(h.app);
    expect((await me(moved.auth)).json().email).toBe(moved.user.email);
    const address = `moved-${moved.user.id}@example.test`;
    await h.db.update(users).set({ email: address }).where(eq(users.id, moved.user.id));
    await sessionChangesHeard(h.db);
    // POST /api/users compares the address with the session's: the new one is the session's at once
    const check = await h.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: moved.auth,
      payload: { email: address },
    });
    expect(check.statusCode).toBe(200);
  });

  it('a language changed by another process is the one its refusals are written in at once', async () => {
    const u = await userWithToken(h.app);
    const refuse = () =>
      h.app.inject({ method: 'PUT', url: '/api/users/me', headers: u.auth, payload: { language: 'xx' } });
    expect((await refuse()).json()).toMatchObject({ key: 'languageUnknown', message: MSG.languageUnknown }); // kept
    await h.db.update(users).set({ language: 'de' }).where(eq(users.id, u.user.id));
    await sessionChangesHeard(h.db);
    const german = messageText('languageUnknown', {}, 'de');
    expect(german).not.toBe(MSG.languageUnknown);
    expect((await refuse()).json()).toMatchObject({ key: 'languageUnknown', message: german });
  });

  it("signing out in this process refuses the token at once, and another session of the user's stays", async () => {
    const u = await userWithToken(h.app);
    const other = { authorization: `Bearer ${await signIn(h.app, u.user.email)}` };
    expect((await me(u.auth)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: u.auth })).statusCode).toBe(204);
    expect((await me(u.auth)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});
