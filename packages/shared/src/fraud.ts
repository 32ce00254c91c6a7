// Fraud signals (docs/engine.md "Fraud signals and holds"): the one place their thresholds and points live,
// plus the request/response schemas of the fraud queue and the admin's decision.
import { z } from 'zod';
import { listOf, pageQuery } from './api';

export const FRAUD = {
  /** A reviewed video scoring this or more is held: settlement waits for the admin's decision. */
  HOLD_SCORE: 60,
  /** Scores from here up are listed in the admin's fraud queue. */
  QUEUE_SCORE: 30,
  /** Rates (views per hour, engagement per 1,000 views) are only judged from this many views. */
  MIN_VIEWS: 1_000,
  /** View velocity: views per hour at least this many times the creator's usual (or the campaign's). */
  VELOCITY_RATIO: 8,
  VELOCITY_POINTS: 30,
  /** Engagement: likes + comments + shares per 1,000 views below this share of the campaign median. */
  ENGAGEMENT_SHARE: 0.2,
  /** The median used when the campaign has no other video with enough views yet (a typical TikTok rate). */
  ENGAGEMENT_FALLBACK_PER_1K: 50,
  ENGAGEMENT_POINTS: 35,
  /** Followers: a growth of at least this share AND this many followers between two stats reads. */
  FOLLOWER_JUMP_SHARE: 0.5,
  FOLLOWER_JUMP_MIN: 1_000,
  FOLLOWER_JUMP_POINTS: 20,
  /** The same TikTok video in another promotion (any campaign, any creator). */
  DUPLICATE_VIDEO_POINTS: 40,
  /** The same IBAN on another creator account. */
  SHARED_IBAN_POINTS: 30,
  /** A Hookline account younger than this many days. */
  NEW_ACCOUNT_DAYS: 7,
  NEW_ACCOUNT_POINTS: 10,
  /** A TikTok profile whose oldest known video is younger than this many days. */
  NEW_PROFILE_DAYS: 7,
  NEW_PROFILE_POINTS: 10,
} as const;

export const FRAUD_REASON_CODES = [
  'view_velocity',
  'low_engagement',
  'follower_jump',
  'duplicate_video',
  'shared_iban',
  'new_account',
  'new_tiktok_profile',
] as const;
export type FraudReasonCode = (typeof FRAUD_REASON_CODES)[number];

export const fraudReason = z.object({
  code: z.enum(FRAUD_REASON_CODES),
  points: z.number().int(),
  text: z.string(),
});
export type FraudReason = z.infer<typeof fraudReason>;

export const FRAUD_DECISIONS = ['release', 'fraud'] as const;
export const fraudDecisionBody = z.object({ decision: z.enum(FRAUD_DECISIONS) }).strict();
export type FraudDecisionBody = z.infer<typeof fraudDecisionBody>;

export const fraudCheck = z.object({
  promotion_id: z.number().int(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(fraudReason),
  held: z.boolean(),
  decision: z.enum(['released', 'fraud']).nullable(),
  scored_at: z.string(),
});
export type FraudCheck = z.infer<typeof fraudCheck>;

export const fraudQueueItem = fraudCheck.extend({
  status: z.string(),
  campaign_id: z.number().int(),
  song: z.string(),
  creator: z.object({ id: z.number().int(), tiktok_username: z.string().nullable() }),
  video_url: z.string().nullable(),
  views: z.number().nullable(),
});
export type FraudQueueItem = z.infer<typeof fraudQueueItem>;

export const fraudQueueResponse = listOf(fraudQueueItem);
export const fraudCountResponse = z.object({ data: z.object({ total: z.number().int(), held: z.number().int() }) });
/** The answer of an admin's fraud decision: whether the video was settled by it (a release settles it). */
export const fraudDecisionResponse = z.object({ message: z.string(), data: z.object({ settled: z.boolean() }) });
export const campaignFraudResponse = z.object({ data: z.object({ items: z.array(fraudCheck) }) });
export const creatorReviewsResponse = z.object({
  data: z.object({
    items: z.array(z.object({ promotion_id: z.number().int(), reason_codes: z.array(z.enum(FRAUD_REASON_CODES)) })),
  }),
});
// the one page query of every list (its page bound keeps a hostile page number a 400, not a database error)
export const fraudQueueQuery = pageQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(20) });
