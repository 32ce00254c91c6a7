import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { connectThroughSimulator, countingFetch, rejection, walkConsent } from '../test-helpers';
import { createInstagramPlatform, INSTAGRAM_INSIGHTS_LAG_HOURS, instagramShortcodeOf } from './client';
import {
  IG_SIM_SUFFIX,
  INSTAGRAM_SIM_PREFIX,
  simInstagramUserId,
  simInstagramViews,
  simMedia,
  simReelUrl,
  simShortcode,
} from './sim-media';

const h = useHarness();

function client() {
  const counter = countingFetch();
  const ig = createInstagramPlatform({
    endpoints: () => ({
      authBase: `${h.url}${INSTAGRAM_SIM_PREFIX}`,
      tokenBase: `${h.url}${INSTAGRAM_SIM_PREFIX}`,
      graphBase: `${h.url}${INSTAGRAM_SIM_PREFIX}/graph`,
    }),
    clientId: 'sim-app',
    clientSecret: 'sim-secret',
    redirectUri: 'http://hookline.test/app/authorize/instagram',
    fetch: counter.fetch,
  });
  return { ig, counter };
}

const connect = (username: string, ig = h.ctx.platforms.get('instagram')) =>
  connectThroughSimulator({
    serverUrl: h.url,
    platform: ig,
    prefix: INSTAGRAM_SIM_PREFIX,
    pageTitle: 'Instagram simulator',
    username,
    state: 'state-ig-1',
  });

const media = (username: string, suffix: string) => {
  const id = simMedia(username).find((m) => m.endsWith(suffix));
  if (!id) throw new Error(`no media ending ${suffix}`);
  return id;
};

describe('Instagram Reels client against its simulator over HTTP', () => {
  it('connects with the state and both consent scopes, swaps the code for a long-lived token and refreshes it', async () => {
    const { ig, counter } = client();
    const url = new URL(ig.authorizeUrl('state-ig-1'));
    expect(url.pathname).toBe(`${INSTAGRAM_SIM_PREFIX}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_insights',
      state: 'state-ig-1',
      redirect_uri: 'http://hookline.test/app/authorize/instagram',
    });
    counter.reset();
    const tokens = await connect('reel_maker_f4200', ig);
    // the code for a short-lived token, then at once the 60-day one
    expect(counter.urls.map((u) => u.pathname.replace(INSTAGRAM_SIM_PREFIX, ''))).toEqual([
      '/oauth/access_token',
      '/graph/access_token',
    ]);
    expect(counter.urls[1]?.searchParams.get('grant_type')).toBe('ig_exchange_token');
    expect(tokens).toMatchObject({
      refreshToken: null,
      externalId: simInstagramUserId('reel_maker_f4200'),
      scopes: ['instagram_business_basic', 'instagram_business_manage_insights'],
    });
    expect(tokens.accessToken).toMatch(/^igsim-at\./);
    expect(tokens.expiresIn).toBeGreaterThan(50 * 86_400);
    expect(await ig.profile(tokens.accessToken)).toEqual({
      externalId: simInstagramUserId('reel_maker_f4200'),
      handle: 'reel_maker_f4200',
      displayName: 'reel_maker_f4200',
      followers: 4200,
    });
    const refreshed = await ig.refresh(tokens);
    expect(refreshed.accessToken).toMatch(/^igsim-at\./);
    expect(counter.urls.at(-1)?.searchParams.get('grant_type')).toBe('ig_refresh_token');
    expect((await rejection(ig.exchangeCode('garbage'))).code).toBe('api');
  });

  it('a refused consent comes back as error=access_denied with the state', async () => {
    const location = await walkConsent({
      serverUrl: h.url,
      authorizeUrl: h.ctx.platforms.get('instagram').authorizeUrl('state-deny'),
      prefix: INSTAGRAM_SIM_PREFIX,
      pageTitle: 'Instagram simulator',
      username: 'deny_reels',
    });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-deny');
  });

  it('reads the shortcode of reel, reels and post links, and nothing else', () => {
    expect(instagramShortcodeOf('https://www.instagram.com/reel/C3xYz_1-AbC/')).toBe('C3xYz_1-AbC');
    expect(instagramShortcodeOf('https://instagram.com/reel/C3xYz_1-AbC?igsh=abc')).toBe('C3xYz_1-AbC');
    expect(instagramShortcodeOf('https://www.instagram.com/reels/C3xYz_1-AbC/')).toBe('C3xYz_1-AbC');
    expect(instagramShortcodeOf('https://www.instagram.com/some.creator/reel/C3xYz_1-AbC/')).toBe('C3xYz_1-AbC');
    expect(instagramShortcodeOf('https://www.instagram.com/p/C3xYz_1-AbC/')).toBe('C3xYz_1-AbC');
    expect(instagramShortcodeOf('https://www.instagram.com/some.creator/')).toBeNull();
    expect(instagramShortcodeOf('https://evil.example/reel/C3xYz_1-AbC/')).toBeNull();
    expect(instagramShortcodeOf('https://youtube.com/shorts/aBcDeFgHiJ0')).toBeNull();
  });

  it("resolves a Reel link to its media id and owner, refusing another account's Reel, a photo and a deleted Reel", async () => {
    const ig = h.ctx.platforms.get('instagram');
    const { accessToken } = await connect('resolver_ig');
    const id = media('resolver_ig', IG_SIM_SUFFIX.reels[0] as string);
    const resolved = await ig.resolveVideo(accessToken, `${simReelUrl(id)}?igsh=share`);
    expect(resolved).toMatchObject({ videoId: id, ownerId: simInstagramUserId('resolver_ig'), url: simReelUrl(id) });
    expect(resolved.createdAt?.getTime()).toBeLessThan(Date.now());
    const someoneElses = simReelUrl(media('someone_else', IG_SIM_SUFFIX.reels[0] as string));
    expect((await rejection(ig.resolveVideo(accessToken, someoneElses))).code).toBe('not_owner');
    const photo = `https://www.instagram.com/p/${simShortcode(media('resolver_ig', IG_SIM_SUFFIX.photo))}/`;
    expect((await rejection(ig.resolveVideo(accessToken, photo))).code).toBe('not_short_video');
    const deleted = simReelUrl(media('resolver_ig', IG_SIM_SUFFIX.deleted));
    expect((await rejection(ig.resolveVideo(accessToken, deleted))).code).toBe('video_deleted');
    expect((await rejection(ig.resolveVideo(accessToken, 'https://youtu.be/aBcDeFgHiJ0'))).code).toBe('bad_link');
  });

  it('reads views one media a call: lagging insights are pending, deleted and foreign media set apart', async () => {
    const { ig, counter } = client();
    const { accessToken } = await connect('stats_ig', ig);
    expect(ig.limits.maxIdsPerCall).toBe(1);
    expect(ig.reportingLagHours).toBe(INSTAGRAM_INSIGHTS_LAG_HOURS);
    const [r1, r2, r3] = IG_SIM_SUFFIX.reels.map((s) => media('stats_ig', s));
    const lagging = media('stats_ig', IG_SIM_SUFFIX.lagging);
    const deleted = media('stats_ig', IG_SIM_SUFFIX.deleted);
    const foreign = media('not_mine', IG_SIM_SUFFIX.reels[1] as string);
    counter.reset();
    const before = Date.now();
    const batch = await ig.readStats(accessToken, [r1, r2, r3, lagging, deleted, foreign] as string[]);
    const calls = counter.urls.filter((u) => u.pathname.endsWith('/insights'));
    expect(calls).toHaveLength(6);
    expect(calls[0]?.searchParams.get('metric')).toBe('views,likes,comments');
    const byId = new Map(batch.stats.map((s) => [s.videoId, s]));
    for (const id of [r1, r2, r3] as string[]) {
      const s = byId.get(id);
      expect(s?.pending).toBe(false);
      expect(s?.views).toBeGreaterThanOrEqual(simInstagramViews(id, before));
      expect(s?.views).toBeLessThanOrEqual(simInstagramViews(id));
    }
    expect(byId.get(lagging)).toEqual({
      videoId: lagging,
      views: null,
      likes: null,
      comments: null,
      pending: true,
      ownerId: null,
    });
    expect(batch.failed.map((f) => [f.videoId, f.error.code])).toEqual([
      [deleted, 'video_deleted'],
      [foreign, 'not_owner'],
    ]);
  });

  it('turns an expired token and an exhausted rate limit into typed errors', async () => {
    const ig = h.ctx.platforms.get('instagram');
    const expired = await connect('expired_reeler');
    expect((await rejection(ig.profile(expired.accessToken))).code).toBe('token_expired');
    expect((await rejection(ig.refresh(expired))).code).toBe('token_expired');
    const id = media('expired_reeler', IG_SIM_SUFFIX.reels[0] as string);
    expect((await rejection(ig.readStats(expired.accessToken, [id]))).code).toBe('token_expired');
    const limited = await connect('quota_reeler');
    expect((await rejection(ig.profile(limited.accessToken))).code).toBe('quota_exhausted');
    expect(
      (await rejection(ig.readStats(limited.accessToken, [media('quota_reeler', IG_SIM_SUFFIX.reels[0] as string)])))
        .code,
    ).toBe('quota_exhausted');
  });
});
