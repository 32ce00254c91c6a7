import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { connectThroughSimulator, countingFetch, rejection, walkConsent } from '../test-helpers';
import { createYouTubePlatform, youtubeVideoIdOf } from './client';
import { SIM_LAG_MS, simChannelId, simShort, YOUTUBE_SIM_PREFIX } from './simulator';

const h = useHarness();

/** A YouTube client on the test server's simulator, counting its calls, with its own clock and quota. */
function client(o: { dailyQuota?: number; now?: () => number } = {}) {
  const counter = countingFetch();
  const yt = createYouTubePlatform({
    endpoints: () => ({
      authBase: `${h.url}${YOUTUBE_SIM_PREFIX}`,
      tokenBase: `${h.url}${YOUTUBE_SIM_PREFIX}`,
      apiBase: `${h.url}${YOUTUBE_SIM_PREFIX}`,
    }),
    clientId: 'sim-client',
    clientSecret: 'sim-secret',
    redirectUri: 'http://hookline.test/app/authorize/youtube',
    pkceKey: 'test-pkce-key-0123456789',
    fetch: counter.fetch,
    ...o,
  });
  return { yt, counter };
}

const connect = (username: string, yt = h.ctx.platforms.get('youtube')) =>
  connectThroughSimulator({
    serverUrl: h.url,
    platform: yt,
    prefix: YOUTUBE_SIM_PREFIX,
    pageTitle: 'YouTube simulator',
    username,
    state: 'state-yt-1',
  });

describe('YouTube Shorts client against its simulator over HTTP', () => {
  it('connects through Google OAuth with the state, reads the channel and refreshes keeping the refresh token', async () => {
    const yt = h.ctx.platforms.get('youtube');
    const url = new URL(yt.authorizeUrl('state-yt-1'));
    expect(url.pathname).toBe(`${YOUTUBE_SIM_PREFIX}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'offline',
      state: 'state-yt-1',
      redirect_uri: 'http://hookline.test/app/authorize/youtube',
    });
    const tokens = await connect('shorts_maker_f25000');
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresIn).toBeGreaterThan(0);
    expect(await yt.profile(tokens.accessToken)).toEqual({
      externalId: simChannelId('shorts_maker_f25000'),
      handle: 'shorts_maker_f25000',
      displayName: 'shorts_maker_f25000',
      followers: 25_000,
    });
    const refreshed = await yt.refresh(tokens);
    expect(refreshed.accessToken).toBeTruthy();
    expect(refreshed.refreshToken).toBe(tokens.refreshToken); // Google sends no new one on refresh
    expect((await rejection(yt.exchangeCode('garbage'))).code).toBe('token_expired');
  });

  it('a refused consent comes back as error=access_denied with the state', async () => {
    const location = await walkConsent({
      serverUrl: h.url,
      authorizeUrl: h.ctx.platforms.get('youtube').authorizeUrl('state-deny'),
      prefix: YOUTUBE_SIM_PREFIX,
      pageTitle: 'YouTube simulator',
      username: 'deny_me',
    });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-deny');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('reads the video id of shorts, watch, youtu.be and embed links, and nothing else', () => {
    expect(youtubeVideoIdOf('https://www.youtube.com/shorts/aBcDeFgHiJ0')).toBe('aBcDeFgHiJ0');
    expect(youtubeVideoIdOf('https://youtube.com/shorts/aBcDeFgHiJ0?si=xyz')).toBe('aBcDeFgHiJ0');
    expect(youtubeVideoIdOf('https://m.youtube.com/watch?v=aBcDeFgHiJ0&t=3')).toBe('aBcDeFgHiJ0');
    expect(youtubeVideoIdOf('https://youtu.be/aBcDeFgHiJ0')).toBe('aBcDeFgHiJ0');
    expect(youtubeVideoIdOf('https://www.youtube.com/embed/aBcDeFgHiJ0')).toBe('aBcDeFgHiJ0');
    expect(youtubeVideoIdOf('https://www.youtube.com/shorts/short')).toBeNull();
    expect(youtubeVideoIdOf('https://www.tiktok.com/@a/video/7311111111111111111')).toBeNull();
    expect(youtubeVideoIdOf('https://evil.example/shorts/aBcDeFgHiJ0')).toBeNull();
    expect(youtubeVideoIdOf('not a link')).toBeNull();
  });

  it("resolves a Short to its id and the creator's channel, refusing another channel's, a deleted one and a bad link", async () => {
    const yt = h.ctx.platforms.get('youtube');
    const { accessToken } = await connect('resolver');
    const own = await yt.resolveVideo(accessToken, 'https://youtube.com/shorts/ownShort001');
    expect(own).toMatchObject({ videoId: 'ownShort001', ownerId: simChannelId('resolver') });
    expect(own.createdAt?.getTime()).toBeLessThan(Date.now());
    expect((await rejection(yt.resolveVideo(accessToken, 'https://youtube.com/shorts/othShort001'))).code).toBe(
      'not_owner',
    );
    expect((await rejection(yt.resolveVideo(accessToken, 'https://youtu.be/delShort001'))).code).toBe('video_deleted');
    expect((await rejection(yt.resolveVideo(accessToken, 'https://www.instagram.com/reel/Cabc123/'))).code).toBe(
      'bad_link',
    );
  });

  it('reads a batch in calls of at most 50 ids, one quota unit each, with deleted videos set apart', async () => {
    const { yt, counter } = client();
    const { accessToken } = await connect('batcher', yt);
    counter.reset();
    const ids = Array.from({ length: 120 }, (_, i) => `vid${String(i).padStart(8, '0')}`);
    ids[7] = 'delGone0007';
    ids[8] = 'othChan0008';
    const before = yt.quota().used;
    const batch = await yt.readStats(accessToken, ids);
    const calls = counter.urls.filter((u) => u.pathname.endsWith('/youtube/v3/videos'));
    expect(calls.map((u) => (u.searchParams.get('id') ?? '').split(',').length)).toEqual([50, 50, 20]);
    expect(calls[0]?.searchParams.get('part')).toBe('statistics,snippet');
    expect(yt.quota().used - before).toBe(3);
    expect(batch.stats).toHaveLength(119);
    expect(batch.stats.every((s) => typeof s.views === 'number' && !s.pending)).toBe(true);
    expect(batch.failed.map((f) => [f.videoId, f.error.code])).toEqual([['delGone0007', 'video_deleted']]);
    // each figure names its channel, so that a video on another channel is told apart when it is read
    const mine = simChannelId('batcher');
    expect(batch.stats.filter((s) => s.ownerId !== mine).map((s) => s.videoId)).toEqual(['othChan0008']);
  });

  it('keeps its own quota account: refuses before calling once the day is spent, and starts again the next day', async () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const { yt, counter } = client({ dailyQuota: 4, now: () => now });
    const { accessToken } = await connect('budget_keeper', yt);
    expect(yt.limits.budget).toMatchObject({ unit: 'quota_units', perWindow: 4, costPerStatsCall: 1 });
    await yt.profile(accessToken); // 1 unit
    await yt.readStats(
      accessToken,
      Array.from({ length: 60 }, (_, i) => `qk${String(i).padStart(9, '0')}`),
    ); // 2 units
    expect(yt.quota()).toMatchObject({ used: 3, limit: 4, exhausted: false });
    counter.reset();
    const e = await rejection(
      yt.readStats(
        accessToken,
        Array.from({ length: 60 }, (_, i) => `qk${String(i).padStart(9, '0')}`),
      ),
    );
    expect(e.code).toBe('quota_exhausted');
    // the first chunk's unit went out; the second was refused without a call
    expect(counter.urls.filter((u) => u.pathname.endsWith('/videos'))).toHaveLength(1);
    now += 86_400_000; // the next Pacific day
    expect(yt.quota().used).toBe(0);
    expect((await yt.readStats(accessToken, ['qk000000001'])).stats).toHaveLength(1);
  });

  it('a lagging count reads as the figure YouTube shows, behind the real one', async () => {
    const { yt } = client();
    const { accessToken } = await connect('lag_channel', yt);
    const before = Date.now();
    const { stats } = await yt.readStats(accessToken, ['lagShort001', 'nowShort001']);
    const [lagging, current] = stats;
    expect(lagging?.pending).toBe(false);
    expect(lagging?.views).toBeLessThanOrEqual(
      Number(simShort('lagShort001', Date.now() - SIM_LAG_MS).statistics.viewCount),
    );
    expect(lagging?.views).toBeLessThan(Number(simShort('lagShort001', before).statistics.viewCount));
    expect(current?.views).toBeGreaterThanOrEqual(Number(simShort('nowShort001', before).statistics.viewCount));
  });

  it('turns each failure switch into its typed error', async () => {
    const { yt, counter } = client();
    const expired = await connect('expired_channel', yt);
    expect((await rejection(yt.profile(expired.accessToken))).code).toBe('token_expired');
    expect((await rejection(yt.readStats(expired.accessToken, ['aaaaaaaaaaa']))).code).toBe('token_expired');
    expect((await rejection(yt.refresh(expired))).code).toBe('token_expired');

    const quota = await connect('quota_channel', yt);
    const e = await rejection(yt.readStats(quota.accessToken, ['aaaaaaaaaaa']));
    expect(e.code).toBe('quota_exhausted');
    expect(yt.quota().exhausted).toBe(true);
    // Google said the quota is spent: no more calls today, even for another creator
    counter.reset();
    const fine = await connect('fine_channel', h.ctx.platforms.get('youtube'));
    expect((await rejection(yt.readStats(fine.accessToken, ['aaaaaaaaaaa']))).code).toBe('quota_exhausted');
    expect(counter.urls).toHaveLength(0);
  });
});
