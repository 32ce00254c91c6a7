// The Spotify link of a new normal campaign, on the admin's Create Campaign and the musician's New campaign: once the
// link is complete (pasted, or the field left), the title, artist and cover are read from Spotify and filled where
// nothing was typed (or where the last link filled them), still editable. Each form reads through its own route.
import type { SpotifyTrack } from '@hookline/shared/spotify';
import { spotifyTrackIdOf } from '@hookline/shared/spotify';
import { Group, Image, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import type { CampaignFormValues } from './values';

/** The Spotify link last read, and what Spotify answered for it. */
type SpotifyLookup = { url: string; track: SpotifyTrack | null; error: string | null };
const NO_SPOTIFY: SpotifyLookup = { url: '', track: null, error: null };

export function useSpotifyFill(
  form: UseFormReturnType<CampaignFormValues>,
  o: { read: (url: string) => Promise<SpotifyTrack>; enabled: () => boolean; initialCover?: string | null },
) {
  const [cover, setCover] = useState<string | null>(o.initialCover ?? null);
  const [spotify, setSpotify] = useState<SpotifyLookup>(NO_SPOTIFY);

  async function readSpotify(link: string) {
    const url = link.trim();
    if (!o.enabled() || form.getValues().preRelease || url === spotify.url) return;
    if (spotifyTrackIdOf(url) === null) {
      // no track link (any more): nothing read from Spotify stays
      setCover(null);
      setSpotify(NO_SPOTIFY);
      return;
    }
    setSpotify({ url, track: null, error: null });
    try {
      const track = await o.read(url);
      const now = form.getValues();
      const previous = spotify.track;
      if (!now.title.trim() || now.title === previous?.title) form.setFieldValue('title', track.title);
      if (!now.artist.trim() || now.artist === previous?.artist) form.setFieldValue('artist', track.artist);
      setCover(track.album_icon_url);
      setSpotify({ url, track, error: null });
    } catch (error) {
      setSpotify({ url, track: null, error: errorMessage(error, t('spotifyOff')) });
    }
  }
  const reset = () => {
    setCover(null);
    setSpotify(NO_SPOTIFY);
  };
  return { cover, spotify, readSpotify, reset };
}

type Fill = ReturnType<typeof useSpotifyFill>;

export function SpotifyLinkField({
  form,
  fill,
  label,
  required,
}: {
  form: UseFormReturnType<CampaignFormValues>;
  fill: Fill;
  label: string;
  required?: boolean;
}) {
  const { spotify, cover } = fill;
  return (
    <>
      <TextInput
        label={label}
        required={required}
        {...form.getInputProps('spotify_url')}
        onBlur={(e) => void fill.readSpotify(e.currentTarget.value)}
        onPaste={(e) => void fill.readSpotify(e.clipboardData.getData('text'))}
        description={
          spotify.track ? (
            <Group gap="xs" component="span" data-testid="spotify-filled">
              {cover && <Image src={cover} alt="" w={32} h={32} radius="sm" data-testid="spotify-cover" />}
              {t('spotifyFilled')}
            </Group>
          ) : spotify.url && !spotify.error ? (
            t('cfSpotifyReading')
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {spotify.error && (
        <Text size="sm" c="orange.8" data-testid="spotify-error">
          {spotify.error}
        </Text>
      )}
    </>
  );
}
