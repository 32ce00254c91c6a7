// The TikTok simulator: the same HTTP contract as TikTok's v2 API and oEmbed, served locally under /tiktok-sim.
// Deterministic: a code/token carries its username; every video id belongs to whoever asks, and views grow with
// time since the video's creation. Switches (video id endings) produce each failure:
//   ...0000 → not the caller's video (profile mismatch)     ...6666 → another sound (wrong sound)
//   ...1313 → oEmbed without a sound (manual sound check)   username 'deny' → consent refused; 'broken' → API error
//   ...8888 → bot-like stats: views 500× faster than usual, almost no likes, comments or shares (fraud signals)
// A video's sound is the `sim_music` query parameter of its URL, else SIM_DEFAULT_MUSIC_ID.
// Profile switches (levels from TikTok, docs/engine.md): `_f<n>` in the username → n followers, `_v<n>` → recent
// videos whose median is n views, `_n<n>` → that many recent videos (0..20).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

export const SIM_DEFAULT_MUSIC_ID = '7300000000000000001';
export const SIM_PREFIX = '/tiktok-sim';

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');
const num = (s: string, mod: number) =>
  Number.parseInt(createHash('sha256').update(s).digest('hex').slice(0, 8), 16) % mod;

export const SIM_OTHER_MUSIC_ID = '7399999999999999999';
/** Video ids ending so play bought views (docs/engine.md "TikTok"). */
export const SIM_BOT_SUFFIX = '8888';
// Creation times are fixed for the life of the process: 0..47 hours before the day it started.
const ANCHOR = Math.floor(Date.now() / 86_400_000) * 86_400;

/** Views grow by (1 + id mod 5) per second since creation, so every later read shows more. */
export function simVideo(id: string, now = Date.now()) {
  const createTime = ANCHOR - num(id, 48) * 3600;
  const bot = id.endsWith(SIM_BOT_SUFFIX);
  const rate = (1 + num(id, 5)) * (bot ? 500 : 1);
  const views = Math.max(0, Math.floor(now / 1000 - createTime) * rate);
  if (bot) {
    // bought views: the audience does not react
    return {
      id,
      create_time: createTime,
      view_count: views,
      like_count: Math.floor(views / 5000),
      comment_count: 0,
      share_count: 0,
    };
  }
  return {
    id,
    create_time: createTime,
    view_count: views,
    like_count: Math.floor(views / 12),
    comment_count: Math.floor(views / 150),
    share_count: Math.floor(views / 90),
  };
}

/**
 * Profiles of the demo data (cli/seed-demo.ts) whose names carry no switches: the switches they stand for, so the
 * demo creator connects, tests the connection and gets a level through the same code as anyone else.
 */
export const SIM_NAMED_PROFILES: Record<string, string> = { 'demo.dancer': '_f12400_v2600' };
const switchesOf = (username: string) => username + (SIM_NAMED_PROFILES[username] ?? '');

/** Follower count of a simulated profile: the `_f<n>` switch, else a stable number from the username. */
export function simFollowers(username: string) {
  const f = switchesOf(username).match(/_f(\d{1,9})(?:_|$)/)?.[1];
  return f === undefined ? 1_000 + num(username, 250_000) : Number(f);
}

/**
 * The recent videos of a simulated profile, newest first. With `_v<n>` their views spread evenly around n, so the
 * median is exactly n; without it five videos of 100..399 views (below Level 1 of the rule table).
 */
export function simRecentVideos(username: string) {
  const v = switchesOf(username).match(/_v(\d{1,9})(?:_|$)/)?.[1];
  const n = switchesOf(username).match(/_n(\d{1,2})(?:_|$)/)?.[1];
  const count = Math.min(20, n === undefined ? (v === undefined ? 5 : 9) : Number(n));
  const median = v === undefined ? null : Number(v);
  const step = median === null ? 0 : Math.floor(median / (2 * Math.max(1, count)));
  return Array.from({ length: count }, (_, i) => {
    const id = `74${String(num(`${username}:${i}`, 1e9)).padStart(9, '0')}${String(i).padStart(4, '1')}`;
    const views = median === null ? 100 + num(`${username}:${i}`, 300) : median + (2 * i - (count - 1)) * step;
    return {
      id,
      create_time: ANCHOR - (i + 1) * 86_400,
      view_count: views,
      like_count: Math.floor(views / 12),
      comment_count: Math.floor(views / 150),
      share_count: Math.floor(views / 90),
      share_url: `https://www.tiktok.com/@${username}/video/${id}`,
    };
  });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const tiktokSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const userOf = (authorization?: string) => {
    const token = authorization?.replace(/^Bearer /i, '') ?? '';
    return token.startsWith('sim-at.') ? unb64(token.slice(7)) : null;
  };

  app.get('/v2/auth/authorize/', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    const html = `<!doctype html><html><head><title>TikTok (simulator) — authorize</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>TikTok simulator</h1><p>Hookline asks to read your profile and your videos' statistics.</p>
<form method="get" action="${SIM_PREFIX}/consent">
<input type="hidden" name="redirect_uri" value="${esc(q.redirect_uri ?? '')}"><input type="hidden" name="state" value="${esc(q.state ?? '')}">
<label>TikTok username <input name="username" value="sim_creator_${Date.now() % 100000}" required></label>
<p><button type="submit">Authorize</button></p></form></body></html>`;
    return reply.type('text/html').send(html);
  });

  // like TikTok with a registered redirect URI: the answer goes only to this app's own callback, never elsewhere
  const callbackPath = '/app/authorize/tiktok';
  const callbackUrl = `${app.ctx.config.appUrl}${callbackPath}`;

  app.get('/consent', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.redirect_uri !== undefined && q.redirect_uri !== callbackUrl && q.redirect_uri !== callbackPath) {
      return reply.status(400).type('text/plain').send("redirect_uri is not this application's TikTok callback");
    }
    const target = new URL(q.redirect_uri ?? callbackPath, 'http://placeholder');
    if (q.username === 'deny') target.searchParams.set('error', 'access_denied');
    else target.searchParams.set('code', `sim-code.${b64(q.username ?? 'sim_creator')}`);
    if (q.state) target.searchParams.set('state', q.state);
    const url = q.redirect_uri?.startsWith('http') ? target.toString() : `${target.pathname}${target.search}`;
    return reply.redirect(url);
  });

  app.post('/v2/oauth/token/', pub, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, string>;
    let username: string | null = null;
    if (b.grant_type === 'authorization_code' && b.code?.startsWith('sim-code.')) username = unb64(b.code.slice(9));
    if (b.grant_type === 'refresh_token' && b.refresh_token?.startsWith('sim-rt.'))
      username = unb64(b.refresh_token.slice(7));
    if (!username)
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Authorization code is invalid.' });
    return {
      access_token: `sim-at.${b64(username)}`,
      refresh_token: `sim-rt.${b64(username)}`,
      expires_in: 86_400,
      refresh_expires_in: 31_536_000,
      open_id: `sim-open-${num(username, 1e9)}`,
      scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
      token_type: 'Bearer',
    };
  });

  app.get('/v2/user/info/', pub, async (req, reply) => {
    const username = userOf(req.headers.authorization);
    if (!username || username.startsWith('broken')) {
      return reply
        .status(401)
        .send({ error: { code: 'access_token_invalid', message: 'The access token is invalid.' } });
    }
    return {
      data: {
        user: {
          open_id: `sim-open-${num(username, 1e9)}`,
          union_id: `sim-union-${num(username, 1e9)}`,
          display_name: username,
          username,
          follower_count: simFollowers(username),
        },
      },
      error: { code: 'ok', message: '' },
    };
  });

  app.post('/v2/video/query/', pub, async (req, reply) => {
    const username = userOf(req.headers.authorization);
    if (!username)
      return reply
        .status(401)
        .send({ error: { code: 'access_token_invalid', message: 'The access token is invalid.' } });
    const ids = ((req.body as { filters?: { video_ids?: string[] } })?.filters?.video_ids ?? []).slice(0, 20);
    const videos = ids
      .filter((id) => !id.endsWith('0000'))
      .map((id) => ({ ...simVideo(id), share_url: `https://www.tiktok.com/@${username}/video/${id}` }));
    return { data: { videos, cursor: 0, has_more: false }, error: { code: 'ok', message: '' } };
  });

  app.post('/v2/video/list/', pub, async (req, reply) => {
    const username = userOf(req.headers.authorization);
    if (!username || username.startsWith('broken'))
      return reply
        .status(401)
        .send({ error: { code: 'access_token_invalid', message: 'The access token is invalid.' } });
    const max = Math.min(20, Math.max(1, Number((req.body as { max_count?: number })?.max_count ?? 20)));
    const videos = simRecentVideos(username).slice(0, max);
    return { data: { videos, cursor: 0, has_more: false }, error: { code: 'ok', message: '' } };
  });

  app.get('/oembed', pub, async (req, reply) => {
    const url = String((req.query as Record<string, string>).url ?? '');
    const id = url.match(/\/video\/(\d+)/)?.[1];
    if (!id) return reply.status(400).send({ status_msg: 'Something went wrong' });
    const music = id.endsWith('6666')
      ? SIM_OTHER_MUSIC_ID
      : (new URL(url).searchParams.get('sim_music') ?? SIM_DEFAULT_MUSIC_ID);
    const sound = id.endsWith('1313')
      ? ''
      : `<a target="_blank" href="https://www.tiktok.com/music/Simulated-Sound-${music}">♬ Simulated Sound</a>`;
    return {
      version: '1.0',
      type: 'video',
      title: 'Simulated video',
      author_url: url.replace(/\/video\/.*/, ''),
      html: `<blockquote class="tiktok-embed" cite="${esc(url)}" data-video-id="${id}"><section>${sound}</section></blockquote>`,
    };
  });
};
