// A song's title, artist and cover from its Spotify track link, for the Create Campaign form.
import { MSG } from '@hookline/shared/messages';
import { type SpotifyTrack, spotifyTrackIdOf } from '@hookline/shared/spotify';
import { AppError, badRequest, notFound } from '../../errors';
import { type SpotifyClient, SpotifyError } from './client';

export async function songFromSpotify(o: { spotify: SpotifyClient; url: string }): Promise<SpotifyTrack> {
  const id = spotifyTrackIdOf(o.url);
  if (!id) throw badRequest(MSG.spotifyTrackLink);
  try {
    const track = await o.spotify.track(id);
    if (!track) throw notFound(MSG.spotifyTrackNotFound);
    return track;
  } catch (error) {
    // Spotify down or refusing our app: the admin can still type the song
    if (error instanceof SpotifyError) throw new AppError('UNAVAILABLE', MSG.spotifyOff);
    throw error;
  }
}
