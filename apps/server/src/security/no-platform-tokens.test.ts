// No answer carries a creator's platform tokens, neither as stored (encrypted) nor decrypted: every GET route of
// the API, asked by the creator and by an admin, and the answers of signing in and of the user info.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorAccounts, creators } from '../db/schema';
import { accountSlot, encryptToken, tiktokSlot } from '../modules/platforms/token-crypto';
import { connectedTikTok, PASSWORD, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();

describe('platform tokens in answers', () => {
  it('no answer holds a TikTok, Instagram or YouTube token', async () => {
    const creator = await userWithToken(h.app, { creator: connectedTikTok('token_keeper') });
    const admin = await userWithToken(h.app, { isAdmin: true });
    const id = creator.creator?.id ?? 0;
    const keys = h.ctx.config.tokenKeys;
    const plain = {
      tiktokAccess: 'sim-at.dG9rZW5fa2VlcGVy-secret-access',
      tiktokRefresh: 'sim-rt.dG9rZW5fa2VlcGVy-secret-refresh',
      instagram: 'igsim-at.secret-instagram-token',
    };
    const stored = {
      tiktokAccessToken: encryptToken(keys, tiktokSlot(id, 'access_token'), plain.tiktokAccess),
      tiktokRefreshToken: encryptToken(keys, tiktokSlot(id, 'refresh_token'), plain.tiktokRefresh),
    };
    await h.db.update(creators).set(stored).where(eq(creators.id, id));
    const igStored = encryptToken(keys, accountSlot(id, 'instagram', 'access_token'), plain.instagram);
    await h.db.insert(creatorAccounts).values({
      creatorId: id,
      platform: 'instagram',
      handle: 'keeper',
      externalId: 'ig-keeper',
      followers: 10,
      accessToken: igStored,
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
    });
    // what a leak would show: the tokens, and the ciphertext part of each stored value
    const secrets = [
      ...Object.values(plain),
      ...[stored.tiktokAccessToken, stored.tiktokRefreshToken, igStored].map((v) => v.split('.').at(-1) ?? v),
    ];

    const routes = h.app.routeList.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const bodies: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:format/g, 'csv').replace(/:[A-Za-z]+/g, String(id));
      for (const who of [creator.auth, admin.auth])
        bodies.push(`${url} ${(await h.app.inject({ url, headers: who })).body}`);
    }
    const me = await h.app.inject({ url: '/api/users/me', headers: creator.auth });
    expect(me.json().creator.tiktok_connected).toBe(true);
    bodies.push(me.body);
    bodies.push(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: creator.auth,
          payload: { email: creator.user.email },
        })
      ).body,
    );
    bodies.push(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: creator.user.email, password: PASSWORD },
        })
      ).body,
    );
    // the admin's lists of creators hold this creator's row
    bodies.push((await h.app.inject({ url: '/api/admin/creators?user=token_keeper', headers: admin.auth })).body);
    const leaks = bodies.filter((b) => secrets.some((s) => b.includes(s))).map((b) => b.slice(0, 120));
    expect(leaks).toEqual([]);
  });
});
