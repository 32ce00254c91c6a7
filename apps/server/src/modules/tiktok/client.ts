// TikTok for Developers v2 client (Login Kit, user info, video query) plus the oEmbed sound lookup.
// One implementation; the simulator (simulator.ts) plays the same HTTP contract locally.

export type TikTokTokens = { accessToken: string; refreshToken: string; expiresIn: number; openId: string };
export type TikTokUser = { openId: string; username: string; displayName: string; followerCount: number };
export type TikTokVideo = {
  id: string;
  createTime: number;
  shareUrl: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  shareCount: number;
};

export type TikTokClient = {
  authorizeUrl: (state: string) => string;
  exchangeCode: (code: string) => Promise<TikTokTokens>;
  refresh: (refreshToken: string) => Promise<TikTokTokens>;
  userInfo: (accessToken: string) => Promise<TikTokUser>;
  /** Only the token owner's videos come back: a missing id means the video is not theirs. At most 20 ids a call. */
  queryVideos: (accessToken: string, ids: string[]) => Promise<TikTokVideo[]>;
  /** The music id of a public video from its oEmbed html, or null when it cannot be told. */
  musicIdOf: (videoUrl: string) => Promise<string | null>;
  /** The token owner's most recent videos, newest first (at most `max`, TikTok answers 20 a page). */
  listVideos: (accessToken: string, max: number) => Promise<TikTokVideo[]>;
};

export class TikTokError extends Error {
  /** TikTok's error code when the answer carried one (`access_token_invalid`, `rate_limit_exceeded`, `invalid_grant`). */
  code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

export type TikTokEndpoints = { authBase: string; apiBase: string; oembedBase: string };
export const REAL_ENDPOINTS: TikTokEndpoints = {
  authBase: 'https://www.tiktok.com',
  apiBase: 'https://open.tiktokapis.com',
  oembedBase: 'https://www.tiktok.com',
};

const SCOPES = 'user.info.basic,user.info.profile,user.info.stats,video.list';
const VIDEO_FIELDS = 'id,create_time,share_url,view_count,like_count,comment_count,share_count';

export const videoIdOf = (url: string) => url.match(/\/video\/(\d{5,25})/)?.[1] ?? null;
export const musicIdOfSoundLink = (url: string | null | undefined) =>
  url?.match(/\/music\/[^/?#]*?-?(\d{5,25})(?:[/?#]|$)/)?.[1] ?? null;

export function createTikTokClient(o: {
  /** A function so that the simulator's address can be known only once the server listens. */
  endpoints: TikTokEndpoints | (() => TikTokEndpoints);
  clientKey: string;
  clientSecret: string;
  redirectUri: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TikTokClient {
  const f = o.fetch ?? fetch;
  const ep = () => (typeof o.endpoints === 'function' ? o.endpoints() : o.endpoints);
  const call = async (url: string, init: RequestInit) => {
    const res = await f(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs ?? 10_000) });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const err = body.error as { code?: string; message?: string } | string | undefined;
    const code = typeof err === 'string' ? err : err?.code;
    if (!res.ok || (code && code !== 'ok')) {
      const message =
        typeof err === 'string' ? String(body.error_description ?? err) : (err?.message ?? `HTTP ${res.status}`);
      throw new TikTokError(`TikTok: ${message}`, code);
    }
    return body;
  };
  const token = async (params: Record<string, string>): Promise<TikTokTokens> => {
    const body = await call(`${ep().apiBase}/v2/oauth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_key: o.clientKey, client_secret: o.clientSecret, ...params }).toString(),
    });
    return {
      accessToken: String(body.access_token),
      refreshToken: String(body.refresh_token),
      expiresIn: Number(body.expires_in), // never hard-coded: TikTok's lifetimes differ between its pages
      openId: String(body.open_id),
    };
  };
  const videoOf = (v: Record<string, unknown>): TikTokVideo => ({
    id: String(v.id),
    createTime: Number(v.create_time),
    shareUrl: String(v.share_url ?? ''),
    viewCount: Number(v.view_count ?? 0),
    likeCount: Number(v.like_count ?? 0),
    commentCount: Number(v.comment_count ?? 0),
    shareCount: Number(v.share_count ?? 0),
  });
  return {
    async listVideos(accessToken, max) {
      const body = await call(`${ep().apiBase}/v2/video/list/?fields=${VIDEO_FIELDS}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ max_count: Math.min(20, Math.max(1, max)) }),
      });
      const videos = ((body.data as { videos?: Record<string, unknown>[] })?.videos ?? []) as Record<string, unknown>[];
      return videos.map(videoOf).slice(0, max);
    },
    authorizeUrl: (state) =>
      `${ep().authBase}/v2/auth/authorize/?${new URLSearchParams({
        client_key: o.clientKey,
        scope: SCOPES,
        response_type: 'code',
        redirect_uri: o.redirectUri,
        state,
      })}`,
    exchangeCode: (code) => token({ code, grant_type: 'authorization_code', redirect_uri: o.redirectUri }),
    refresh: (refreshToken) => token({ refresh_token: refreshToken, grant_type: 'refresh_token' }),
    async userInfo(accessToken) {
      const body = await call(
        `${ep().apiBase}/v2/user/info/?fields=open_id,union_id,avatar_url,display_name,username,follower_count`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      const u = ((body.data as { user?: Record<string, unknown> })?.user ?? {}) as Record<string, unknown>;
      return {
        openId: String(u.open_id),
        username: String(u.username),
        displayName: String(u.display_name ?? u.username),
        followerCount: Number(u.follower_count ?? 0),
      };
    },
    async queryVideos(accessToken, ids) {
      const out: TikTokVideo[] = [];
      for (let i = 0; i < ids.length; i += 20) {
        const body = await call(`${ep().apiBase}/v2/video/query/?fields=${VIDEO_FIELDS}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ filters: { video_ids: ids.slice(i, i + 20) } }),
        });
        const videos = ((body.data as { videos?: Record<string, unknown>[] })?.videos ?? []) as Record<
          string,
          unknown
        >[];
        for (const v of videos) {
          out.push({
            id: String(v.id),
            createTime: Number(v.create_time),
            shareUrl: String(v.share_url),
            viewCount: Number(v.view_count ?? 0),
            likeCount: Number(v.like_count ?? 0),
            commentCount: Number(v.comment_count ?? 0),
            shareCount: Number(v.share_count ?? 0),
          });
        }
      }
      return out;
    },
    async musicIdOf(videoUrl) {
      try {
        const res = await f(`${ep().oembedBase}/oembed?url=${encodeURIComponent(videoUrl)}`, {
          signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
        });
        if (!res.ok) return null;
        const body = (await res.json()) as { html?: string };
        return musicIdOfSoundLink(body.html?.match(/https?:\/\/[^"'\s]*\/music\/[^"'\s]*/)?.[0]);
      } catch {
        return null;
      }
    },
  };
}
