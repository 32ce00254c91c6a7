// The Instagram simulator: Business Login for Instagram and the Instagram Graph API (graph.instagram.com) with the
// real request and answer shapes (see client.ts for the sources), served locally under /instagram-sim. A code or
// token carries its username. Every account has the same six media, whose ids carry the owner (so any media id tells
// whose it is) and end in a switch:
//   …1001, …1002, …1003  Reels whose views grow with time since upload
//   …4848                a Reel whose insights lag: the insights answer an empty data set (as Meta does)
//   …0404                a Reel deleted since it was listed: reading it answers code 100, subcode 33
//   …2002                a feed photo (media_product_type FEED), not a Reel
// Account switches: username 'deny…' → consent refused; 'expired…' → every Graph call answers code 190, subcode 463;
// 'quota…' → code 4 (application request limit reached); '…_f<n>' → n followers. Another account's media answer
// code 10 (no permission) to insights.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { INSTAGRAM_API_VERSION, INSTAGRAM_SCOPES } from './client';

export const INSTAGRAM_SIM_PREFIX = '/instagram-sim';
export const INSTAGRAM_SIM_CALLBACK = '/app/authorize/instagram';
export const IG_SIM_SUFFIX = { reels: ['1001', '1002', '1003'], lagging: '4848', deleted: '0404', photo: '2002' };

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');
const num = (s: string, mod: number) => createHash('sha256').update(s).digest().readUInt32BE(0) % mod;
const ANCHOR = Math.floor(Date.now() / 86_400_000) * 86_400;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const accountDigits = (username: string) => String(num(`ig:${username}`, 1e9)).padStart(10, '0');
export const simInstagramUserId = (username: string) => `17841${accountDigits(username)}`;
/** The owner's user id of a simulated media id (18 + 10 account digits + 4-digit switch), or null. */
const ownerOfMedia = (id: string) => (/^18\d{14}$/.test(id) ? `17841${id.slice(2, 12)}` : null);
export const simShortcode = (mediaId: string) => `C${b64(mediaId)}`;
export const simReelUrl = (mediaId: string) => `https://www.instagram.com/reel/${simShortcode(mediaId)}/`;
export const simFollowers = (username: string) => {
  const f = username.match(/_f(\d{1,9})(?:_|$)/)?.[1];
  return f === undefined ? 800 + num(username, 150_000) : Number(f);
};

/** The media of a simulated account, newest first. */
export function simMedia(username: string) {
  const suffixes = [...IG_SIM_SUFFIX.reels, IG_SIM_SUFFIX.lagging, IG_SIM_SUFFIX.deleted, IG_SIM_SUFFIX.photo];
  return suffixes.map((s) => `18${accountDigits(username)}${s}`);
}

const mediaFields = (id: string) => {
  const k = Number(id.slice(-4)) % 7;
  const timestamp = ANCHOR - (k + 1) * 86_400 + 3600;
  const photo = id.endsWith(IG_SIM_SUFFIX.photo);
  return {
    id,
    owner: { id: ownerOfMedia(id) },
    shortcode: simShortcode(id),
    permalink: photo ? `https://www.instagram.com/p/${simShortcode(id)}/` : simReelUrl(id),
    media_product_type: photo ? 'FEED' : 'REELS',
    media_type: photo ? 'IMAGE' : 'VIDEO',
    // Meta's timestamps: ISO 8601 with a +0000 offset
    timestamp: new Date(timestamp * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    epoch: timestamp,
  };
};

/** The organic views of a simulated media at `now`: (1 + id mod 4) a second since upload. */
export const simInstagramViews = (id: string, now = Date.now()) =>
  Math.max(0, Math.floor(now / 1000 - mediaFields(id).epoch) * (1 + num(id, 4)));

const graphError = (message: string, type: string, code: number, subcode?: number) => ({
  error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'SimTrace' },
});

export const instagramSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const callbackUrl = `${app.ctx.config.appUrl}${INSTAGRAM_SIM_CALLBACK}`;
  const tokenOf = (q: Record<string, string>, authorization?: string) =>
    q.access_token ?? authorization?.replace(/^Bearer /i, '') ?? '';
  /** The caller of a Graph request, or the error answer Meta gives. */
  const caller = (q: Record<string, string>, authorization?: string) => {
    const token = tokenOf(q, authorization);
    const username = token.startsWith('igsim-at.') ? unb64(token.slice(9)) : null;
    if (!username)
      return {
        status: 400,
        body: graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190),
      };
    if (username.startsWith('expired'))
      return {
        status: 400,
        body: graphError('Error validating access token: Session has expired.', 'OAuthException', 190, 463),
      };
    if (username.startsWith('quota'))
      return { status: 400, body: graphError('(#4) Application request limit reached', 'OAuthException', 4) };
    return { username };
  };
  const V = `/graph/${INSTAGRAM_API_VERSION}`;

  app.get('/oauth/authorize', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    const html = `<!doctype html><html><head><title>Instagram (simulator) — authorize</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>Instagram simulator</h1><p>Hookline asks for: ${esc(q.scope ?? '')}.</p>
<form method="get" action="${INSTAGRAM_SIM_PREFIX}/consent">
<input type="hidden" name="redirect_uri" value="${esc(q.redirect_uri ?? '')}"><input type="hidden" name="state" value="${esc(q.state ?? '')}">
<label>Instagram username <input name="username" value="sim_reeler_${Date.now() % 100000}" required></label>
<p><button type="submit">Allow</button></p></form></body></html>`;
    return reply.type('text/html').send(html);
  });

  app.get('/consent', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.redirect_uri !== undefined && q.redirect_uri !== callbackUrl && q.redirect_uri !== INSTAGRAM_SIM_CALLBACK) {
      return reply.status(400).type('text/plain').send('Invalid redirect_uri');
    }
    const target = new URL(q.redirect_uri ?? INSTAGRAM_SIM_CALLBACK, 'http://placeholder');
    if (q.username?.startsWith('deny')) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'Permissions error');
    } else target.searchParams.set('code', `igsim-code.${b64(q.username ?? 'sim_reeler')}`);
    if (q.state) target.searchParams.set('state', q.state);
    const url = q.redirect_uri?.startsWith('http') ? target.toString() : `${target.pathname}${target.search}`;
    return reply.redirect(url);
  });

  app.post('/oauth/access_token', pub, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, string>;
    if (b.grant_type !== 'authorization_code' || !b.code?.startsWith('igsim-code.'))
      return reply.status(400).send({
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Matching code was not found or was already used',
      });
    const username = unb64(b.code.slice(11));
    return {
      data: [
        {
          access_token: `igsim-short.${b64(username)}`,
          user_id: simInstagramUserId(username),
          permissions: INSTAGRAM_SCOPES.join(','),
        },
      ],
    };
  });

  app.get('/graph/access_token', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.grant_type !== 'ig_exchange_token' || !q.client_secret || !q.access_token?.startsWith('igsim-short.'))
      return reply.status(400).send(graphError('Invalid OAuth access token', 'OAuthException', 190));
    return { access_token: `igsim-at.${q.access_token.slice(12)}`, token_type: 'bearer', expires_in: 5_183_944 };
  });

  app.get('/graph/refresh_access_token', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.grant_type !== 'ig_refresh_token')
      return reply.status(400).send(graphError('Unsupported grant type', 'OAuthException', 100));
    const who = caller(q);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    return { access_token: `igsim-at.${b64(who.username as string)}`, token_type: 'bearer', expires_in: 5_183_944 };
  });

  app.get(`${V}/me`, pub, async (req, reply) => {
    const who = caller(req.query as Record<string, string>, req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const u = who.username as string;
    return {
      user_id: simInstagramUserId(u),
      username: u,
      name: u,
      followers_count: simFollowers(u),
      id: simInstagramUserId(u),
    };
  });

  app.get(`${V}/me/media`, pub, async (req, reply) => {
    const who = caller(req.query as Record<string, string>, req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const data = simMedia(who.username as string).map((id) => {
      const { epoch: _epoch, owner: _owner, ...m } = mediaFields(id);
      return m;
    });
    return { data, paging: { cursors: { before: 'QVFIU0', after: 'QVFIU1' } } };
  });

  app.get(`${V}/:mediaId`, pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    const who = caller(q, req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const id = (req.params as { mediaId: string }).mediaId;
    const owner = ownerOfMedia(id);
    if (!owner || id.endsWith(IG_SIM_SUFFIX.deleted))
      return reply
        .status(400)
        .send(
          graphError(
            `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
            'GraphMethodException',
            100,
            33,
          ),
        );
    if (owner !== simInstagramUserId(who.username as string))
      return reply
        .status(400)
        .send(graphError('(#10) Application does not have permission for this action', 'OAuthException', 10));
    const { epoch: _epoch, ...m } = mediaFields(id);
    const fields = String(q.fields ?? 'id').split(',');
    return Object.fromEntries(Object.entries(m).filter(([k]) => fields.includes(k) || k === 'id'));
  });

  app.get(`${V}/:mediaId/insights`, pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    const who = caller(q, req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const id = (req.params as { mediaId: string }).mediaId;
    const owner = ownerOfMedia(id);
    if (!owner || id.endsWith(IG_SIM_SUFFIX.deleted))
      return reply
        .status(400)
        .send(
          graphError(
            `Unsupported get request. Object with ID '${id}' does not exist.`,
            'GraphMethodException',
            100,
            33,
          ),
        );
    if (owner !== simInstagramUserId(who.username as string))
      return reply
        .status(400)
        .send(graphError('(#10) Application does not have permission for this action', 'OAuthException', 10));
    if (id.endsWith(IG_SIM_SUFFIX.lagging)) return { data: [] };
    const views = simInstagramViews(id);
    const value = { views, likes: Math.floor(views / 15), comments: Math.floor(views / 200) };
    const metrics = String(q.metric ?? '')
      .split(',')
      .filter((m): m is keyof typeof value => m in value);
    return {
      data: metrics.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: value[name] }],
        title: name[0]?.toUpperCase() + name.slice(1),
        description: `Simulated ${name}`,
        id: `${id}/insights/${name}/lifetime`,
      })),
    };
  });
};
