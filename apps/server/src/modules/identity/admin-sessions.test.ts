// An admin's session ends sooner than everybody else's: 30 minutes without use, 12 hours after sign-in
// (docs/security.md); the defaults of everybody else stay 72 hours and 30 days.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const sessionOf = async (userId: number) => (await h.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];
const usedAgo = (userId: number, minutes: number) =>
  h.db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, userId));

describe('admin sessions', () => {
  it('last 12 hours from sign-in; a creator session 30 days', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const creator = await userWithToken(h.app);
    const hoursLeft = async (userId: number) =>
      (((await sessionOf(userId))?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(await hoursLeft(admin.user.id)).toBeGreaterThan(11.9);
    expect(await hoursLeft(admin.user.id)).toBeLessThanOrEqual(12);
    expect(await hoursLeft(creator.user.id)).toBeGreaterThan(30 * 24 - 0.1);
  });

  it('end after 30 minutes without use; a creator session does not', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const creator = await userWithToken(h.app);
    await usedAgo(admin.user.id, 31);
    await usedAgo(creator.user.id, 31);
    expect((await h.app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(401);
    // and stays ended: the refused look-up did not count as a use
    expect((await h.app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: creator.auth })).statusCode).toBe(200);
    const fresh = await userWithToken(h.app, { isAdmin: true });
    await usedAgo(fresh.user.id, 29);
    expect((await h.app.inject({ url: '/api/auth/me', headers: fresh.auth })).statusCode).toBe(200);
  });
});
