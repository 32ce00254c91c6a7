// Short-video platforms a creator connects and a campaign accepts (server: modules/platforms): their ids, names and
// rules. No zod here: every signed-in first screen reads the names (the feed's badges, the dashboard's figures, the
// admin's alerts), and the schemas' library is not theirs to load (platform-schemas.ts has the requests' schemas).
import { type MessageKey, messageText } from './catalogue';
import { MSG } from './messages';

export const PLATFORMS = ['tiktok', 'instagram', 'youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** The platforms connected through the generic routes (TikTok keeps its own: the spec's call and dialog). */
export const OAUTH_PLATFORMS = ['instagram', 'youtube'] as const;

export const PLATFORM_NAMES: Record<Platform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Submitting a video of a platform the campaign does not accept, or before connecting that platform. */
/** The placeholders of the catalogue's platformNotAccepted and platformNotConnected texts. */
export const platformNotAcceptedParams = (accepted: Platform[]) => ({
  platforms: accepted.map((p) => PLATFORM_NAMES[p]).join(', '),
});
export const platformNotConnectedParams = (p: Platform) => ({ platform: PLATFORM_NAMES[p] });
export const platformNotAccepted = (accepted: Platform[]) =>
  messageText('platformNotAccepted', platformNotAcceptedParams(accepted));
export const platformNotConnected = (p: Platform) => messageText('platformNotConnected', platformNotConnectedParams(p));

/**
 * Hours a platform's view figures may lag behind real time: Instagram's insights up to 48 h (Meta, Instagram Media
 * Insights). A video of a platform with a lag settles on the first read taken at least 72 h plus that lag after its
 * upload (docs/engine.md "What a view is on each platform").
 */
export const PLATFORM_REPORTING_LAG_HOURS: Record<Platform, number> = { tiktok: 0, instagram: 48, youtube: 0 };

const HOUR_MS = 3600_000;
/** When a video's views settle: 72 h after upload, plus its platform's reporting lag. */
export const settlesAt = (platform: Platform, uploadedAt: Date) =>
  new Date(uploadedAt.getTime() + (72 + PLATFORM_REPORTING_LAG_HOURS[platform]) * HOUR_MS);

/** A PlatformError's code as the creator reads it (apps/server/src/modules/platforms/types.ts): its catalogue key. */
export const PLATFORM_ERROR_KEYS = {
  token_expired: 'platformTokenExpired',
  quota_exhausted: 'platformQuotaExhausted',
  video_deleted: 'platformVideoDeleted',
  not_owner: 'platformNotOwner',
  not_short_video: 'platformNotShortVideo',
  bad_link: 'platformBadLink',
  unavailable: 'platformUnavailable',
  api: 'platformApi',
} as const satisfies Record<string, MessageKey>;

/** The same texts by code (read from the catalogue). */
export const PLATFORM_ERROR_MESSAGES = Object.fromEntries(
  Object.entries(PLATFORM_ERROR_KEYS).map(([code, key]) => [code, MSG[key]]),
) as { [C in keyof typeof PLATFORM_ERROR_KEYS]: (typeof MSG)[(typeof PLATFORM_ERROR_KEYS)[C]] };
