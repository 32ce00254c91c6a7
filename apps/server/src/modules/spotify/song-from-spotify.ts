// A song's title, artist and cover from its Spotify track link, for the Create Campaign form. The cover is copied
// into this server's own uploads (songs/cover-<track id>-…): a song's cover takes only /files/songs/<stored name>
// (packages/shared/src/song-links.ts). A cover that cannot be fetched or is not an image answers null: the admin
// can upload one.
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { type SpotifyTrack, spotifyTrackIdOf } from '@hookline/shared/spotify';
import { AppError, badRequest, notFound } from '../../errors';
import type { Storage } from '../storage/storage';
import { sniff, storedName } from '../storage/uploads';
import { type SpotifyClient, SpotifyError } from './client';
import { SPOTIFY_SIM_PREFIX } from './simulator';

const COVER_TIMEOUT_MS = 10_000;

/** Where a cover may be fetched from (no request to any other host): Spotify's image host over https, and outside
 *  production the simulator's covers on this server's own address. */
export function coverUrlAllowed(raw: string, o: { production: boolean; selfUrl: string }): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.hostname === 'i.scdn.co' && url.port === '') return true;
  return (
    !o.production &&
    url.origin === new URL(o.selfUrl).origin &&
    url.pathname.startsWith(`${SPOTIFY_SIM_PREFIX}/covers/`)
  );
}

/** The cover's bytes, at most the upload limit, or null. */
async function download(f: typeof fetch, url: string): Promise<Buffer | null> {
  // redirects are not followed: they could lead anywhere
  const res = await f(url, { redirect: 'error', signal: AbortSignal.timeout(COVER_TIMEOUT_MS) });
  if (!res.ok || !res.body) return null;
  if (Number(res.headers.get('content-length') ?? 0) > UPLOAD_LIMIT_BYTES) {
    await res.body.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > UPLOAD_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined); // the rest of the body is not read
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

async function copyCover(
  o: { storage: Storage; fetch: typeof fetch; production: boolean; selfUrl: string; log?: CoverLog },
  id: string,
  url: string | null,
): Promise<string | null> {
  if (!url) return null;
  if (!coverUrlAllowed(url, o)) {
    o.log?.warn({ url }, 'spotify cover on a host we do not fetch from');
    return null;
  }
  try {
    const body = await download(o.fetch, url);
    const kind = body && sniff(body);
    // images only, by their bytes: an SVG (a script carrier) or anything else is not stored
    if (!body || !kind?.type.startsWith('image/')) return null;
    const name = storedName(`cover-${id}`, kind.ext);
    await o.storage.put(`songs/${name}`, body, kind.type);
    return `/files/songs/${name}`;
  } catch (err) {
    o.log?.warn({ err }, 'spotify cover not copied');
    return null;
  }
}

type CoverLog = { warn: (obj: object, msg: string) => void };

export async function songFromSpotify(o: {
  spotify: SpotifyClient;
  url: string;
  storage: Storage;
  production: boolean;
  /** This server's own address (the simulator's covers outside production). */
  selfUrl: string;
  fetch?: typeof fetch;
  log?: CoverLog;
}): Promise<SpotifyTrack> {
  const id = spotifyTrackIdOf(o.url);
  if (!id) throw badRequest('spotifyTrackLink');
  let track: SpotifyTrack | null;
  try {
    track = await o.spotify.track(id);
  } catch (error) {
    // Spotify down or refusing our app: the admin can still type the song
    if (error instanceof SpotifyError) throw new AppError('UNAVAILABLE', 'spotifyOff');
    throw error;
  }
  if (!track) throw notFound('spotifyTrackNotFound');
  const album_icon_url = await copyCover({ ...o, fetch: o.fetch ?? fetch }, id, track.album_icon_url);
  return { ...track, album_icon_url };
}
