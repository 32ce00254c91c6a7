// The Spotify lookup of the Create Campaign form: the real client (client credentials, then GET /v1/tracks/{id})
// against the simulator over HTTP, and the route's answers.
import { MSG } from '@hookline/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { createSpotifyClient } from './client';
import { SPOTIFY_SIM_PREFIX, simTrack } from './simulator';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const lookup = (url: string, headers = admin) =>
  h.app.inject({ url: `/api/admin/songs/spotify?url=${encodeURIComponent(url)}`, headers });

describe('song from a Spotify link', () => {
  it('answers the title, artist and the largest cover of the track', async () => {
    const res = await lookup('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc');
    expect(res.statusCode).toBe(200);
    const { title, artist, album_icon_url } = res.json().data;
    expect({ title, artist }).toEqual(simTrack('4uLU6hMCjMI75M1A2tKUQC'));
    expect(album_icon_url).toMatch(/\/spotify-sim\/covers\/4uLU6hMCjMI75M1A2tKUQC\.svg\?size=640$/);
    const localised = await lookup('https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(localised.json().data.title).toBe(title);
  });

  it('refuses a link that is not a track, says so for an unknown track, and is for admins only', async () => {
    const album = await lookup('https://open.spotify.com/album/1ATL5GLyefJaxhQzSPVrLX');
    expect(album.statusCode).toBe(400);
    expect(album.json().message).toBe(MSG.spotifyTrackLink);
    const unknown = await lookup('https://open.spotify.com/track/missing0000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.spotifyTrackNotFound);
    const creator = (await userWithToken(h.app)).auth;
    expect((await lookup('https://open.spotify.com/track/abc', creator)).statusCode).toBe(403);
  });

  it('keeps its app token across calls and takes a new one when Spotify refuses it', async () => {
    const calls: string[] = [];
    let refuseNext = false;
    const client = createSpotifyClient({
      endpoints: { accountsBase: `${h.url}${SPOTIFY_SIM_PREFIX}`, apiBase: `${h.url}${SPOTIFY_SIM_PREFIX}` },
      clientId: 'id',
      clientSecret: 'secret',
      fetch: async (input, init) => {
        const url = String(input);
        calls.push(url.includes('/api/token') ? 'token' : 'track');
        if (refuseNext && !url.includes('/api/token')) {
          refuseNext = false;
          return new Response(JSON.stringify({ error: { status: 401, message: 'The access token expired' } }), {
            status: 401,
          });
        }
        return fetch(input, init);
      },
    });
    expect((await client.track('abc'))?.title).toBe(simTrack('abc').title);
    await client.track('def');
    expect(calls).toEqual(['token', 'track', 'track']);
    refuseNext = true;
    expect((await client.track('ghi'))?.artist).toBe(simTrack('ghi').artist);
    expect(calls.slice(3)).toEqual(['track', 'token', 'track']);
    expect(await client.track('missing1')).toBeNull();
  });
});
