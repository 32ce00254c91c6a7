// Business constants and reference ids.
import type { MessageKey, TextReader } from './catalogue';

export const TOAST_LIFETIME_MS = 5000;
export const SIGNUP_REDIRECT_MS = 5000;
export const RELOAD_DELAY_MS = 2000;
export const NAV_BREAKPOINT_PX = 768;
export const SCROLL_WHITE_PX = 20;
export const SCROLL_HIDE_PX = 100;
export const UPLOAD_LIMIT_BYTES = 15_728_640;
export const STORED_FILE_NAME_MAX = 80;
export const MIN_BUDGET_EUR = 1;
export const REVIEW_COLOUR_HOURS = 72;
export const MIN_AGE = 13;
export const CURRENCY_SYMBOL = '€';

export const PAGE_SIZES = {
  campaigns: 5,
  creators: 5,
  creatorVideos: 20,
  adminMusicians: 20,
  musicianDropdown: 70,
  invoicesDefault: 25,
} as const;
export const INVOICE_PAGE_OPTIONS = ['25', '50', 'All'] as const;

export const TERRITORIES = [
  { id: 1, name: 'LATAM' },
  { id: 2, name: 'North America' },
  { id: 3, name: 'Africa' },
  { id: 4, name: 'GSA' },
  { id: 5, name: 'Europe' },
  { id: 6, name: 'Asia' },
  { id: 7, name: 'Oceania' },
  { id: 8, name: 'all' },
] as const;
export const TERRITORY_ALL_ID = 8;
export type TerritoryName = (typeof TERRITORIES)[number]['name'];
/** The catalogue key of each territory's name (the `territories` table's names, which the answers carry). */
export const TERRITORY_KEYS: Record<TerritoryName, MessageKey> = {
  LATAM: 'territoryLatam',
  'North America': 'territoryNorthAmerica',
  Africa: 'territoryAfrica',
  GSA: 'territoryGsa',
  Europe: 'territoryEurope',
  Asia: 'territoryAsia',
  Oceania: 'territoryOceania',
  all: 'territoryAll',
};
/** A territory's name in the reader's language; a name the list does not know is shown as it is. */
export const territoryLabel = (text: TextReader, name: string): string =>
  Object.hasOwn(TERRITORY_KEYS, name) ? text(TERRITORY_KEYS[name as TerritoryName]) : name;

/**
 * The genres the product starts with (apps/server/src/db/reference-data.ts) that a language names otherwise; the
 * others (Pop, Hip-Hop, Jazz...) are written alike in every language and keep their name, as a genre added later does.
 */
export const GENRE_KEYS: Readonly<Record<string, MessageKey>> = {
  Electronic: 'genreElectronic',
  Latin: 'genreLatin',
  Reggaeton: 'genreReggaeton',
  Alternative: 'genreAlternative',
  Classical: 'genreClassical',
  'Singer-Songwriter': 'genreSingerSongwriter',
};

/** A genre's name in the reader's language (`text`: the web's t or the server's textIn). */
export const genreLabel = (text: TextReader, name: string): string =>
  Object.hasOwn(GENRE_KEYS, name) ? text(GENRE_KEYS[name] as MessageKey) : name;

/** Level ids 1..7 are shown as 'Level 0'..'Level 6'. Amounts in cents. */
export const LEVELS = [
  { id: 1, name: '0', per1kCents: 0, maxCents: 0 },
  { id: 2, name: '1', per1kCents: 50, maxCents: 2_500 },
  { id: 3, name: '2', per1kCents: 75, maxCents: 5_000 },
  { id: 4, name: '3', per1kCents: 100, maxCents: 10_000 },
  { id: 5, name: '4', per1kCents: 125, maxCents: 20_000 },
  { id: 6, name: '5', per1kCents: 150, maxCents: 35_000 },
  { id: 7, name: '6', per1kCents: 200, maxCents: 50_000 },
] as const;
/** "Level 3" for level id 4: the number a person reads is the level's id less one. */
export const levelLabel = (text: TextReader, levelId: number) => text('levelNumberLabel', { level: levelId - 1 });

export const USER_TYPES = ['creator', 'musician'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PROMOTION_STATUSES = [
  'pending',
  'submitted',
  'reviewed',
  'succeeded',
  'approved',
  'declined',
  'fraud',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const CREATOR_STATUSES = ['active', 'blocked'] as const;
export const CREATOR_STATUS_FILTERS = ['blocked', 'incomplete', 'active'] as const;
export const LEVEL_TYPES = ['normal', 'linear', 'fixed'] as const;
export type LevelType = (typeof LEVEL_TYPES)[number];

export const SPOTIFY_PREFIX = 'https://open.spotify.com/';
export const TIKTOK_PREFIX = 'https://www.tiktok.com/';
export const VIDEO_HOST = 'tiktok.com';

/** Home of a user type. */
export const homePath = (userType: UserType | null | undefined) =>
  userType === 'musician' ? '/app/musician-campaigns' : '/app/campaigns';

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'IDEMPOTENCY_MISMATCH',
  'UNAVAILABLE',
  'INTERNAL',
  // identity
  'INVALID_EMAIL',
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'WRONG_CURRENT_PASSWORD',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'MFA_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
