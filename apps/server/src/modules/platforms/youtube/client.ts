// YouTube Shorts through the YouTube Data API v3 with Google OAuth 2.0 (web server flow).
// Request and answer shapes from Google's published documentation, looked up for this client:
//   - OAuth: developers.google.com/identity/protocols/oauth2/web-server — GET accounts.google.com/o/oauth2/v2/auth
//     (client_id, redirect_uri, response_type=code, scope, access_type=offline, state); POST
//     oauth2.googleapis.com/token form-encoded (code | refresh_token, grant_type) → { access_token, expires_in,
//     refresh_token (first consent only), scope, token_type }; errors { error: 'invalid_grant', error_description }.
//     PKCE (same page, "Step 1" code_challenge / code_challenge_method=S256, and the token request's code_verifier;
//     RFC 7636): the verifier is an HMAC of the single-use state under a server key, so the server needs to keep
//     nothing between the consent and the callback and nobody who sees the state or the code can compute it.
//   - channels.list: developers.google.com/youtube/v3/docs/channels/list — GET /youtube/v3/channels
//     ?part=snippet,statistics&mine=true → { items: [{ id, snippet: { title, customUrl }, statistics:
//     { subscriberCount (string), hiddenSubscriberCount } }] }, 1 quota unit.
//   - videos.list: developers.google.com/youtube/v3/docs/videos/list — GET /youtube/v3/videos
//     ?part=statistics,snippet&id=<up to 50, comma-separated> → { items: [{ id, snippet: { publishedAt, channelId },
//     statistics: { viewCount, likeCount, commentCount } (strings) }] }; a deleted or private id is simply absent;
//     1 quota unit a call, 10,000 units a day by default (developers.google.com/youtube/v3/getting-started#quota),
//     reset at midnight Pacific Time.
//   - errors: developers.google.com/youtube/v3/docs/errors — { error: { code, message, errors: [{ domain, reason,
//     message }] } }; quotaExceeded (403, domain youtube.quota), authError / 401 for a bad or expired token.
// The simulator (simulator.ts) plays the same contract locally.
import { createHash, createHmac } from 'node:crypto';
import { PlatformError, type PlatformTokens, type ShortVideoPlatform } from '../types';

export type YouTubeEndpoints = { authBase: string; tokenBase: string; apiBase: string };
export const YOUTUBE_REAL_ENDPOINTS: YouTubeEndpoints = {
  authBase: 'https://accounts.google.com',
  tokenBase: 'https://oauth2.googleapis.com',
  apiBase: 'https://www.googleapis.com',
};
export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
export const YOUTUBE_MAX_IDS_PER_CALL = 50;
export const YOUTUBE_DEFAULT_DAILY_QUOTA = 10_000;
/** The quota day ends at midnight Pacific Time. */
export const YOUTUBE_QUOTA_TIME_ZONE = 'America/Los_Angeles';
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** RFC 7636: a 43-character verifier (32 random-looking bytes, base64url) derived from the state. */
export const pkceVerifier = (key: string, state: string) =>
  createHmac('sha256', key).update(`youtube-pkce:${state}`).digest('base64url');
/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The video id of a youtube.com/shorts/<id>, youtu.be/<id>, youtube.com/watch?v=<id> or /embed/<id> link. */
export function youtubeVideoIdOf(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www|m)\./, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = u.pathname.split('/')[1];
  else if (host === 'youtube.com') {
    id =
      u.pathname.match(/^\/(?:shorts|embed|live)\/([^/?#]+)/)?.[1] ??
      (u.pathname === '/watch' ? (u.searchParams.get('v') ?? undefined) : undefined);
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

const quotaDay = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: YOUTUBE_QUOTA_TIME_ZONE }).format(new Date(now));

export type YouTubeQuota = { day: string; used: number; exhausted: boolean; limit: number };

export type YouTubePlatform = ShortVideoPlatform & {
  /** Units spent today by this process (YouTube's quota is per project: one client per process spends it). */
  quota: () => YouTubeQuota;
};

export function createYouTubePlatform(o: {
  /** A function so that the simulator's address can be known only once the server listens. */
  endpoints: YouTubeEndpoints | (() => YouTubeEndpoints);
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The server key the PKCE verifier of a state is derived with (TOKEN_ENCRYPTION_KEY). */
  pkceKey: string;
  /** Units a day (YOUTUBE_DAILY_QUOTA); the client stops calling once they are spent. */
  dailyQuota?: number;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}): YouTubePlatform {
  const f = o.fetch ?? fetch;
  const now = o.now ?? Date.now;
  const ep = () => (typeof o.endpoints === 'function' ? o.endpoints() : o.endpoints);
  const limit = o.dailyQuota ?? YOUTUBE_DEFAULT_DAILY_QUOTA;
  let spent = { day: quotaDay(now()), used: 0, exhausted: false };
  const today = () => {
    const day = quotaDay(now());
    if (spent.day !== day) spent = { day, used: 0, exhausted: false };
    return spent;
  };
  const fail = (code: ConstructorParameters<typeof PlatformError>[1], message: string) =>
    new PlatformError('youtube', code, message);

  /** A Data API call of `cost` units: refused before it goes out when the day's budget would be passed. */
  const api = async (path: string, accessToken: string, cost: number) => {
    const q = today();
    if (q.exhausted || q.used + cost > limit) throw fail('quota_exhausted', `the day's ${limit} quota units are spent`);
    q.used += cost; // Google counts a call's cost even when it fails
    const res = await f(`${ep().apiBase}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return body;
    const err = (body.error ?? {}) as { code?: number; message?: string; errors?: { reason?: string }[] };
    const reasons = (err.errors ?? []).map((e) => e.reason);
    if (reasons.includes('quotaExceeded') || reasons.includes('dailyLimitExceeded')) {
      q.exhausted = true;
      throw fail('quota_exhausted', err.message ?? 'quota exceeded');
    }
    if (res.status === 401) throw fail('token_expired', err.message ?? 'invalid credentials');
    throw fail('api', err.message ?? `HTTP ${res.status}`);
  };

  const token = async (params: Record<string, string>, previousRefresh: string | null): Promise<PlatformTokens> => {
    const res = await f(`${ep().tokenBase}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: o.clientId, client_secret: o.clientSecret, ...params }).toString(),
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || !body.access_token) {
      const message = String(body.error_description ?? body.error ?? `HTTP ${res.status}`);
      throw fail(body.error === 'invalid_grant' ? 'token_expired' : 'api', message);
    }
    return {
      accessToken: String(body.access_token),
      // a refresh answers no new refresh token: the old one stays valid
      refreshToken: body.refresh_token ? String(body.refresh_token) : previousRefresh,
      expiresIn: Number(body.expires_in),
      externalId: null,
      scopes: typeof body.scope === 'string' ? body.scope.split(' ') : null,
    };
  };

  const channel = async (accessToken: string) => {
    const body = await api('/youtube/v3/channels?part=snippet,statistics&mine=true', accessToken, 1);
    const c = ((body.items as Record<string, unknown>[] | undefined) ?? [])[0];
    if (!c) throw fail('api', 'the Google account has no YouTube channel');
    const snippet = (c.snippet ?? {}) as { title?: string; customUrl?: string };
    const stats = (c.statistics ?? {}) as { subscriberCount?: string; hiddenSubscriberCount?: boolean };
    return {
      externalId: String(c.id),
      handle: (snippet.customUrl ?? String(c.id)).replace(/^@/, ''),
      displayName: snippet.title ?? String(c.id),
      // a hidden count reads as 0: levels then come from views, not followers
      followers: stats.hiddenSubscriberCount ? 0 : Number(stats.subscriberCount ?? 0),
    };
  };

  type Item = {
    id: string;
    snippet?: { channelId?: string; publishedAt?: string };
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  };
  const videos = async (accessToken: string, ids: string[]) => {
    const body = await api(
      // no maxResults: videos.list does not take it together with `id`
      `/youtube/v3/videos?part=statistics,snippet&id=${ids.map(encodeURIComponent).join(',')}`,
      accessToken,
      1,
    );
    return (body.items ?? []) as Item[];
  };
  const n = (s: string | undefined) => (s === undefined ? null : Number(s));

  return {
    id: 'youtube',
    displayName: 'YouTube Shorts',
    limits: {
      maxIdsPerCall: YOUTUBE_MAX_IDS_PER_CALL,
      budget: {
        unit: 'quota_units',
        perWindow: limit,
        windowSeconds: 86_400,
        costPerStatsCall: 1,
        resets: { dailyAt: 'midnight', timeZone: YOUTUBE_QUOTA_TIME_ZONE },
      },
    },
    soundCheck: 'manual', // the Data API tells nothing of a video's audio
    reportingLagHours: 0,
    quota: () => ({ ...today(), limit }),
    authorizeUrl: (state) =>
      `${ep().authBase}/o/oauth2/v2/auth?${new URLSearchParams({
        client_id: o.clientId,
        redirect_uri: o.redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: pkceChallenge(pkceVerifier(o.pkceKey, state)),
        code_challenge_method: 'S256',
      })}`,
    // the code's state gives back the verifier its challenge was made from; without it Google refuses the code
    exchangeCode: (code, state) =>
      token(
        {
          code,
          grant_type: 'authorization_code',
          redirect_uri: o.redirectUri,
          ...(state === undefined ? {} : { code_verifier: pkceVerifier(o.pkceKey, state) }),
        },
        null,
      ),
    refresh: async ({ refreshToken }) => {
      if (!refreshToken) throw fail('token_expired', 'no refresh token');
      return token({ refresh_token: refreshToken, grant_type: 'refresh_token' }, refreshToken);
    },
    profile: channel,
    videoRefOf: youtubeVideoIdOf,
    async resolveVideo(accessToken, url) {
      const id = youtubeVideoIdOf(url);
      if (!id) throw fail('bad_link', 'not a YouTube video link');
      const [items, mine] = await Promise.all([videos(accessToken, [id]), channel(accessToken)]);
      const v = items.find((i) => i.id === id);
      if (!v) throw fail('video_deleted', `video ${id} does not exist or is private`);
      if (v.snippet?.channelId !== mine.externalId) throw fail('not_owner', `video ${id} belongs to another channel`);
      return {
        videoId: id,
        ownerId: mine.externalId,
        createdAt: v.snippet?.publishedAt ? new Date(v.snippet.publishedAt) : null,
        url: `https://www.youtube.com/shorts/${id}`,
      };
    },
    async readStats(accessToken, videoIds) {
      const ids = [...new Set(videoIds)];
      const out: Awaited<ReturnType<ShortVideoPlatform['readStats']>> = { stats: [], failed: [] };
      for (let i = 0; i < ids.length; i += YOUTUBE_MAX_IDS_PER_CALL) {
        const chunk = ids.slice(i, i + YOUTUBE_MAX_IDS_PER_CALL);
        const items = new Map((await videos(accessToken, chunk)).map((v) => [v.id, v]));
        for (const id of chunk) {
          const v = items.get(id);
          if (!v) out.failed.push({ videoId: id, error: fail('video_deleted', `video ${id} is gone or private`) });
          else
            out.stats.push({
              videoId: id,
              views: n(v.statistics?.viewCount) ?? 0,
              likes: n(v.statistics?.likeCount),
              comments: n(v.statistics?.commentCount),
              pending: false,
              ownerId: v.snippet?.channelId ?? null,
            });
        }
      }
      return out;
    },
  };
}
