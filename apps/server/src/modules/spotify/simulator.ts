// The Spotify simulator: the same HTTP contract as Spotify's client-credentials token (POST /api/token) and its
// Web API track (GET /v1/tracks/{id}), served locally under /spotify-sim outside production. Deterministic: a track's
// name and artist come from its id; ids starting with 'missing' are unknown (404, Spotify's error shape); the cover
// is a small PNG in a colour of the track (GET /covers/{id}.png), a real image like Spotify's i.scdn.co covers.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A 64×64 PNG cover in one colour of the track (the same id, the same colour). */
export function simCoverPng(id: string) {
  const [r, g, b] = createHash('sha256').update(id).digest().subarray(0, 3);
  const size = 64;
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++)
    row.set([40 + ((r ?? 0) % 160), 40 + ((g ?? 0) % 160), 40 + ((b ?? 0) % 160)], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
      url: `${opts.publicBase()}/covers/${id}.png?size=${size}`,
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
    const id = (req.params as { file: string }).file.replace(/\.png$/, '');
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(simCoverPng(id));
  });
};
