import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { createTikTokClient } from '../../tiktok/client';
import { SIM_DEFAULT_MUSIC_ID, SIM_PREFIX } from '../../tiktok/simulator';
import { connectThroughSimulator, countingFetch, rejection } from '../test-helpers';
import { createTikTokPlatform, TIKTOK_MAX_IDS_PER_CALL } from './client';

const h = useHarness();

const connect = (username: string, tiktok = h.ctx.platforms.get('tiktok')) =>
  connectThroughSimulator({
    serverUrl: h.url,
    platform: tiktok,
    prefix: SIM_PREFIX,
    pageTitle: 'TikTok simulator',
    username,
    state: 'state-tt-1',
  });

describe('TikTok behind the platform seam, against the TikTok simulator', () => {
  it('gives the same answers as the TikTok client it wraps', async () => {
    const tiktok = h.ctx.platforms.get('tiktok');
    expect(tiktok.authorizeUrl('s')).toBe(h.ctx.tiktok.authorizeUrl('s'));
    const tokens = await connect('seam_dancer_f9100');
    const user = await h.ctx.tiktok.userInfo(tokens.accessToken);
    expect(tokens.externalId).toBe(user.openId);
    expect(await tiktok.profile(tokens.accessToken)).toEqual({
      externalId: user.openId,
      handle: 'seam_dancer_f9100',
      displayName: 'seam_dancer_f9100',
      followers: 9100,
    });
    const refreshed = await tiktok.refresh(tokens);
    expect(refreshed.accessToken).toBeTruthy();
    expect(refreshed.refreshToken).toBeTruthy();
    expect(tiktok.soundCheck).toBe('music-id');
    expect(await tiktok.musicIdOf?.('https://www.tiktok.com/@x/video/7311111111111111111')).toBe(SIM_DEFAULT_MUSIC_ID);
    expect(tiktok.videoRefOf('https://www.tiktok.com/@a/video/7311111111111111111?lang=en')).toBe(
      '7311111111111111111',
    );
    expect(tiktok.reportingLagHours).toBe(0);
  });

  it("resolves the creator's own video and refuses another's and a bad link", async () => {
    const tiktok = h.ctx.platforms.get('tiktok');
    const { accessToken, externalId } = await connect('seam_resolver');
    const own = await tiktok.resolveVideo(
      accessToken,
      'https://www.tiktok.com/@seam_resolver/video/7311111111111111111',
    );
    expect(own).toMatchObject({ videoId: '7311111111111111111', ownerId: externalId });
    expect(own.createdAt?.getTime()).toBeLessThan(Date.now());
    const other = await rejection(
      tiktok.resolveVideo(accessToken, 'https://www.tiktok.com/@x/video/7311111111111110000'),
    );
    expect(other.code).toBe('not_owner');
    expect((await rejection(tiktok.resolveVideo(accessToken, 'https://youtu.be/aBcDeFgHiJ0'))).code).toBe('bad_link');
  });

  it('reads a batch in calls of at most 20 ids; a video TikTok no longer returns is set apart', async () => {
    const counter = countingFetch();
    const tiktok = createTikTokPlatform(
      createTikTokClient({
        endpoints: { authBase: `${h.url}${SIM_PREFIX}`, apiBase: `${h.url}${SIM_PREFIX}`, oembedBase: h.url },
        clientKey: 'k',
        clientSecret: 's',
        redirectUri: 'http://hookline.test/app/authorize/tiktok',
        fetch: counter.fetch,
      }),
    );
    expect(tiktok.limits).toMatchObject({ maxIdsPerCall: TIKTOK_MAX_IDS_PER_CALL, budget: { perWindow: 600 } });
    const { accessToken } = await connect('seam_batch', tiktok);
    const ids = Array.from({ length: 45 }, (_, i) => `73111111111111${String(i + 10).padStart(5, '1')}`);
    ids[3] = '7311111111111110000';
    counter.reset();
    const batch = await tiktok.readStats(accessToken, ids);
    const calls = counter.urls.filter((u) => u.pathname.endsWith('/v2/video/query/'));
    expect(calls).toHaveLength(3);
    expect(batch.stats).toHaveLength(44);
    expect(batch.stats.every((s) => typeof s.views === 'number' && s.likes !== null && !s.pending)).toBe(true);
    expect(batch.failed.map((f) => [f.videoId, f.error.code])).toEqual([['7311111111111110000', 'video_deleted']]);
  });

  it("turns TikTok's errors into typed errors", async () => {
    const tiktok = h.ctx.platforms.get('tiktok');
    expect((await rejection(tiktok.exchangeCode('garbage'))).code).toBe('token_expired');
    const broken = await connect('broken_account');
    expect((await rejection(tiktok.profile(broken.accessToken))).code).toBe('token_expired');
    expect((await rejection(tiktok.readStats('not-a-token', ['7311111111111111111']))).code).toBe('token_expired');
    expect((await rejection(tiktok.refresh({ accessToken: 'x', refreshToken: null }))).code).toBe('token_expired');
  });
});
