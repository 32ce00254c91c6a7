// The start step on a database holding TikTok's plain-text tokens and older forms of Instagram's and YouTube's, and
// the accounts whose tokens no configured key opens any more (on PGlite, and on PostgreSQL with DATABASE_URL).
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorAccounts, creators, promotions } from '../../db/schema';
import { connectedTikTok, createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { monthlyLevelReview } from '../creators/levels';
import { refreshStats } from '../jobs/definitions/refresh-stats';
import type { TikTokClient } from '../tiktok/client';
import { accessTokenFor } from '../tiktok/connect';
import { platformAccessToken } from './accounts';
import { reencryptTokens } from './reencrypt-tokens';
import { accountSlot, encryptToken, type TokenKey, tiktokSlot } from './token-crypto';

const DEV = { kid: 'default', secret: 'hookline-development-token-key' };
const NEXT = { kid: 'k_2026', secret: 'the next key of this test file' };
const GONE = { kid: 'gone', secret: 'a key nobody configured any more' };
// rotation: the new key first, the development key (what TOKEN_ENCRYPTION_KEY was) kept to decrypt
const h = useHarness({ TOKEN_ENCRYPTION_KEYS: `${NEXT.kid}:${NEXT.secret},${DEV.kid}:${DEV.secret}` });

/** Instagram's and YouTube's tokens as the previous code stored them (`gcm1`, no associated data). */
function gcm1(secret: string, token: string) {
  const key = createHash('sha256').update(`hookline-platform-tokens:${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['gcm1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

async function account(creatorId: number, platform: 'instagram' | 'youtube', accessToken: string) {
  await h.db.insert(creatorAccounts).values({
    creatorId,
    platform,
    handle: 'someone',
    externalId: `${platform}-${creatorId}`,
    followers: 1000,
    accessToken,
    tokenExpiresAt: new Date(Date.now() + 86_400_000),
  });
}

/** Seals a creator's TikTok tokens under `keys` (as a process configured with them would have). */
async function sealTikTok(creatorId: number, keys: TokenKey[], username: string) {
  await h.db
    .update(creators)
    .set({
      tiktokAccessToken: encryptToken(keys, tiktokSlot(creatorId, 'access_token'), `sim-at.${b64(username)}`),
      tiktokRefreshToken: encryptToken(keys, tiktokSlot(creatorId, 'refresh_token'), `sim-rt.${b64(username)}`),
    })
    .where(eq(creators.id, creatorId));
}

describe('sealing every platform token under the current key at start', () => {
  it('leaves no plain text, keeps every creator, and the TikTok client still reads each token', async () => {
    const names = ['plain_ana', 'plain_ben', 'plain_cem', 'plain_dora', 'plain_eli'];
    const made: { id: number }[] = [];
    for (const name of names) {
      const { creator } = await createUser(h.db, { creator: { ...connectedTikTok(name), tiktokFollowers: 4321 } });
      if (!creator) throw new Error('no creator');
      made.push(creator);
    }
    const [first, second] = made;
    if (!first || !second) throw new Error('no creators');
    // Instagram in the old gcm1 form, YouTube under the key before this one
    await account(first.id, 'instagram', gcm1(DEV.secret, 'igsim-at.old-form'));
    await account(second.id, 'youtube', encryptToken([DEV], accountSlot(second.id, 'youtube', 'access_token'), 'yt-x'));
    const before = await h.db.select().from(creators).where(isNotNull(creators.tiktokAccessToken));

    // a small page, so that the step walks several pages as on a large table
    const result = await reencryptTokens(h.db, h.ctx.config.tokenKeys, { pageSize: 2 });
    expect(result.rewritten).toBe(before.length + 2);
    expect(result.undecryptable).toBe(0);

    const after = await h.db.select().from(creators).where(isNotNull(creators.tiktokAccessToken));
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    for (const c of after) {
      expect(c.tiktokAccessToken?.startsWith(`v2.${NEXT.kid}.`)).toBe(true);
      expect(c.tiktokRefreshToken?.startsWith(`v2.${NEXT.kid}.`)).toBe(true);
      expect(`${c.tiktokAccessToken}${c.tiktokRefreshToken}`).not.toMatch(/sim-[ar]t/);
      const old = before.find((b) => b.id === c.id);
      expect({ ...c, tiktokAccessToken: null, tiktokRefreshToken: null }).toEqual({
        ...old,
        tiktokAccessToken: null,
        tiktokRefreshToken: null,
      });
    }
    for (const [i, name] of names.entries()) {
      const row = after.find((c) => c.id === made[i]?.id);
      if (!row) throw new Error('creator lost');
      const token = await accessTokenFor(h.ctx, row);
      expect(token).toBe(`sim-at.${b64(name)}`);
      // the simulator answers the profile the token belongs to
      expect((await h.ctx.tiktok.userInfo(token ?? '')).username).toBe(name);
    }
    const accounts = await h.db.select().from(creatorAccounts).where(isNotNull(creatorAccounts.accessToken));
    for (const a of accounts) expect(a.accessToken?.startsWith(`v2.${NEXT.kid}.`)).toBe(true);
    expect((await platformAccessToken(h.ctx, { creatorId: first.id, platform: 'instagram' }))?.accessToken).toBe(
      'igsim-at.old-form',
    );
    expect((await platformAccessToken(h.ctx, { creatorId: second.id, platform: 'youtube' }))?.accessToken).toBe('yt-x');

    // a second start finds nothing to do
    expect(await reencryptTokens(h.db, h.ctx.config.tokenKeys)).toEqual({ rewritten: 0, undecryptable: 0 });
  });

  it('shows an account whose key was removed as needing a reconnect, and the stats job passes it by', async () => {
    const lost = await userWithToken(h.app, { creator: connectedTikTok('lost_key') });
    const fine = await userWithToken(h.app, { creator: connectedTikTok('kept_key') });
    const lostId = lost.creator?.id ?? 0;
    await sealTikTok(lostId, [GONE], 'lost_key');
    await sealTikTok(fine.creator?.id ?? 0, [NEXT], 'kept_key');
    await account(lostId, 'instagram', encryptToken([GONE], accountSlot(lostId, 'instagram', 'access_token'), 'ig'));
    const stored = await h.db.select().from(creators).where(eq(creators.id, lostId));

    // the step leaves what it cannot open as it is: adding the key back restores the account
    const result = await reencryptTokens(h.db, h.ctx.config.tokenKeys);
    expect(result).toEqual({ rewritten: 0, undecryptable: 3 });
    expect(await h.db.select().from(creators).where(eq(creators.id, lostId))).toEqual(stored);

    const me = (await h.app.inject({ url: '/api/users/me', headers: lost.auth })).json();
    // the spec's fields stay as they are
    expect(me.creator).toMatchObject({ tiktok_username: 'lost_key', tiktok_connected: true });
    expect(me.creator.accounts.map((a: { platform: string; needs_reconnect: boolean }) => a)).toEqual([
      expect.objectContaining({ platform: 'tiktok', needs_reconnect: true }),
      expect.objectContaining({ platform: 'instagram', needs_reconnect: true }),
    ]);
    const other = (await h.app.inject({ url: '/api/users/me', headers: fine.auth })).json();
    expect(other.creator.accounts).toEqual([expect.objectContaining({ platform: 'tiktok', needs_reconnect: false })]);

    // a reviewed video of each creator: TikTok is asked only with the token that still opens
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    for (const [creatorId, videoId] of [
      [lostId, '7355555555555555901'],
      [fine.creator?.id ?? 0, '7355555555555555902'],
    ] as const) {
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId });
      await h.db
        .update(promotions)
        .set({ status: 'reviewed', tiktokVideoId: videoId, videoUploadedAt: new Date(), reservedCents: 0 })
        .where(eq(promotions.id, p.id));
    }
    // and an Instagram Reel of the creator whose Instagram token no longer opens
    const reels = await createCampaign(h.db, { budgetCents: 100_000 });
    const reel = await createPromotion(h.db, { campaignId: reels.id, creatorId: lostId });
    await h.db
      .update(promotions)
      .set({
        status: 'reviewed',
        platform: 'instagram',
        platformVideoId: '17900000000000001',
        videoUploadedAt: new Date(),
      })
      .where(eq(promotions.id, reel.id));
    const tokensSent: string[] = [];
    const recording = {
      userInfo: async (token: string) => {
        tokensSent.push(token);
        return { openId: 'o', username: 'u', displayName: 'u', followerCount: 1 };
      },
      queryVideos: async (token: string, ids: string[]) => {
        tokensSent.push(token);
        return ids.map((id) => ({
          id,
          createTime: 0,
          shareUrl: '',
          viewCount: 10,
          likeCount: 1,
          commentCount: 0,
          shareCount: 0,
        }));
      },
    } as unknown as TikTokClient;
    const run = await refreshStats({ ...h.ctx, tiktok: recording }, { pace: async () => undefined });
    expect(run.errors).toEqual([]);
    expect(run.platforms).toEqual(
      expect.arrayContaining([expect.objectContaining({ platform: 'instagram', read: 0 })]),
    );
    expect(new Set(tokensSent)).toEqual(new Set([`sim-at.${b64('kept_key')}`]));

    // the monthly level review passes the creator by as well, without an error of theirs
    const review = await monthlyLevelReview(h.ctx);
    expect(review.errors.filter((e) => e.startsWith(`creator ${lostId}:`))).toEqual([]);
    expect(review.checked).toBeGreaterThan(0);
  });
});
