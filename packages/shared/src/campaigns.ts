// Campaign and promotion requests/responses; the admin forms parse the same schemas.

import { z } from 'zod';
import { messageText } from './catalogue';
import { MIN_BUDGET_EUR, TERRITORIES } from './constants';
import { decisionNoteField, decisionReasonField, NOTE_NEEDED_MESSAGE, REASONS_NEEDING_A_NOTE } from './decisions';
import { MSG } from './messages';
import { hasAtMostDecimals, MONEY_MESSAGES } from './money';
import { platformSchema } from './platform-schemas';
import { PLATFORMS } from './platforms';
import { countValue, dbId, dbIdParam, pageParam, text } from './primitives';
import { isCapCutLink, isSpotifyLink, isTikTokSoundLink, isUploadedFileName, isUploadedFileUrl } from './song-links';
import { isTikTokVideoUrl } from './video-url';

// a text first (the one text primitive), then one of the two ISO forms
const isoDate = text().pipe(
  z.union(
    [z.iso.datetime({ offset: true, message: MSG.enterValidDate }), z.iso.datetime({ message: MSG.enterValidDate })],
    { message: MSG.enterValidDate },
  ),
);
/** An optional link, empty or of the shape `check` accepts (song-links.ts: parsed as a URL, exact host and path). */
const optionalUrl = (check: (v: string) => boolean, message: string) =>
  text()
    .trim()
    .max(2000)
    .refine((v) => v === '' || check(v), message)
    .nullable()
    .optional();
/** A media field: empty, or this server's own upload key (song-links.ts). */
const mediaField = (check: (v: string) => boolean, message: string) =>
  text()
    .trim()
    .max(500)
    .refine((v) => v === '' || check(v), message)
    .nullable()
    .optional();

export const songInput = z
  .object({
    id: dbId().optional(),
    title: text().trim().min(1, MSG.enterSongTitle).max(200),
    artist: text().trim().min(1, MSG.enterArtist).max(200),
    genre_id: dbId().optional(),
    genre: z
      .object({ name: text().trim().max(60) })
      .strict()
      .optional(),
    spotify_url: optionalUrl(isSpotifyLink, MSG.invalidSpotify),
    tiktok_url: optionalUrl(isTikTokSoundLink, MSG.invalidTiktok),
    capcut_url: optionalUrl(isCapCutLink, MSG.invalidCapcut),
    album_icon_url: mediaField(isUploadedFileUrl, MSG.invalidUploadedFile),
    google_drive_url: mediaField(isUploadedFileName, MSG.invalidUploadedFile),
  })
  .strict()
  .refine((s) => s.genre_id !== undefined || (s.genre?.name ?? '') !== '', {
    message: MSG.chooseGenre,
    path: ['genre'],
  });

/** A territory by its id (1 to 8) or, as the spec's payload names them, by its name ('Europe', 'all'): held as its id. */
const territoryRef = z
  .union([
    z.number().int().min(1).max(8),
    text()
      .trim()
      .refine((name) => TERRITORIES.some((t) => t.name.toLowerCase() === name.toLowerCase()), {
        message: messageText('chooseTerritories', { territories: TERRITORIES.map((t) => t.name).join(', ') }),
      }),
  ])
  .transform((ref) =>
    typeof ref === 'number' ? ref : (TERRITORIES.find((t) => t.name.toLowerCase() === ref.toLowerCase())?.id ?? 0),
  );

const campaignFields = {
  description: text().max(100_000).default(''),
  start_date: isoDate,
  end_date: isoDate,
  budget_eur: z
    .number({ message: MSG.enterBudget })
    .min(MIN_BUDGET_EUR, messageText('budgetAtLeast', { min: MIN_BUDGET_EUR }))
    .max(10_000_000)
    .refine((n) => hasAtMostDecimals(n, 2), MONEY_MESSAGES.budgetDecimals),
  max_level_id: z.number().int().min(1, MSG.maxLevelRequired).max(7, MSG.maxLevelRequired),
  hashtags: z.array(text().trim().max(100)).max(3).default([]),
  territories: z.array(territoryRef).min(1, MSG.chooseOneTerritory),
  /** the platforms whose videos it accepts; absent: TikTok on create, unchanged on edit (the spec's payload) */
  platforms: z
    .array(platformSchema)
    .min(1, MSG.chooseOnePlatform)
    .max(10)
    .transform((list) => PLATFORMS.filter((p) => list.includes(p)))
    .optional(),
  musician_id: dbId().nullable().optional(),
  song: songInput,
};

/** The fields of Create Campaign, before its rules: a musician's draft (musician-campaigns.ts) omits the admin's. */
export const campaignCreateObject = z.object(campaignFields).strict();

type CreateRuleFields = { start_date: string; end_date: string; song: z.infer<typeof songInput> };
/** Create Campaign's rules across fields, with its texts; shared by the admin's form and a musician's draft. */
export const withCampaignCreateRules = <T extends z.ZodType<CreateRuleFields>>(schema: T) =>
  schema
    .refine((c) => new Date(c.end_date) > new Date(c.start_date), {
      message: MSG.endAfterStartCreate,
      path: ['end_date'],
    })
    .refine(
      (c) => Boolean(c.song.spotify_url) || (Boolean(c.song.album_icon_url) && Boolean(c.song.google_drive_url)),
      {
        message: MSG.spotifyOrFiles,
        path: ['song', 'spotify_url'],
      },
    );

export const campaignCreateBody = withCampaignCreateRules(campaignCreateObject);
export type CampaignCreateBody = z.infer<typeof campaignCreateBody>;

export const campaignUpdateBody = z.union([
  z.object({ archived: z.literal(true) }).strict(),
  z.object({ campaign_update: z.literal(true) }).strict(),
  z
    .object(campaignFields)
    .strict()
    .refine((c) => new Date(c.end_date) > new Date(c.start_date), {
      message: MSG.endAfterStartEdit,
      path: ['end_date'],
    }),
]);
export type CampaignUpdateBody = z.infer<typeof campaignUpdateBody>;

export const campaignListQuery = z
  .object({
    page: pageParam(),
    per_page: z.coerce.number().int().min(1).max(100).default(5),
    campaign_status: z.enum(['active', 'archived']).optional(),
    search_string: text().trim().max(200).optional(),
    musician_id: dbIdParam().optional(),
    /** one campaign by its id: where Create Campaign sends the admin after saving */
    campaign_id: dbIdParam().optional(),
  })
  .strict();

export const PROMOTION_TYPES = ['succeeded', 'reviewed', 'submitted', 'pending'] as const;
export const promotionListQuery = z.object({ promotion_type: z.enum(PROMOTION_TYPES).optional() }).strict();

const statInput = z
  .object({
    views_count: countValue(),
    likes_count: countValue(),
    comments_count: countValue(),
    shares_count: countValue(),
  })
  .strict();

/** 'YYYY-MM-DD HH:MM:SS' with a valid month, day, hour, minute, second in the current year. */
export function isValidApproveDate(value: string, now = new Date()) {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y !== now.getFullYear() || mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return false;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d >= 1 && d <= daysInMonth;
}

const videoUrl = text().trim().max(2000).refine(isTikTokVideoUrl, MSG.submitLink);

export const promotionUpdateBody = z
  .object({
    status: z.enum(['pending', 'reviewed', 'declined', 'fraud']).optional(),
    video_url: videoUrl.optional(),
    video_uploaded_at: text()
      .refine((v) => isValidApproveDate(v), MSG.invalidDateTime)
      .optional(),
    promotion_stat: statInput.optional(),
    views_after_three_days: countValue().optional(),
    // why a decline or fraud was decided (decisions.ts); the creator sees both
    reason_code: decisionReasonField.optional(),
    reason_note: decisionNoteField.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: MSG.nothingToUpdate })
  // the creator reads the note wherever the reason is shown: a reason that says nothing on its own needs one
  .refine((b) => !b.reason_code || !REASONS_NEEDING_A_NOTE.includes(b.reason_code) || Boolean(b.reason_note), {
    message: NOTE_NEEDED_MESSAGE,
    path: ['reason_note'],
  })
  .refine((b) => b.status !== 'reviewed' || (b.video_uploaded_at && b.promotion_stat), {
    message: MSG.approveNeedsStats,
    path: ['video_uploaded_at'],
  })
  .refine((b) => b.reason_code === undefined || b.status === 'declined' || b.status === 'fraud', {
    message: MSG.reasonOnlyForDecline,
    path: ['reason_code'],
  });
export type PromotionUpdateBody = z.infer<typeof promotionUpdateBody>;

/** POST /api/admin/promotions/{id}/corrections: corrected views after three days of a settled promotion, and why. */
export const promotionCorrectionBody = z
  .object({
    views_after_three_days: z.number().int(MSG.viewsWholeNumber).min(0).max(1_000_000_000_000),
    reason: text().trim().min(3, MSG.correctionReason).max(500),
  })
  .strict();
export type PromotionCorrectionBody = z.infer<typeof promotionCorrectionBody>;
