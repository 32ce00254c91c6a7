// The values of the campaign form (the admin's Create Campaign and edit, a musician's draft) and how they become the
// request body the shared schemas check: one shape for both, the admin's fields (musician, maximum level) included.
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import dayjs from 'dayjs';
import { t } from '../../lib/i18n';

/** The description a new campaign starts with, in the reader's language (a paragraph of the rich-text editor). */
export const defaultDescription = () => `<p>${t('cfDefaultDescription')}</p>`;
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type CampaignFormValues = {
  preRelease: boolean;
  start_date: string | null;
  end_date: string | null;
  budget: number | string;
  title: string;
  artist: string;
  spotify_url: string;
  tiktok_url: string;
  capcut_url: string;
  hashtag1: string;
  hashtag2: string;
  hashtag3: string;
  genre_id: string | null;
  new_genre: string;
  musician_id: string | null;
  territories: string[];
  platforms: string[];
  max_level_id: string | null;
  album: File | null;
  song: File | null;
};

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  preRelease: false,
  start_date: null,
  end_date: null,
  budget: '',
  title: '',
  artist: '',
  spotify_url: '',
  tiktok_url: '',
  capcut_url: '',
  hashtag1: '',
  hashtag2: '',
  hashtag3: '',
  genre_id: null,
  new_genre: '',
  musician_id: null,
  territories: [],
  platforms: ['tiktok'],
  max_level_id: null,
  album: null,
  song: null,
};

/** The form field a schema issue's path belongs to. */
export const CAMPAIGN_FIELD_OF: Record<string, string> = {
  budget_eur: 'budget',
  'song.title': 'title',
  'song.artist': 'artist',
  'song.spotify_url': 'spotify_url',
  'song.tiktok_url': 'tiktok_url',
  'song.capcut_url': 'capcut_url',
  'song.genre': 'genre_id',
  'song.genre.name': 'new_genre',
};

/** What a saved campaign or draft gives the form back: its dates, budget, song links, hashtags and territories. */
export type SavedCampaign = {
  start_date: string;
  end_date: string;
  budget_eur: number;
  hashtags: string[];
  platforms?: string[];
  song: {
    title: string;
    artist: string;
    spotify_url?: string | null;
    tiktok_url?: string | null;
    capcut_url?: string | null;
    google_drive_url?: string | null;
  };
};

export function campaignValuesOf(c: SavedCampaign, territories: number[]): CampaignFormValues {
  return {
    ...EMPTY_CAMPAIGN,
    preRelease: !c.song.spotify_url && Boolean(c.song.google_drive_url),
    start_date: dayjs(c.start_date).format(PICKER_FORMAT),
    end_date: dayjs(c.end_date).format(PICKER_FORMAT),
    budget: c.budget_eur,
    title: c.song.title,
    artist: c.song.artist,
    spotify_url: c.song.spotify_url ?? '',
    tiktok_url: c.song.tiktok_url ?? '',
    capcut_url: c.song.capcut_url ?? '',
    hashtag1: c.hashtags[0] ?? '',
    hashtag2: c.hashtags[1] ?? '',
    hashtag3: c.hashtags[2] ?? '',
    territories: territories.map(String),
    platforms: c.platforms ?? ['tiktok'],
  };
}

const toIso = (v: string | null) => (v ? dayjs(v).toISOString() : '');

/**
 * The body both schemas share: description, dates, budget, hashtags, territories and the song with its genre (a new
 * genre's name wins over a chosen one) and links. The Spotify link, cover and song file are the caller's.
 */
export function campaignBodyOf(
  v: CampaignFormValues,
  description: string,
  song: { spotify_url: string | null; album_icon_url: string | null; google_drive_url: string | null },
) {
  const newGenre = v.new_genre.trim();
  return {
    description,
    start_date: toIso(v.start_date),
    end_date: toIso(v.end_date),
    budget_eur: typeof v.budget === 'number' ? v.budget : Number.NaN,
    hashtags: [v.hashtag1, v.hashtag2, v.hashtag3].map((h) => h.trim()),
    territories: v.territories.map(Number),
    platforms: v.platforms,
    song: {
      title: v.title,
      artist: v.artist,
      ...(newGenre ? { genre: { name: newGenre } } : v.genre_id ? { genre_id: Number(v.genre_id) } : {}),
      spotify_url: song.spotify_url,
      tiktok_url: v.tiktok_url.trim() || null,
      capcut_url: v.capcut_url.trim() || null,
      album_icon_url: song.album_icon_url,
      google_drive_url: song.google_drive_url,
    },
  };
}

/** Too large files are refused before anything is sent. */
export const isTooLarge = (file: File) => file.size > UPLOAD_LIMIT_BYTES;
