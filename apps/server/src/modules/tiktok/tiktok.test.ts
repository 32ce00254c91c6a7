import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorAccounts, creators, jobs, promotions } from '../../db/schema';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { decryptToken, tiktokSlot } from '../platforms/token-crypto';
import { musicIdOfSoundLink, videoIdOf } from './client';
import { SIM_DEFAULT_MUSIC_ID, SIM_OTHER_MUSIC_ID, simVideo } from './simulator';

const h = useHarness();

/** Walks the simulator's consent page like a browser and returns the code the redirect carries. */
async function consentCode(username: string, authorizeUrl = h.ctx.tiktok.authorizeUrl('state-1')) {
  const authorize = new URL(authorizeUrl);
  const page = await fetch(`${h.url}${authorize.pathname}${authorize.search}`);
  expect(await page.text()).toContain('TikTok simulator');
  const consent = await fetch(
    `${h.url}/tiktok-sim/consent?${new URLSearchParams({ username, state: authorize.searchParams.get('state') ?? '', redirect_uri: authorize.searchParams.get('redirect_uri') ?? '' })}`,
    { redirect: 'manual' },
  );
  const location = new URL(consent.headers.get('location') ?? '');
  expect(location.pathname).toBe('/app/authorize/tiktok');
  return location.searchParams.get('code') ?? '';
}

describe('TikTok client against the simulator over HTTP', () => {
  it('exchanges a code, reads the profile and queries own videos only', async () => {
    const tokens = await h.ctx.tiktok.exchangeCode(await consentCode('dancer_one'));
    const user = await h.ctx.tiktok.userInfo(tokens.accessToken);
    expect(user.username).toBe('dancer_one');
    expect(user.followerCount).toBeGreaterThan(0);
    const videos = await h.ctx.tiktok.queryVideos(tokens.accessToken, ['7311111111111111111', '7311111111111110000']);
    expect(videos.map((v) => v.id)).toEqual(['7311111111111111111']);
    expect(videos[0]?.shareUrl).toContain('@dancer_one');
    const refreshed = await h.ctx.tiktok.refresh(tokens.refreshToken);
    expect(refreshed.accessToken).toBeTruthy();
    await expect(h.ctx.tiktok.exchangeCode('garbage')).rejects.toThrow(/TikTok/);
  });

  it('reads the sound id from oEmbed, with switches for another sound and no sound', async () => {
    const base = 'https://www.tiktok.com/@x/video/';
    expect(await h.ctx.tiktok.musicIdOf(`${base}7311111111111111111`)).toBe(SIM_DEFAULT_MUSIC_ID);
    expect(await h.ctx.tiktok.musicIdOf(`${base}7311111111111116666`)).toBe(SIM_OTHER_MUSIC_ID);
    expect(await h.ctx.tiktok.musicIdOf(`${base}7311111111111111313`)).toBeNull();
    expect(musicIdOfSoundLink('https://www.tiktok.com/music/Some-Song-7300000000000000001?lang=en')).toBe(
      SIM_DEFAULT_MUSIC_ID,
    );
    expect(videoIdOf('https://www.tiktok.com/@a/video/7311111111111111111?is_from_webapp=1')).toBe(
      '7311111111111111111',
    );
  });

  it('simulated views grow over time', () => {
    const t = Date.now();
    expect(simVideo('7311111111111111111', t + 3_600_000).view_count).toBeGreaterThan(
      simVideo('7311111111111111111', t).view_count,
    );
  });
});

describe('connect profile and submit a video', () => {
  it('connects the creator profile with a country and submits videos with each outcome', async () => {
    const me = await userWithToken(h.app);
    const creatorId = me.creator?.id ?? 0;
    const { url } = (await h.app.inject({ url: '/api/creator/tiktok/authorize-url', headers: me.auth })).json();
    const state = new URL(url).searchParams.get('state') ?? '';
    const code = await consentCode('sub_creator', url);
    const connect = await h.app.inject({
      method: 'POST',
      url: '/api/creator/authorize/tiktok',
      headers: me.auth,
      payload: { creator_id: creatorId, country_id: 1, code, state },
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().creator).toMatchObject({
      tiktok_username: 'sub_creator',
      // its ISO code names the country in the creator's language on the web
      country: { id: 1, name: 'Afghanistan', iso2: 'AF' },
    });
    // the profile is mirrored into creator_accounts and listed with the other platforms
    const [account] = await h.db.select().from(creatorAccounts).where(eq(creatorAccounts.creatorId, creatorId));
    expect(account).toMatchObject({ platform: 'tiktok', handle: 'sub_creator', accessToken: null });
    expect(connect.json().creator.accounts).toMatchObject([
      { platform: 'tiktok', handle: 'sub_creator', needs_reconnect: false },
    ]);
    // TikTok's tokens are stored encrypted under the current key, bound to this creator's row
    const [stored] = await h.db.select().from(creators).where(eq(creators.id, creatorId));
    expect(stored?.tiktokAccessToken).toMatch(/^v2\.default\./);
    expect(stored?.tiktokRefreshToken).toMatch(/^v2\.default\./);
    expect(`${stored?.tiktokAccessToken}${stored?.tiktokRefreshToken}`).not.toMatch(/sim-[ar]t/);
    const slot = tiktokSlot(creatorId, 'access_token');
    expect(decryptToken(h.ctx.config.tokenKeys, slot, stored?.tiktokAccessToken ?? null)).toMatch(/^sim-at\./);
    expect(
      decryptToken(
        h.ctx.config.tokenKeys,
        tiktokSlot(creatorId + 1, 'access_token'),
        stored?.tiktokAccessToken ?? null,
      ),
    ).toBeNull();
    const check = await h.app.inject({ url: '/api/creator/tiktok/check', headers: me.auth });
    expect(check.json().data).toMatchObject({
      connected: true,
      token_valid: true,
      profile_readable: true,
      username: 'sub_creator',
    });

    const campaign = await createCampaign(h.db);
    const submit = async (videoId: string) => {
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId, status: 'pending' });
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/promotions/${p.id}/submit-video-url`,
        headers: me.auth,
        payload: { video_url: `https://www.tiktok.com/@sub_creator/video/${videoId}` },
      });
      const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
      await h.db.delete(promotions).where(eq(promotions.id, p.id)); // one promotion per campaign and creator
      return { res, row };
    };

    const ok = await submit('7322222222222222222');
    expect(ok.res.statusCode).toBe(200);
    expect(ok.res.json().message).toBe(MSG.linkSubmitted);
    expect(ok.row).toMatchObject({ status: 'submitted', soundCheck: 'ok', tiktokVideoId: '7322222222222222222' });

    const notMine = await submit('7322222222222220000');
    expect(notMine.res.statusCode).toBe(400);
    expect(notMine.res.json().message).toBe(MSG.profileMismatchServer);
    expect(notMine.row?.status).toBe('pending');

    const wrongSound = await submit('7322222222222226666');
    expect(wrongSound.res.json().message).toBe(MSG.wrongSoundServer);

    const manual = await submit('7322222222222221313');
    expect(manual.res.statusCode).toBe(200);
    expect(manual.row?.soundCheck).toBe('manual');
    const [task] = await h.db.select().from(jobs).where(eq(jobs.name, 'manual-sound-check'));
    expect(task?.state).toBe('manual');

    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/promotions/1/submit-video-url',
      headers: me.auth,
      payload: { video_url: 'https://example.com/v' },
    });
    expect(bad.json().message).toBe(MSG.submitLink);
  });

  it('refuses another creator’s promotion and non-creators', async () => {
    const owner = await userWithToken(h.app);
    const other = await userWithToken(h.app);
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db);
    const p = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: owner.creator?.id ?? 0,
      status: 'pending',
    });
    const payload = { video_url: 'https://www.tiktok.com/@x/video/7333333333333333333' };
    const url = `/api/promotions/${p.id}/submit-video-url`;
    expect((await h.app.inject({ method: 'POST', url, headers: other.auth, payload })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url, headers: musician.auth, payload })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
  });
});

describe('one rule of "connected"', () => {
  const readAll = async (auth: Record<string, string>) => ({
    me: (await h.app.inject({ url: '/api/users/me', headers: auth })).json(),
    check: (await h.app.inject({ url: '/api/creator/tiktok/check', headers: auth })).json().data,
    level: (await h.app.inject({ url: '/api/creator/level', headers: auth })).json().data,
  });

  it("a TikTok name without TikTok's authorisation reads as not connected on every answer, and joins nothing", async () => {
    const me = await userWithToken(h.app, { creator: { tiktokUsername: 'typed_by_admin', countryId: 1, levelId: 3 } });
    const all = await readAll(me.auth);
    expect(all.me.creator).toMatchObject({ tiktok_username: 'typed_by_admin', tiktok_connected: false });
    expect(all.check).toMatchObject({ connected: false, profile_readable: false, username: 'typed_by_admin' });
    expect(all.level).toMatchObject({ tiktok_connected: false });
    const campaign = await createCampaign(h.db);
    const join = await h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: me.auth });
    expect(join.statusCode).toBe(409);
  });

  it('a connected creator reads as connected everywhere; the test reads the real profile and sets the level from it', async () => {
    const me = await userWithToken(h.app);
    const creatorId = me.creator?.id ?? 0;
    const { url } = (await h.app.inject({ url: '/api/creator/tiktok/authorize-url', headers: me.auth })).json();
    const state = new URL(url).searchParams.get('state') ?? '';
    const connect = await h.app.inject({
      method: 'POST',
      url: '/api/creator/authorize/tiktok',
      headers: me.auth,
      payload: { creator_id: creatorId, country_id: 1, code: await consentCode('rule_f6000_v2500', url), state },
    });
    expect(connect.statusCode, connect.body).toBe(200);
    // the followers change on TikTok's side; the test reads them and the level rules apply them (one writer)
    await h.db
      .update(creators)
      .set({ tiktokFollowers: 1, tiktokMedianViews: 1, levelCheckedAt: null })
      .where(eq(creators.id, creatorId));
    const all = await readAll(me.auth);
    expect(all.check).toMatchObject({
      connected: true,
      token_valid: true,
      profile_readable: true,
      follower_count: 6000,
    });
    expect(all.me.creator).toMatchObject({ tiktok_connected: true });
    expect(all.level).toMatchObject({ tiktok_connected: true, level_id: 3, followers: 6000, median_views: 2500 });
    expect(all.level.checked_at).not.toBeNull();
    const after = await readAll(me.auth);
    expect(after.me.creator).toMatchObject({ tiktok_connected: true, tiktok_followers: 6000, level_id: 3 });
  });
});
