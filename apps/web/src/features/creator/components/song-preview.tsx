// Plays a campaign's song preview (the uploaded audio of a pre-release song). One preview plays at a time: the
// playing song's name is kept in the client state.
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { getClientState, updateClientState, useClientState } from '../../../lib/client-state';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import type { CreatorSong } from '../api/types';

let audio: HTMLAudioElement | null = null;

const setPlaying = (name: string | null) => updateClientState((s) => ({ ...s, song: { playing: name } }));

// a reload stops any sound, so a name left in storage plays nothing
if (typeof window !== 'undefined' && getClientState().song.playing) setPlaying(null);

/** The playable file of a song, or null when there is none (released songs are heard on TikTok or Spotify). */
export function previewUrl(song: Pick<CreatorSong, 'google_drive_url'>): string | null {
  const file = song.google_drive_url?.trim();
  if (!file) return null;
  if (/^https:\/\//.test(file) || file.startsWith('/files/')) return file;
  return `/files/songs/${encodeURIComponent(file)}`;
}

export const songKey = (song: Pick<CreatorSong, 'id' | 'title'>) => `${song.id}:${song.title}`;

export function stopPreview() {
  audio?.pause();
  setPlaying(null);
}

async function play(url: string, key: string) {
  if (!audio) {
    audio = new Audio();
    audio.addEventListener('ended', () => setPlaying(null));
  }
  audio.pause();
  audio.src = url;
  setPlaying(key);
  await audio.play().catch(() => {
    setPlaying(null);
    toast.error(t('previewUnavailable'));
  });
}

function IconPlay() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function IconPause() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

export function SongPreviewButton({ song, ...props }: { song: CreatorSong } & ActionIconProps) {
  const url = previewUrl(song);
  const key = songKey(song);
  const playing = useClientState((s) => s.song.playing) === key;
  if (!url) return null;
  return (
    <ActionIcon
      size="xl"
      radius="xl"
      variant="white"
      color="dark"
      aria-label={t(playing ? 'crPause' : 'crPlay', { title: song.title })}
      aria-pressed={playing}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (playing) stopPreview();
        else void play(url, key);
      }}
      {...props}
    >
      {playing ? <IconPause /> : <IconPlay />}
    </ActionIcon>
  );
}
