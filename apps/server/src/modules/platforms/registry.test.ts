import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PLATFORM_ENV } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { tiktokOffClient } from '../tiktok/off';
import { createPlatformRegistry, youtubeOf } from './registry';
import { isPlatformError, PLATFORM_IDS } from './types';

const h = useHarness();
const prod = useHarness({ NODE_ENV: 'production', ...PLATFORM_ENV });

const registryFor = (env: Record<string, string>) =>
  createPlatformRegistry({
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    tiktok: tiktokOffClient(),
    selfUrl: { current: 'http://127.0.0.1:1' },
  });

describe('platform registry', () => {
  it('outside production has all three platforms on their simulators, and tells a link its platform', async () => {
    expect(h.ctx.platforms.list().map((p) => p.id)).toEqual([...PLATFORM_IDS]);
    expect(h.ctx.platforms.list().map((p) => p.displayName)).toEqual(['TikTok', 'Instagram Reels', 'YouTube Shorts']);
    const forLink = (url: string) => h.ctx.platforms.forLink(url)?.id ?? null;
    expect(forLink('https://www.tiktok.com/@a/video/7311111111111111111')).toBe('tiktok');
    expect(forLink('https://www.instagram.com/reel/C3xYz_1-AbC/')).toBe('instagram');
    expect(forLink('https://www.youtube.com/shorts/aBcDeFgHiJ0')).toBe('youtube');
    expect(forLink('https://vimeo.com/123')).toBeNull();
    for (const p of h.ctx.platforms.list()) {
      expect(new URL(p.authorizeUrl('s')).origin).toBe('http://hookline.test'); // the simulators' consent pages
      expect(p.limits.maxIdsPerCall).toBeGreaterThan(0);
    }
    // the simulators answer on the running server
    const page = await fetch(`${h.url}/youtube-sim/o/oauth2/v2/auth?state=s`);
    expect(page.status).toBe(200);
    expect(youtubeOf(h.ctx.platforms)?.quota().limit).toBe(10_000);
  });

  it('in production without keys has only TikTok (off), and the others answer unavailable', () => {
    const r = registryFor({ NODE_ENV: 'production', ...PLATFORM_ENV });
    expect(r.list().map((p) => p.id)).toEqual(['tiktok']);
    expect(r.has('instagram')).toBe(false);
    let error: unknown;
    try {
      r.get('youtube');
    } catch (e) {
      error = e;
    }
    expect(isPlatformError(error, 'unavailable')).toBe(true);
    expect(r.forLink('https://www.youtube.com/shorts/aBcDeFgHiJ0')).toBeNull();
    expect(youtubeOf(r)).toBeUndefined();
  });

  it('with keys uses the real endpoints, the configured redirect and the daily quota', () => {
    const r = registryFor({
      NODE_ENV: 'production',
      ...PLATFORM_ENV,
      INSTAGRAM_CLIENT_ID: '990602627938098',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
      INSTAGRAM_REDIRECT_URI: 'https://hookline.example/app/authorize/instagram',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      YOUTUBE_DAILY_QUOTA: '50000',
      TOKEN_ENCRYPTION_KEY: 'a-production-token-key-0123456789',
    });
    const ig = new URL(r.get('instagram').authorizeUrl('st'));
    expect(`${ig.origin}${ig.pathname}`).toBe('https://www.instagram.com/oauth/authorize');
    expect(ig.searchParams.get('client_id')).toBe('990602627938098');
    expect(ig.searchParams.get('redirect_uri')).toBe('https://hookline.example/app/authorize/instagram');
    const yt = new URL(r.get('youtube').authorizeUrl('st'));
    expect(`${yt.origin}${yt.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(r.get('youtube').limits.budget.perWindow).toBe(50_000);
  });

  it('config: each platform key needs its secret, and the simulators are off in production', () => {
    expect(() => loadConfig({ INSTAGRAM_CLIENT_ID: 'x' })).toThrow(/INSTAGRAM_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'x' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ INSTAGRAM_REDIRECT_URI: 'not a url' })).toThrow(/INSTAGRAM_REDIRECT_URI/);
    expect(() => loadConfig({ YOUTUBE_DAILY_QUOTA: '0' })).toThrow(/YOUTUBE_DAILY_QUOTA/);
    expect(loadConfig({})).toMatchObject({
      instagramSimulator: true,
      youtubeSimulator: true,
      youtubeDailyQuota: 10_000,
    });
    expect(loadConfig({ NODE_ENV: 'production', ...PLATFORM_ENV })).toMatchObject({
      instagramSimulator: false,
      youtubeSimulator: false,
      instagram: undefined,
      youtube: undefined,
    });
  });

  it('in production without keys the simulators are not there at all', async () => {
    expect(prod.ctx.platforms.list().map((p) => p.id)).toEqual(['tiktok']);
    for (const path of [
      '/instagram-sim/consent?username=anyone',
      '/instagram-sim/graph/v23.0/me?access_token=x',
      '/youtube-sim/consent?username=anyone',
      '/youtube-sim/youtube/v3/videos?id=aBcDeFgHiJ0',
    ]) {
      expect((await fetch(`${prod.url}${path}`, { redirect: 'manual' })).status).toBe(404);
    }
  });

  it("the simulators' consent redirects only to this app's own callback", async () => {
    for (const [prefix, callback] of [
      ['/instagram-sim', '/app/authorize/instagram'],
      ['/youtube-sim', '/app/authorize/youtube'],
    ] as const) {
      const elsewhere = await fetch(
        `${h.url}${prefix}/consent?${new URLSearchParams({ username: 'u', state: 's', redirect_uri: 'https://evil.example/cb' })}`,
        { redirect: 'manual' },
      );
      expect(elsewhere.status).toBe(400);
      const own = await fetch(
        `${h.url}${prefix}/consent?${new URLSearchParams({ username: 'u', state: 's', redirect_uri: `http://hookline.test${callback}` })}`,
        { redirect: 'manual' },
      );
      expect(new URL(own.headers.get('location') ?? '').pathname).toBe(callback);
    }
  });
});
