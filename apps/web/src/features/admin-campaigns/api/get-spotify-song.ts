// GET /api/admin/songs/spotify?url=: a song's title, artist and cover read from its Spotify track link.
import type { SpotifyTrack, spotifyTrackResponse } from '@hookline/shared/spotify';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getSpotifySong = (url: string): Promise<SpotifyTrack> =>
  api.get<Answer<typeof spotifyTrackResponse>>('/api/admin/songs/spotify', { query: { url } }).then((r) => r.data);

export const spotifySongQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'spotify-song', url],
    queryFn: () => getSpotifySong(url),
    // a track's name does not change while the form is open; the form says a failure under the link itself
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
