// A song's media fields take only this server's own upload keys, and its Spotify and TikTok links are parsed as URLs
// with the exact host and path shape (docs/security.md).
import { MSG } from '@hookline/shared/messages';
import {
  isCapCutLink,
  isSpotifyLink,
  isTikTokSoundLink,
  isUploadedFileName,
  isUploadedFileUrl,
} from '@hookline/shared/song-links';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../db/client';
import { userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const campaign = (song: Record<string, unknown>) => ({
  description: '<p>Dance to it</p>',
  start_date: inHours(1),
  end_date: inHours(24 * 30),
  budget_eur: 100,
  max_level_id: 4,
  hashtags: ['#one', '#two', '#three'],
  territories: [4],
  song: { title: 'Hostile Song', artist: 'The Probe', genre: { name: 'Pop' }, ...song },
});

const HOSTILE_SPOTIFY = [
  'https://open.spotify.com/track/abc" onerror="alert(1)',
  "https://open.spotify.com/track/abc'onmouseover='alert(1)",
  'https://open.spotify.com.evil.example/track/abc',
  'https://open.spotify.com@evil.example/track/abc',
  'https://open.spotify.com:8443/track/abc',
  'http://open.spotify.com/track/abc',
  'https://open.spotify.com/../../evil',
  'https://open.spotify.com/track/abc/../../x',
  'javascript:alert(1)//https://open.spotify.com/track/abc',
];
const HOSTILE_TIKTOK = [
  'https://www.tiktok.com/music/x-1" onerror="alert(1)',
  'https://www.tiktok.com/@evil/video/1',
  'https://www.tiktok.com.evil.example/music/x-1',
  'https://user:pw@www.tiktok.com/music/x-1',
  'https://tiktok.com/music/x',
  'https://www.tiktok.com/music/',
];
const HOSTILE_COVER = [
  'javascript:alert(document.domain)',
  'https://tracker.example/pixel.png',
  '//tracker.example/pixel.png',
  '/files/songs/../../etc/passwd',
  '/files/songs/cover.svg',
  'data:image/png;base64,AAAA',
];
const HOSTILE_AUDIO = ['https://evil.example/song.mp3', '../song.mp3', 'song.mp3" onerror="x', 'javascript:alert(1)'];

describe('song links and files', () => {
  it('the checks accept what the product writes and nothing around it', () => {
    expect(isSpotifyLink('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')).toBe(true);
    expect(isSpotifyLink('https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=abc')).toBe(true);
    expect(isTikTokSoundLink('https://www.tiktok.com/music/Summer-Nights-7300000000000000001')).toBe(true);
    expect(isUploadedFileUrl('/files/songs/cover-1a2b3c4d.png')).toBe(true);
    expect(isUploadedFileName('night-ride-1a2b3c4d.mp3')).toBe(true);
    for (const v of HOSTILE_SPOTIFY) expect(isSpotifyLink(v), v).toBe(false);
    for (const v of HOSTILE_TIKTOK) expect(isTikTokSoundLink(v), v).toBe(false);
    for (const v of HOSTILE_COVER) expect(isUploadedFileUrl(v), v).toBe(false);
    for (const v of HOSTILE_AUDIO) expect(isUploadedFileName(v), v).toBe(false);
    expect(isCapCutLink('https://www.capcut.com/template-detail/7300000000000000001')).toBe(true);
    for (const v of [
      'https://www.capcut.com/t/1" onerror="x',
      'https://capcut.com.evil.example/t',
      'javascript:alert(1)',
    ]) {
      expect(isCapCutLink(v), v).toBe(false);
    }
  });

  it('the admin API refuses each hostile value with its message and stores no song', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const count = async () => (await rawRows<{ n: number }>(h.db, sql`select count(*)::int as n from songs`))[0]?.n;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      ...HOSTILE_SPOTIFY.map((v): [Record<string, unknown>, string] => [{ spotify_url: v }, MSG.invalidSpotify]),
      ...HOSTILE_TIKTOK.map((v): [Record<string, unknown>, string] => [{ tiktok_url: v }, MSG.invalidTiktok]),
      ...HOSTILE_COVER.map((v): [Record<string, unknown>, string] => [{ album_icon_url: v }, MSG.invalidUploadedFile]),
      ...HOSTILE_AUDIO.map((v): [Record<string, unknown>, string] => [
        { google_drive_url: v },
        MSG.invalidUploadedFile,
      ]),
    ];
    for (const [song, message] of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/admin/campaigns',
        headers: admin.auth,
        payload: campaign(song),
      });
      expect(res.statusCode, JSON.stringify(song)).toBe(400);
      expect(res.json().message, JSON.stringify(song)).toContain(message);
    }
    expect(await count()).toBe(before);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: admin.auth,
      payload: campaign({
        tiktok_url: 'https://www.tiktok.com/music/Hostile-Song-7300000000000000001',
        album_icon_url: '/files/songs/cover-1a2b3c4d.png',
        google_drive_url: 'hostile-song-1a2b3c4d.mp3',
      }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
