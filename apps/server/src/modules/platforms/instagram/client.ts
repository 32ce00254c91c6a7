// Instagram Reels through the Instagram API with Instagram Login (Business Login for Instagram; professional
// accounts). Request and answer shapes from Meta's published reference, looked up for this client
// (developers.facebook.com/docs/instagram-platform/…):
//   - instagram-api-with-instagram-login/business-login: GET www.instagram.com/oauth/authorize (client_id,
//     redirect_uri, response_type=code, scope comma-separated, state); POST api.instagram.com/oauth/access_token
//     form-encoded (client_id, client_secret, grant_type=authorization_code, redirect_uri, code) →
//     { data: [{ access_token, user_id, permissions }] } (older answers: the same fields at the top level);
//     a short-lived token lives 1 hour.
//   - reference/access_token: GET graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret&
//     access_token → { access_token, token_type: 'bearer', expires_in } (60 days).
//   - reference/refresh_access_token: GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token&
//     access_token → the same shape (the long-lived token must be at least 24 h old and unexpired).
//   - reference/instagram-user: GET /me?fields=user_id,username,name,followers_count.
//   - reference/instagram-user/media: GET /me/media?fields=…&limit → { data: [...], paging: { cursors, next } }.
//   - reference/instagram-media: GET /<MEDIA_ID>?fields=id,owner,permalink,shortcode,media_product_type,timestamp.
//   - reference/instagram-media/insights: GET /<MEDIA_ID>/insights?metric=views,likes,comments → { data: [{ name,
//     period: 'lifetime', values: [{ value }], title, description, id }] }; data may lag up to 48 hours and an
//     unavailable metric comes back as an empty data set, not 0; views count organic views only. Needs the scopes
//     instagram_business_basic and instagram_business_manage_insights.
//   - Graph API errors: { error: { message, type, code, error_subcode, fbtrace_id } } — code 190 an invalid or
//     expired token (subcode 463 expired), 4/17/32/613 rate limits, 100 with subcode 33 an object that does not
//     exist, 10 a permission the token lacks.
//   - Rate limits (developers.facebook.com/docs/graph-api/overview/rate-limiting): Instagram Platform calls fall
//     under Business Use Case limits, which Meta sizes per account from its activity and does not publish as one
//     number; we budget the Graph API's platform figure, 200 calls an hour per user, as a conservative pace.
//     Insights are read one media a call.
// The simulator (simulator.ts) plays the same contract locally.
import { PLATFORM_REPORTING_LAG_HOURS } from '@hookline/shared/platforms';
import {
  PlatformError,
  type PlatformErrorCode,
  type PlatformTokens,
  type ShortVideoPlatform,
  type VideoStats,
} from '../types';

export type InstagramEndpoints = { authBase: string; tokenBase: string; graphBase: string };
export const INSTAGRAM_REAL_ENDPOINTS: InstagramEndpoints = {
  authBase: 'https://www.instagram.com',
  tokenBase: 'https://api.instagram.com',
  graphBase: 'https://graph.instagram.com',
};
export const INSTAGRAM_API_VERSION = 'v23.0';
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'];
/** Data used for insights can be delayed up to 48 hours (Meta, Instagram Media Insights). */
export const INSTAGRAM_INSIGHTS_LAG_HOURS = PLATFORM_REPORTING_LAG_HOURS.instagram;
export const INSTAGRAM_CALLS_PER_HOUR = 200;
/** Pages of the creator's media looked through to find a link's shortcode (50 a page). */
const MEDIA_PAGES = 4;

/** The shortcode of an instagram.com/reel/<code>, /reels/<code> or /p/<code> link. */
export function instagramShortcodeOf(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^(www\.)?instagram\.com$/.test(u.hostname)) return null;
  return u.pathname.match(/^\/(?:[A-Za-z0-9._]+\/)?(?:reels?|p)\/([A-Za-z0-9_-]{5,40})\/?$/)?.[1] ?? null;
}

type GraphError = { message?: string; code?: number; error_subcode?: number };

const codeOf = (e: GraphError): PlatformErrorCode => {
  if (e.code === 190) return 'token_expired';
  if (e.code === 4 || e.code === 17 || e.code === 32 || e.code === 613) return 'quota_exhausted';
  if (e.code === 100 && e.error_subcode === 33) return 'video_deleted';
  if (e.code === 10) return 'not_owner';
  return 'api';
};

export function createInstagramPlatform(o: {
  endpoints: InstagramEndpoints | (() => InstagramEndpoints);
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ShortVideoPlatform {
  const f = o.fetch ?? fetch;
  const ep = () => (typeof o.endpoints === 'function' ? o.endpoints() : o.endpoints);
  const fail = (code: PlatformErrorCode, message: string) => new PlatformError('instagram', code, message);
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await f(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs ?? 10_000) });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok && !body.error) return body;
    if (body.error && typeof body.error === 'object') {
      const e = body.error as GraphError;
      throw fail(codeOf(e), e.message ?? `HTTP ${res.status}`);
    }
    // the token endpoint's OAuth errors: { error_type, code, error_message }
    throw fail('api', String(body.error_message ?? body.error ?? `HTTP ${res.status}`));
  };
  const graph = (path: string, accessToken: string, params: Record<string, string> = {}) =>
    call(
      `${ep().graphBase}/${INSTAGRAM_API_VERSION}${path}?${new URLSearchParams({ ...params, access_token: accessToken })}`,
    );
  const longLived = (
    body: Record<string, unknown>,
    externalId: string | null,
    scopes: string[] | null,
  ): PlatformTokens => ({
    accessToken: String(body.access_token),
    refreshToken: null,
    expiresIn: Number(body.expires_in),
    externalId,
    scopes,
  });

  const me = async (accessToken: string) => {
    const u = await graph('/me', accessToken, { fields: 'user_id,username,name,followers_count' });
    return {
      externalId: String(u.user_id),
      handle: String(u.username),
      displayName: String(u.name ?? u.username),
      followers: Number(u.followers_count ?? 0),
    };
  };

  const insights = async (accessToken: string, videoId: string): Promise<VideoStats> => {
    let body: Record<string, unknown>;
    try {
      body = await graph(`/${encodeURIComponent(videoId)}/insights`, accessToken, { metric: 'views,likes,comments' });
    } catch (e) {
      // "(#10) Not enough viewers for the media to show insights": no figure yet, not a refusal
      if (e instanceof PlatformError && e.code === 'not_owner' && /not enough viewers/i.test(e.message))
        return { videoId, views: null, likes: null, comments: null, pending: true, ownerId: null };
      throw e;
    }
    const metrics = (body.data ?? []) as { name?: string; values?: { value?: number }[] }[];
    const value = (name: string) => {
      const m = metrics.find((x) => x.name === name);
      return m?.values?.[0]?.value === undefined ? null : Number(m.values[0].value);
    };
    const views = value('views');
    // an empty data set, not 0, while the insights lag
    return {
      videoId,
      views,
      likes: value('likes'),
      comments: value('comments'),
      pending: views === null,
      ownerId: null,
    };
  };

  return {
    id: 'instagram',
    displayName: 'Instagram Reels',
    limits: {
      maxIdsPerCall: 1,
      budget: {
        unit: 'calls',
        perWindow: INSTAGRAM_CALLS_PER_HOUR,
        windowSeconds: 3600,
        costPerStatsCall: 1,
        resets: 'rolling',
      },
    },
    soundCheck: 'manual', // the API does not tell a Reel's audio
    reportingLagHours: INSTAGRAM_INSIGHTS_LAG_HOURS,
    authorizeUrl: (state) =>
      `${ep().authBase}/oauth/authorize?${new URLSearchParams({
        client_id: o.clientId,
        redirect_uri: o.redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_SCOPES.join(','),
        state,
      })}`,
    async exchangeCode(code) {
      const short = await call(`${ep().tokenBase}/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: o.clientId,
          client_secret: o.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: o.redirectUri,
          code,
        }).toString(),
      });
      const first = (Array.isArray(short.data) ? short.data[0] : short) as Record<string, unknown> | undefined;
      if (!first?.access_token) throw fail('api', 'no access token in the answer');
      const permissions = first.permissions;
      const scopes = Array.isArray(permissions)
        ? permissions.map(String)
        : typeof permissions === 'string'
          ? permissions.split(',')
          : null;
      // the short-lived token lives an hour: exchange it at once for the 60-day one
      const long = await call(
        `${ep().graphBase}/access_token?${new URLSearchParams({
          grant_type: 'ig_exchange_token',
          client_secret: o.clientSecret,
          access_token: String(first.access_token),
        })}`,
      );
      return longLived(long, first.user_id === undefined ? null : String(first.user_id), scopes);
    },
    async refresh({ accessToken }) {
      const body = await call(
        `${ep().graphBase}/refresh_access_token?${new URLSearchParams({
          grant_type: 'ig_refresh_token',
          access_token: accessToken,
        })}`,
      );
      return longLived(body, null, null);
    },
    profile: me,
    videoRefOf: instagramShortcodeOf,
    async resolveVideo(accessToken, url) {
      const shortcode = instagramShortcodeOf(url);
      if (!shortcode) throw fail('bad_link', 'not an Instagram Reel link');
      // the API takes media ids, not shortcodes: look for the link among the creator's own media
      let next: string | null = null;
      let found: string | null = null;
      for (let page = 0; page < MEDIA_PAGES && !found; page++) {
        const body: Record<string, unknown> = next
          ? await call(next)
          : await graph('/me/media', accessToken, { fields: 'id,shortcode,permalink', limit: '50' });
        const items = (body.data ?? []) as { id: string; shortcode?: string; permalink?: string }[];
        found =
          items.find((m) => m.shortcode === shortcode || instagramShortcodeOf(m.permalink ?? '') === shortcode)?.id ??
          null;
        next = ((body.paging as { next?: string } | undefined)?.next ?? null) as string | null;
        if (!next) break;
      }
      if (!found) throw fail('not_owner', `the Reel ${shortcode} is not among the connected account's media`);
      const [media, account] = await Promise.all([
        graph(`/${encodeURIComponent(found)}`, accessToken, {
          fields: 'id,owner,permalink,shortcode,media_product_type,timestamp',
        }),
        me(accessToken),
      ]);
      const ownerId = String((media.owner as { id?: string } | undefined)?.id ?? '');
      if (ownerId !== account.externalId) throw fail('not_owner', `the Reel ${shortcode} belongs to another account`);
      if (media.media_product_type !== 'REELS') throw fail('not_short_video', `${shortcode} is not a Reel`);
      return {
        videoId: String(media.id),
        ownerId,
        createdAt: media.timestamp ? new Date(String(media.timestamp).replace(/([+-]\d\d)(\d\d)$/, '$1:$2')) : null,
        url: String(media.permalink ?? url),
      };
    },
    async readStats(accessToken, videoIds) {
      const out: Awaited<ReturnType<ShortVideoPlatform['readStats']>> = { stats: [], failed: [] };
      for (const id of new Set(videoIds)) {
        try {
          out.stats.push(await insights(accessToken, id));
        } catch (e) {
          // a token or budget failure stops the batch; a single media's failure is that media's
          if (e instanceof PlatformError && (e.code === 'video_deleted' || e.code === 'not_owner'))
            out.failed.push({ videoId: id, error: e });
          else throw e;
        }
      }
      return out;
    },
  };
}
