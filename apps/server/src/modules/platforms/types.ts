// The seam for a short-video platform: one shape that TikTok, Instagram Reels and YouTube Shorts each
// implement in modules/platforms/<id>/, so that connecting, resolving a link and reading views do not care which
// platform a video lives on. Nothing here touches the database: the caller keeps tokens and reads.

export const PLATFORM_IDS = ['tiktok', 'instagram', 'youtube'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

/** Tokens as the platform gave them. Instagram has no refresh token: its long-lived access token is refreshed. */
export type PlatformTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives, as the platform said (never hard-coded). */
  expiresIn: number;
  /** The account's id when the token answer names it (TikTok open_id, Instagram user_id), else null. */
  externalId: string | null;
  /** Scopes granted, when the answer lists them (a creator may refuse one of the requested). */
  scopes: string[] | null;
};

export type PlatformProfile = {
  /** The platform's id of the account: TikTok open_id, Instagram user_id, YouTube channel id. */
  externalId: string;
  /** What people type after the @ (the YouTube handle without its @). */
  handle: string;
  displayName: string;
  followers: number;
};

/** A video link resolved with the creator's token: the video is theirs (else PlatformError `not_owner`). */
export type ResolvedVideo = {
  videoId: string;
  ownerId: string;
  /** Upload time when the platform tells it (settlement counts 72 h from it). */
  createdAt: Date | null;
  url: string;
};

export type VideoStats = {
  videoId: string;
  /** Views as the platform defines them (docs/engine.md "What a view is"); null while insights lag. */
  views: number | null;
  likes: number | null;
  comments: number | null;
  /** True when the platform has no figure yet (Instagram insights lag up to 48 h): read again later. */
  pending: boolean;
  /**
   * The video's owner as this answer names it (YouTube: the channel id), to compare with the connected account; null
   * where the platform answers only for the token owner's own videos (TikTok, Instagram insights).
   */
  ownerId: string | null;
};

/** A batch read: the figures that came back, and per video why one did not (deleted, not the owner's). */
export type StatsBatch = { stats: VideoStats[]; failed: { videoId: string; error: PlatformError }[] };

/** The platform's limits as data, so that a stats job can pace each platform on its own budget. */
export type PlatformLimits = {
  /** Most video ids one stats call may carry. */
  maxIdsPerCall: number;
  budget: {
    /** `calls`: a rate limit on requests; `quota_units`: a cost per call taken from a daily allowance. */
    unit: 'calls' | 'quota_units';
    perWindow: number;
    windowSeconds: number;
    /** Units one stats call costs (1 for a rate limit). */
    costPerStatsCall: number;
    /** Where the window starts: a rolling window, or a calendar day in the given time zone (YouTube: Pacific). */
    resets: 'rolling' | { dailyAt: 'midnight'; timeZone: string };
  };
};

/**
 * What the platform lets us check about a video's sound: `music-id` reads the sound's id (TikTok oEmbed) and can
 * be compared with the campaign's; `manual` means no API tells it and an admin looks at the video.
 */
export type SoundCheck = 'music-id' | 'manual';

export const PLATFORM_ERROR_CODES = [
  'token_expired',
  'quota_exhausted',
  'video_deleted',
  'not_owner',
  'not_short_video',
  'bad_link',
  'unavailable',
  'api',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];

/**
 * A platform call that failed, typed so that callers act on the reason: reconnect (token_expired), wait for the
 * budget (quota_exhausted), or settle the video as gone (video_deleted) or refused (not_owner).
 */
export class PlatformError extends Error {
  constructor(
    readonly platform: PlatformId,
    readonly code: PlatformErrorCode,
    message: string,
  ) {
    super(`${platform}: ${message}`);
    this.name = 'PlatformError';
  }
}

export const isPlatformError = (e: unknown, code?: PlatformErrorCode): e is PlatformError =>
  e instanceof PlatformError && (code === undefined || e.code === code);

export type ShortVideoPlatform = {
  id: PlatformId;
  displayName: string;
  limits: PlatformLimits;
  soundCheck: SoundCheck;
  /** Hours the platform's figures may lag behind real time (Instagram insights: 48); settle that much later. */
  reportingLagHours: number;
  /** The consent page's address; `state` comes back with the code and must be checked by the caller. */
  authorizeUrl: (state: string) => string;
  /** The code of the consent; `state` is the one it came back with (YouTube: it gives back the PKCE verifier). */
  exchangeCode: (code: string, state?: string) => Promise<PlatformTokens>;
  /** TikTok and YouTube refresh with the refresh token; Instagram refreshes its long-lived access token. */
  refresh: (tokens: { accessToken: string; refreshToken: string | null }) => Promise<PlatformTokens>;
  profile: (accessToken: string) => Promise<PlatformProfile>;
  /** The platform's reference in a video link without any call (video id; Instagram: the shortcode), or null. */
  videoRefOf: (url: string) => string | null;
  /** The video's id and owner, read with the creator's token; throws `not_owner`, `video_deleted`, `bad_link`. */
  resolveVideo: (accessToken: string, url: string) => Promise<ResolvedVideo>;
  /** Stats of the creator's videos, split into calls of at most `limits.maxIdsPerCall` ids. */
  readStats: (accessToken: string, videoIds: string[]) => Promise<StatsBatch>;
  /** With soundCheck `music-id`: the sound's id of a public video, or null when it cannot be told. */
  musicIdOf?: (url: string) => Promise<string | null>;
};
