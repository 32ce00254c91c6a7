// GET /api/admin/songs/spotify: a song's title, artist and cover read from its Spotify track link, so the Create
// Campaign form fills them instead of asking for them (the admin can still change them).
import { z } from 'zod';
import { SPOTIFY_PREFIX } from './constants';
import { MSG } from './messages';
import { text } from './primitives';

/** The track id of a Spotify track link (https://open.spotify.com/track/<id>, also with /intl-xx/), or null. */
export const spotifyTrackIdOf = (url: string) =>
  url.startsWith(SPOTIFY_PREFIX) ? (url.match(/\/track\/([A-Za-z0-9]{1,64})(?:[/?#]|$)/)?.[1] ?? null) : null;

export const spotifyTrackQuery = z
  .object({
    url: text()
      .trim()
      .max(2000)
      .refine((u) => spotifyTrackIdOf(u) !== null, MSG.spotifyTrackLink),
  })
  .strict();

export const spotifyTrackSchema = z.object({
  title: z.string(),
  artist: z.string(),
  album_icon_url: z.string().nullable(),
});
export type SpotifyTrack = z.infer<typeof spotifyTrackSchema>;
export const spotifyTrackResponse = z.object({ data: spotifyTrackSchema });
