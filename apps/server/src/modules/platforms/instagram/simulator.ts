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
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { INSTAGRAM_API_VERSION, INSTAGRAM_SCOPES } from './client';
import {
  b64,
  esc,
  IG_SIM_SUFFIX,
  INSTAGRAM_SIM_CALLBACK,
  INSTAGRAM_SIM_PREFIX,
  mediaFields,
  ownerOfMedia,
  simFollowers,
  simInstagramUserId,
  simInstagramViews,
  simMedia,
  unb64,
} from './sim-media';

export { IG_SIM_SUFFIX, INSTAGRAM_SIM_PREFIX, simInstagramUserId, simMedia, simReelUrl } from './sim-media';

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

  /**
   * A media the caller may read, or Meta's error answer: code 100 subcode 33 for a media that does not exist (or was
   * deleted), code 10 for another account's media. The media page and its insights share it.
   */
  const ownMedia = (req: FastifyRequest) => {
    const q = req.query as Record<string, string>;
    const who = caller(q, req.headers.authorization);
    if (!('username' in who)) return who;
    const id = (req.params as { mediaId: string }).mediaId;
    const owner = ownerOfMedia(id);
    if (!owner || id.endsWith(IG_SIM_SUFFIX.deleted))
      return {
        status: 400,
        body: graphError(
          `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          'GraphMethodException',
          100,
          33,
        ),
      };
    if (owner !== simInstagramUserId(who.username as string))
      return {
        status: 400,
        body: graphError('(#10) Application does not have permission for this action', 'OAuthException', 10),
      };
    return { id, q };
  };

  app.get(`${V}/:mediaId`, pub, async (req, reply) => {
    const media = ownMedia(req);
    if (!('id' in media)) return reply.status(media.status).send(media.body);
    const { epoch: _epoch, ...m } = mediaFields(media.id);
    const fields = String(media.q.fields ?? 'id').split(',');
    return Object.fromEntries(Object.entries(m).filter(([k]) => fields.includes(k) || k === 'id'));
  });

  app.get(`${V}/:mediaId/insights`, pub, async (req, reply) => {
    const media = ownMedia(req);
    if (!('id' in media)) return reply.status(media.status).send(media.body);
    const { id, q } = media;
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
