// Connecting Instagram and YouTube from the account: the consent link carries a state this server issued
// to this user, the callback's code connects the account once, the user info lists every connected account (TikTok's
// spec fields unchanged), tokens are stored encrypted, and the platform's refusals read as clear messages.
import { MSG } from '@hookline/shared/messages';
import { PLATFORM_ERROR_MESSAGES } from '@hookline/shared/platforms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorAccounts } from '../../db/schema';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { simInstagramUserId } from './instagram/simulator';
import { finishConnect, startConnect as startConnectOn } from './test-helpers';
import { accountSlot, decryptToken } from './token-crypto';

const h = useHarness();
const startConnect = (auth: Record<string, string>, platform: 'instagram' | 'youtube', username: string) =>
  startConnectOn(h, auth, platform, username);
const authorize = (auth: Record<string, string>, platform: string, payload: object) =>
  finishConnect(h, auth, platform, payload);

describe('connecting Instagram and YouTube', () => {
  it('connects both, lists every account in the user info and keeps the tokens encrypted', async () => {
    const me = await userWithToken(h.app);
    const ig = await startConnect(me.auth, 'instagram', 'reel_maker_f5400');
    const connected = await authorize(me.auth, 'instagram', ig);
    expect(connected.statusCode).toBe(200);
    const yt = await startConnect(me.auth, 'youtube', 'shorts_maker');
    const both = await authorize(me.auth, 'youtube', yt);
    expect(both.statusCode).toBe(200);
    const creator = both.json().creator;
    // the spec's TikTok fields stay as they were; the new list has one entry per connected platform
    expect(creator).toMatchObject({ tiktok_username: me.creator?.tiktokUsername ?? null });
    expect(creator.accounts.map((a: { platform: string }) => a.platform)).toEqual(
      me.creator?.tiktokAccessToken ? ['tiktok', 'instagram', 'youtube'] : ['instagram', 'youtube'],
    );
    expect(creator.accounts.find((a: { platform: string }) => a.platform === 'instagram')).toMatchObject({
      handle: 'reel_maker_f5400',
      followers: 5400,
    });
    const me2 = await h.app.inject({ url: '/api/users/me', headers: me.auth });
    expect(me2.json().creator.accounts).toEqual(creator.accounts);

    const [row] = await h.db
      .select()
      .from(creatorAccounts)
      .where(eq(creatorAccounts.externalId, simInstagramUserId('reel_maker_f5400')));
    expect(row?.accessToken).toMatch(/^v2\.default\./);
    expect(row?.accessToken).not.toContain('reel_maker');
    const slot = accountSlot(row?.creatorId ?? 0, 'instagram', 'access_token');
    expect(decryptToken(h.ctx.config.tokenKeys, slot, row?.accessToken ?? null)).toBeTruthy();
    const otherKey = [{ kid: 'default', secret: 'another key of sixteen' }];
    expect(decryptToken(otherKey, slot, row?.accessToken ?? null)).toBeNull();

    // the state is used once
    const again = await authorize(me.auth, 'instagram', ig);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.platformStateMismatch);
  });

  it("refuses a state issued to someone else, another platform's state, an account already taken and bad input", async () => {
    const a = await userWithToken(h.app);
    const b = await userWithToken(h.app);
    const ig = await startConnect(a.auth, 'instagram', 'shared_reels');
    const stolen = await authorize(b.auth, 'instagram', ig);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(MSG.platformStateMismatch);
    const crossed = await authorize(a.auth, 'youtube', ig);
    expect(crossed.json().message).toBe(MSG.platformStateMismatch);
    expect((await authorize(a.auth, 'instagram', ig)).statusCode).toBe(200);

    const taken = await startConnect(b.auth, 'instagram', 'shared_reels');
    const res = await authorize(b.auth, 'instagram', taken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.platformTaken);

    expect((await authorize(a.auth, 'vimeo', ig)).statusCode).toBe(400);
    expect((await authorize(a.auth, 'instagram', { code: 'x' })).statusCode).toBe(400);
    expect(
      (await h.app.inject({ url: '/api/creator/platforms/tiktok/authorize-url', headers: a.auth })).statusCode,
    ).toBe(400);
    const rows = await h.db.select().from(creatorAccounts).where(eq(creatorAccounts.handle, 'shared_reels'));
    expect(rows).toHaveLength(1);
  });

  it('a code the platform does not accept connects nothing and says so', async () => {
    const me = await userWithToken(h.app);
    const { state } = await startConnect(me.auth, 'youtube', 'some_channel');
    const res = await authorize(me.auth, 'youtube', { code: 'not-a-code', state });
    expect(res.statusCode).toBe(400);
    expect(Object.values(PLATFORM_ERROR_MESSAGES)).toContain(res.json().message);
    const rows = await h.db.select().from(creatorAccounts).where(eq(creatorAccounts.platform, 'youtube'));
    expect(rows.filter((r) => r.handle === 'some_channel')).toHaveLength(0);
  });
});
