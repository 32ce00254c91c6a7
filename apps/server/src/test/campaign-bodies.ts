// Shared by the campaign tests: the payloads of an admin's Create Campaign and a musician's draft, and an admin's
// session for a test file.
import { beforeAll } from 'vitest';
import { userWithToken } from './factories';
import type { Harness } from './harness';

/** An ISO time `n` hours from now. */
export const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/**
 * A campaign payload builder: starts in an hour and runs 30 days, with a test file's own `fields` (description,
 * budget, song…) and each call's overrides on top.
 */
export const campaignBody =
  <F extends Record<string, unknown>>(fields: F) =>
  (o: Record<string, unknown> = {}) => ({
    start_date: inHours(1),
    end_date: inHours(24 * 30),
    ...fields,
    ...o,
  });

/** The song of the campaign payloads: what a musician's draft gives (an admin's adds the TikTok and CapCut links). */
export const SAMPLE_SONG = {
  title: 'Summer Nights',
  artist: 'The Waves',
  genre: { name: 'Pop' },
  spotify_url: 'https://open.spotify.com/track/abc',
} as const;

/** An admin signed in before the file's tests: the headers to send (filled in by `beforeAll`). */
export function useAdminAuth(h: Pick<Harness, 'app'>) {
  const headers = { authorization: '' };
  beforeAll(async () => {
    headers.authorization = (await userWithToken(h.app, { isAdmin: true })).auth.authorization;
  });
  return headers;
}
