// The Spotify lookup of the Create Campaign form: the real client (client credentials, then GET /v1/tracks/{id})
// against the simulator over HTTP, and the route's answers.
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { isUploadedFileUrl } from '@hookline/shared/song-links';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { createSpotifyClient, type SpotifyClient } from './client';
import { SPOTIFY_SIM_PREFIX, simCoverPng, simTrack } from './simulator';
import { songFromSpotify } from './song-from-spotify';

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
    // the cover is copied into this server's uploads: a song's cover takes only its own upload path
    expect(album_icon_url).toMatch(/^\/files\/songs\/cover-4uLU6hMCjMI75M1A2tKUQC-[0-9a-f]{8}\.png$/);
    expect(isUploadedFileUrl(album_icon_url)).toBe(true);
    const cover = await h.app.inject({ url: album_icon_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload.equals(simCoverPng('4uLU6hMCjMI75M1A2tKUQC'))).toBe(true);
    // and a campaign takes it as its song's cover
    const campaign = await h.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: admin,
      payload: {
        description: '<p>Dance to it</p>',
        start_date: new Date(Date.now() + 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        budget_eur: 100,
        max_level_id: 4,
        hashtags: ['#one'],
        territories: [4],
        song: {
          title,
          artist,
          genre: { name: 'Pop' },
          spotify_url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
          tiktok_url: 'https://www.tiktok.com/music/Summer-Nights-7300000000000000001',
          album_icon_url,
        },
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    expect(campaign.json().data.song.album_icon_url).toBe(album_icon_url);
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

  it("fills a musician's New campaign the same way: the musician's own lookup, their draft keeps the cover", async () => {
    const musician = (await userWithToken(h.app, { userType: 'musician' })).auth;
    const url = 'https://open.spotify.com/track/7ouMYWpwJ422jRcDASZB7P';
    const res = await h.app.inject({
      url: `/api/musician/songs/spotify?url=${encodeURIComponent(url)}`,
      headers: musician,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { title, artist, album_icon_url } = res.json().data;
    expect({ title, artist }).toEqual(simTrack('7ouMYWpwJ422jRcDASZB7P'));
    expect(isUploadedFileUrl(album_icon_url)).toBe(true);
    const draft = await h.app.inject({
      method: 'POST',
      url: '/api/musician/drafts',
      headers: musician,
      payload: {
        description: '<p>Dance to it</p>',
        start_date: new Date(Date.now() + 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        budget_eur: 100,
        hashtags: ['#one'],
        territories: [4],
        song: { title, artist, genre: { name: 'Pop' }, spotify_url: url, album_icon_url },
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data.draft.song.album_icon_url).toBe(album_icon_url);
    // an admin's lookup stays the admin's, a creator has neither
    expect((await lookup(url, musician)).statusCode).toBe(403);
    const creator = (await userWithToken(h.app)).auth;
    const refused = await h.app.inject({
      url: `/api/musician/songs/spotify?url=${encodeURIComponent(url)}`,
      headers: creator,
    });
    expect(refused.statusCode).toBe(403);
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

  describe('the cover', () => {
    const link = 'https://open.spotify.com/track/abc123';
    const withCover = (album_icon_url: string): SpotifyClient => ({
      track: async () => ({ title: 'T', artist: 'A', album_icon_url }),
    });
    const fill = (cover: string, o: { production?: boolean; fetch?: typeof fetch } = {}) => {
      const fetched: string[] = [];
      const answer = songFromSpotify({
        spotify: withCover(cover),
        url: link,
        storage: h.app.ctx.storage,
        production: o.production ?? false,
        selfUrl: h.url,
        fetch: async (input, init) => {
          fetched.push(String(input));
          return (o.fetch ?? fetch)(input, init);
        },
      });
      return { answer, fetched };
    };
    const png = () => new Response(simCoverPng('x'), { headers: { 'content-type': 'image/png' } });

    it("is fetched only from Spotify's image host (or the simulator outside production), else null", async () => {
      for (const [cover, production] of [
        ['http://169.254.169.254/latest/meta-data/', false],
        ['https://evil.example/cover.png', false],
        ['http://i.scdn.co/image/abc', false],
        ['https://i.scdn.co:8443/image/abc', false],
        [`${h.url}/api/health`, false],
        [`${h.url}${SPOTIFY_SIM_PREFIX}/covers/abc.png`, true],
      ] as const) {
        const { answer, fetched } = fill(cover, { production, fetch: async () => png() });
        expect((await answer).album_icon_url, cover).toBeNull();
        expect(fetched, cover).toEqual([]);
      }
      const { answer, fetched } = fill('https://i.scdn.co/image/ab67616d0000b273', {
        production: true,
        fetch: async () => png(),
      });
      expect((await answer).album_icon_url).toMatch(/^\/files\/songs\/cover-abc123-[0-9a-f]{8}\.png$/);
      expect(fetched).toEqual(['https://i.scdn.co/image/ab67616d0000b273']);
    });

    it('is null, and the title still answered, when it is not an image, too large or unreachable', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      const answers = [
        async () => new Response(svg, { headers: { 'content-type': 'image/png' } }),
        async () => new Response(Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 0xff)),
        async () => new Response('gone', { status: 404 }),
        async () => {
          throw new TypeError('fetch failed');
        },
      ];
      for (const answer of answers) {
        const track = await fill('https://i.scdn.co/image/abc', { fetch: answer }).answer;
        expect(track).toEqual({ title: 'T', artist: 'A', album_icon_url: null });
      }
    });
  });
});
