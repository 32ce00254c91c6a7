// The YouTube simulator: Google OAuth and the YouTube Data API v3 (channels.list, videos.list) with their real
// request and answer shapes (see client.ts for the sources), served locally under /youtube-sim. Deterministic: a
// code or token carries its username; a channel's id comes from it. Switches:
//   username 'deny…'     → consent refused (error=access_denied)
//   username 'expired…'  → the Data API answers 401 (authError) and a refresh answers invalid_grant
//   username 'quota…'    → the Data API answers 403 quotaExceeded (domain youtube.quota)
//   username '…_f<n>'    → n subscribers; '…hidden…' → hiddenSubscriberCount
//   video id 'del…'      → absent from videos.list (deleted or private)
//   video id 'oth…'      → uploaded by another channel (not the creator's)
//   video id 'lag…'      → a count that lags: the statistics are those of 48 h earlier (YouTube says nothing of a
//                          lag, so the client reads the figure as it is; it is why settlement reads again later)
// Every other 11-character id is a Short of whoever asks; its views grow with time since its upload.
// PKCE as Google: a consent asked with code_challenge (S256 only here) gives a code that the token endpoint
// exchanges only with the code_verifier whose SHA-256 is that challenge (invalid_grant otherwise).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { YOUTUBE_MAX_IDS_PER_CALL } from './client';

export const YOUTUBE_SIM_PREFIX = '/youtube-sim';
export const YOUTUBE_SIM_CALLBACK = '/app/authorize/youtube';
export const SIM_LAG_MS = 48 * 3600_000;

const PKCE = /^[A-Za-z0-9_-]{43,128}$/;
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');
const hash = (s: string) => createHash('sha256').update(s).digest();
const num = (s: string, mod: number) => hash(s).readUInt32BE(0) % mod;
const ANCHOR = Math.floor(Date.now() / 86_400_000) * 86_400;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const simChannelId = (username: string) => `UC${hash(`yt:${username}`).toString('base64url').slice(0, 22)}`;
export const simSubscribers = (username: string) => {
  const f = username.match(/_f(\d{1,9})(?:_|$)/)?.[1];
  return f === undefined ? 500 + num(username, 100_000) : Number(f);
};

/** A Short's published time and statistics at `now`: views grow by (1 + id mod 5) a second since upload. */
export function simShort(id: string, now = Date.now()) {
  const published = ANCHOR - num(id, 48) * 3600;
  const views = Math.max(0, Math.floor(now / 1000 - published) * (1 + num(id, 5)));
  return {
    publishedAt: new Date(published * 1000).toISOString(),
    statistics: {
      viewCount: String(views),
      likeCount: String(Math.floor(views / 20)),
      favoriteCount: '0',
      commentCount: String(Math.floor(views / 300)),
    },
  };
}

const apiError = (code: number, reason: string, domain: string, message: string) => ({
  error: { code, message, errors: [{ message, domain, reason }] },
});

export const youtubeSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const callbackUrl = `${app.ctx.config.appUrl}${YOUTUBE_SIM_CALLBACK}`;
  const userOf = (authorization?: string) => {
    const token = authorization?.replace(/^Bearer /i, '') ?? '';
    return token.startsWith('ytsim-at.') ? unb64(token.slice(9)) : null;
  };
  /** The caller of a Data API request, or the error answer Google gives. */
  const caller = (authorization?: string) => {
    const username = userOf(authorization);
    if (!username || username.startsWith('expired'))
      return {
        status: 401,
        body: {
          ...apiError(401, 'authError', 'global', 'Request had invalid authentication credentials.'),
        },
      } as const;
    if (username.startsWith('quota'))
      return {
        status: 403,
        body: apiError(
          403,
          'quotaExceeded',
          'youtube.quota',
          'The request cannot be completed because you have exceeded your quota.',
        ),
      } as const;
    return { username } as const;
  };

  app.get('/o/oauth2/v2/auth', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.code_challenge !== undefined && (q.code_challenge_method !== 'S256' || !PKCE.test(q.code_challenge))) {
      return reply.status(400).type('text/plain').send('Error 400: invalid_request (code_challenge_method)');
    }
    const html = `<!doctype html><html><head><title>Google (simulator) — YouTube</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>YouTube simulator</h1><p>Hookline asks to see your YouTube account (${esc(q.scope ?? '')}).</p>
<form method="get" action="${YOUTUBE_SIM_PREFIX}/consent">
<input type="hidden" name="redirect_uri" value="${esc(q.redirect_uri ?? '')}"><input type="hidden" name="state" value="${esc(q.state ?? '')}">
<input type="hidden" name="code_challenge" value="${esc(q.code_challenge ?? '')}">
<label>YouTube channel name <input name="username" value="sim_channel_${Date.now() % 100000}" required></label>
<p><button type="submit">Allow</button></p></form></body></html>`;
    return reply.type('text/html').send(html);
  });

  app.get('/consent', pub, async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.redirect_uri !== undefined && q.redirect_uri !== callbackUrl && q.redirect_uri !== YOUTUBE_SIM_CALLBACK) {
      return reply.status(400).type('text/plain').send('Error 400: redirect_uri_mismatch');
    }
    const target = new URL(q.redirect_uri ?? YOUTUBE_SIM_CALLBACK, 'http://placeholder');
    if (q.username?.startsWith('deny')) target.searchParams.set('error', 'access_denied');
    else
      target.searchParams.set(
        'code',
        `ytsim-code.${b64(q.username ?? 'sim_channel')}${q.code_challenge ? `.${q.code_challenge}` : ''}`,
      );
    if (q.state) target.searchParams.set('state', q.state);
    const url = q.redirect_uri?.startsWith('http') ? target.toString() : `${target.pathname}${target.search}`;
    return reply.redirect(url);
  });

  app.post('/token', pub, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, string>;
    let username: string | null = null;
    if (b.grant_type === 'authorization_code' && b.code?.startsWith('ytsim-code.')) {
      const [who = '', challenge] = b.code.slice(11).split('.');
      const verified =
        challenge === undefined ||
        (b.code_verifier !== undefined &&
          createHash('sha256').update(b.code_verifier).digest('base64url') === challenge);
      if (!verified)
        return reply.status(400).send({
          error: 'invalid_grant',
          error_description: b.code_verifier ? 'Invalid code verifier.' : 'Missing code verifier.',
        });
      username = unb64(who);
    }
    if (b.grant_type === 'refresh_token' && b.refresh_token?.startsWith('ytsim-rt.')) {
      username = unb64(b.refresh_token.slice(9));
      if (username.startsWith('expired'))
        return reply
          .status(400)
          .send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return {
        access_token: `ytsim-at.${b64(username)}`,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/youtube.readonly',
        token_type: 'Bearer',
      };
    }
    if (!username) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Malformed auth code.' });
    return {
      access_token: `ytsim-at.${b64(username)}`,
      expires_in: 3599,
      refresh_token: `ytsim-rt.${b64(username)}`,
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      token_type: 'Bearer',
    };
  });

  app.get('/youtube/v3/channels', pub, async (req, reply) => {
    const who = caller(req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const q = req.query as Record<string, string>;
    if (q.mine !== 'true')
      return reply
        .status(400)
        .send(apiError(400, 'missingRequiredParameter', 'youtube.parameter', 'No filter selected.'));
    const u = who.username as string;
    const hidden = u.includes('hidden');
    return {
      kind: 'youtube#channelListResponse',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: 'youtube#channel',
          id: simChannelId(u),
          snippet: { title: u, description: '', customUrl: `@${u.toLowerCase()}`, publishedAt: '2020-01-01T00:00:00Z' },
          statistics: {
            viewCount: String(simSubscribers(u) * 40),
            subscriberCount: hidden ? '0' : String(simSubscribers(u)),
            hiddenSubscriberCount: hidden,
            videoCount: '12',
          },
        },
      ],
    };
  });

  app.get('/youtube/v3/videos', pub, async (req, reply) => {
    const who = caller(req.headers.authorization);
    if (!('username' in who)) return reply.status(who.status).send(who.body);
    const q = req.query as Record<string, string>;
    const ids = String(q.id ?? '')
      .split(',')
      .filter(Boolean);
    if (ids.length > YOUTUBE_MAX_IDS_PER_CALL)
      return reply
        .status(400)
        .send(apiError(400, 'invalidParameter', 'youtube.parameter', 'The id parameter takes at most 50 ids.'));
    const parts = String(q.part ?? '').split(',');
    const items = ids
      .filter((id) => /^[A-Za-z0-9_-]{11}$/.test(id) && !id.startsWith('del'))
      .map((id) => {
        const s = simShort(id, id.startsWith('lag') ? Date.now() - SIM_LAG_MS : Date.now());
        const channelId = id.startsWith('oth') ? simChannelId(`other:${id}`) : simChannelId(who.username as string);
        return {
          kind: 'youtube#video',
          id,
          ...(parts.includes('snippet')
            ? { snippet: { publishedAt: s.publishedAt, channelId, title: `Simulated Short ${id}` } }
            : {}),
          ...(parts.includes('statistics') ? { statistics: s.statistics } : {}),
        };
      });
    return {
      kind: 'youtube#videoListResponse',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    };
  });
};
