// Spotify Web API client: a track's name, artists and album cover (GET /v1/tracks/{id}) with an app token of the
// client-credentials flow (POST https://accounts.spotify.com/api/token), kept until shortly before it expires.
// One implementation; the simulator (simulator.ts) plays the same HTTP contract locally.
import type { SpotifyTrack } from '@hookline/shared/spotify';
import { AppError } from '../../errors';

export type SpotifyClient = {
  /** The track, or null when Spotify does not know the id. */
  track: (id: string) => Promise<SpotifyTrack | null>;
};

export class SpotifyError extends Error {}

export type SpotifyEndpoints = { accountsBase: string; apiBase: string };
export const REAL_SPOTIFY_ENDPOINTS: SpotifyEndpoints = {
  accountsBase: 'https://accounts.spotify.com',
  apiBase: 'https://api.spotify.com',
};

type TrackAnswer = {
  name?: string;
  artists?: { name?: string }[];
  album?: { images?: { url?: string; width?: number | null }[] };
};

export function createSpotifyClient(o: {
  /** A function so that the simulator's address can be known only once the server listens. */
  endpoints: SpotifyEndpoints | (() => SpotifyEndpoints);
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SpotifyClient {
  const f = o.fetch ?? fetch;
  const ep = () => (typeof o.endpoints === 'function' ? o.endpoints() : o.endpoints);
  const signal = () => AbortSignal.timeout(o.timeoutMs ?? 10_000);
  let token: { value: string; until: number } | undefined;

  async function appToken() {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64');
    const res = await f(`${ep().accountsBase}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: signal(),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new SpotifyError(`Spotify token: ${String(body.error_description ?? body.error ?? res.status)}`);
    }
    // a minute early, so a token never expires between this check and Spotify's
    token = { value: body.access_token, until: Date.now() + (Number(body.expires_in) - 60) * 1000 };
    return token.value;
  }

  return {
    async track(id) {
      const call = async () =>
        f(`${ep().apiBase}/v1/tracks/${encodeURIComponent(id)}`, {
          headers: { authorization: `Bearer ${await appToken()}` },
          signal: signal(),
        });
      let res = await call();
      if (res.status === 401) {
        // revoked or expired early: one new token, one more try
        token = undefined;
        res = await call();
      }
      if (res.status === 404 || res.status === 400) return null;
      const body = (await res.json().catch(() => ({}))) as TrackAnswer & { error?: { message?: string } };
      if (!res.ok) throw new SpotifyError(`Spotify: ${body.error?.message ?? `HTTP ${res.status}`}`);
      // the widest image first: Spotify lists the album's covers largest first, but that is not promised
      const cover = [...(body.album?.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.url ?? null;
      return {
        title: body.name ?? '',
        artist: (body.artists ?? [])
          .map((a) => a.name ?? '')
          .filter(Boolean)
          .join(', '),
        album_icon_url: cover,
      };
    },
  };
}

/** Spotify in production without SPOTIFY_CLIENT_ID/SECRET: the lookup answers 503 and the admin types the song. */
export const spotifyOffClient = (): SpotifyClient => ({
  track: async () => {
    throw new AppError('UNAVAILABLE', 'spotifyOff');
  },
});
