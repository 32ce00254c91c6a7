// The Spotify simulator: the same HTTP contract as Spotify's client-credentials token (POST /api/token) and its
// Web API track (GET /v1/tracks/{id}), served locally under /spotify-sim outside production. Deterministic: a track's
// name and artist come from its id; ids starting with 'missing' are unknown (404, Spotify's error shape); the cover
// is an SVG the simulator draws (GET /covers/{id}.svg).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

export const SPOTIFY_SIM_PREFIX = '/spotify-sim';
const TOKEN_PREFIX = 'sim-spotify.';

const WORDS = ['Midnight', 'Golden', 'Electric', 'Velvet', 'Neon', 'Summer', 'Silver', 'Wild', 'Paper', 'Ocean'];
const NOUNS = ['Drive', 'Hour', 'Hearts', 'Skyline', 'Echoes', 'Rain', 'Fever', 'Lights', 'Dreams', 'Waves'];
const ARTISTS = ['Mia Melody', 'The Waves', 'Nova Lane', 'Kid Atlas', 'Luna Park'];
const pick = <T>(list: readonly T[], id: string, salt: string) =>
  list[
    Number.parseInt(
      createHash('sha256')
        .update(salt + id)
        .digest('hex')
        .slice(0, 8),
      16,
    ) % list.length
  ] as T;

/** What the simulator answers for a track id (tests compare with it). */
export const simTrack = (id: string) => ({
  title: `${pick(WORDS, id, 'w')} ${pick(NOUNS, id, 'n')}`,
  artist: pick(ARTISTS, id, 'a'),
});

export const spotifySimulator: FastifyPluginAsync<{ publicBase: () => string }> = async (app, opts) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };

  app.post('/api/token', pub, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [clientId, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (!clientId || !secret) {
      return reply.status(400).send({ error: 'invalid_client', error_description: 'Invalid client' });
    }
    if (body.grant_type !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'grant_type parameter is missing' });
    }
    return {
      access_token: `${TOKEN_PREFIX}${Buffer.from(clientId).toString('base64url')}`,
      token_type: 'Bearer',
      expires_in: 3600,
    };
  });

  app.get('/v1/tracks/:id', pub, async (req, reply) => {
    if (!req.headers.authorization?.startsWith(`Bearer ${TOKEN_PREFIX}`)) {
      return reply.status(401).send({ error: { status: 401, message: 'Invalid access token' } });
    }
    const { id } = req.params as { id: string };
    if (!/^[A-Za-z0-9]+$/.test(id)) return reply.status(400).send({ error: { status: 400, message: 'invalid id' } });
    if (id.startsWith('missing'))
      return reply.status(404).send({ error: { status: 404, message: 'Resource not found' } });
    const t = simTrack(id);
    const cover = (size: number) => ({
      url: `${opts.publicBase()}/covers/${id}.svg?size=${size}`,
      width: size,
      height: size,
    });
    return {
      id,
      type: 'track',
      name: t.title,
      artists: [{ id: `artist${id}`, name: t.artist, type: 'artist' }],
      album: { id: `album${id}`, name: t.title, images: [cover(640), cover(300), cover(64)] },
      external_urls: { spotify: `https://open.spotify.com/track/${id}` },
    };
  });

  app.get('/covers/:file', pub, async (req, reply) => {
    const id = (req.params as { file: string }).file.replace(/\.svg$/, '');
    const hue = Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 4), 16) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 60% 45%)"/><circle cx="32" cy="32" r="18" fill="hsl(${hue} 60% 25%)"/><circle cx="32" cy="32" r="4" fill="#fff"/></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
