// The registry of short-video platforms, built from config: TikTok always (its own client decides between the real
// API, the simulator and "off"), Instagram and YouTube when their keys are set or, outside production, on their
// simulators. A platform without keys in production is simply absent: nothing can be connected or read there.
import type { Config } from '../../config';
import type { TikTokClient } from '../tiktok/client';
import { createInstagramPlatform, INSTAGRAM_REAL_ENDPOINTS } from './instagram/client';
import { INSTAGRAM_SIM_PREFIX } from './instagram/simulator';
import { createTikTokPlatform } from './tiktok/client';
import { PLATFORM_IDS, PlatformError, type PlatformId, type ShortVideoPlatform } from './types';
import { createYouTubePlatform, YOUTUBE_REAL_ENDPOINTS, type YouTubePlatform } from './youtube/client';
import { YOUTUBE_SIM_PREFIX } from './youtube/simulator';

export type PlatformRegistry = {
  /** The platforms this deployment can use, in the order of PLATFORM_IDS. */
  list: () => ShortVideoPlatform[];
  has: (id: PlatformId) => boolean;
  /** The platform, or a PlatformError `unavailable` when this deployment has none. */
  get: (id: PlatformId) => ShortVideoPlatform;
  /** The platform a video link belongs to, among the available ones, or null. */
  forLink: (url: string) => ShortVideoPlatform | null;
};

export function createPlatformRegistry(o: {
  config: Config;
  tiktok: TikTokClient;
  /** Where this process reaches itself (the simulators); read at each call, known only once the server listens. */
  selfUrl: { current: string };
  fetch?: typeof fetch;
}): PlatformRegistry {
  const { config, selfUrl } = o;
  const platforms = new Map<PlatformId, ShortVideoPlatform>();
  platforms.set('tiktok', createTikTokPlatform(o.tiktok));
  if (config.instagram || config.instagramSimulator) {
    platforms.set(
      'instagram',
      createInstagramPlatform({
        endpoints: config.instagram
          ? INSTAGRAM_REAL_ENDPOINTS
          : () => ({
              // the browser goes to the consent page through the public origin; the server calls itself
              authBase: `${config.appUrl}${INSTAGRAM_SIM_PREFIX}`,
              tokenBase: `${selfUrl.current}${INSTAGRAM_SIM_PREFIX}`,
              graphBase: `${selfUrl.current}${INSTAGRAM_SIM_PREFIX}/graph`,
            }),
        clientId: config.instagram?.clientId ?? 'simulator',
        clientSecret: config.instagram?.clientSecret ?? 'simulator',
        redirectUri: config.instagram?.redirectUri ?? `${config.appUrl}/app/authorize/instagram`,
        fetch: o.fetch,
      }),
    );
  }
  if (config.youtube || config.youtubeSimulator) {
    platforms.set(
      'youtube',
      createYouTubePlatform({
        endpoints: config.youtube
          ? YOUTUBE_REAL_ENDPOINTS
          : () => ({
              authBase: `${config.appUrl}${YOUTUBE_SIM_PREFIX}`,
              tokenBase: `${selfUrl.current}${YOUTUBE_SIM_PREFIX}`,
              apiBase: `${selfUrl.current}${YOUTUBE_SIM_PREFIX}`,
            }),
        clientId: config.youtube?.clientId ?? 'simulator',
        clientSecret: config.youtube?.clientSecret ?? 'simulator',
        redirectUri: config.youtube?.redirectUri ?? `${config.appUrl}/app/authorize/youtube`,
        pkceKey: config.tokenEncryptionKey,
        dailyQuota: config.youtubeDailyQuota,
        fetch: o.fetch,
      }),
    );
  }
  const list = () => PLATFORM_IDS.flatMap((id) => platforms.get(id) ?? []);
  return {
    list,
    has: (id) => platforms.has(id),
    get(id) {
      const p = platforms.get(id);
      if (!p) throw new PlatformError(id, 'unavailable', 'not configured on this server');
      return p;
    },
    forLink: (url) => list().find((p) => p.videoRefOf(url) !== null) ?? null,
  };
}

/** YouTube's platform with its quota counter, when this deployment has YouTube. */
export const youtubeOf = (r: PlatformRegistry) =>
  r.has('youtube') ? (r.get('youtube') as YouTubePlatform) : undefined;
