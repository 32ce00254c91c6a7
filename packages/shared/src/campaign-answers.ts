// What the API answers about campaigns and promotions: the admin's campaign, the creator's and the musician's views
// of it, the promotion row of each list. The routes declare these as their responses, so a field the server adds to
// its own campaign or promotion object reaches no one until it is named here.
import { z } from 'zod';
import { listOf, messageWith } from './api';
import { PROMOTION_STATUSES } from './constants';
import { decisionSchema } from './decisions';
import { EARNING_STATES } from './earning-states';
import { platformSchema } from './platform-schemas';

export const songAnswer = z.object({
  id: z.number(),
  title: z.string(),
  artist: z.string(),
  genre: z.object({ id: z.number(), name: z.string() }),
  spotify_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  capcut_url: z.string().nullable(),
  album_icon_url: z.string().nullable(),
  google_drive_url: z.string().nullable(),
  is_pre_release: z.boolean(),
});
export type SongAnswer = z.infer<typeof songAnswer>;

/** Promotions of a campaign per tab (reviewed counts approved ones too). */
export const promotionCounts = z.object({
  succeeded: z.number(),
  reviewed: z.number(),
  submitted: z.number(),
  pending: z.number(),
});

/** The campaign as the admin sees it (list, card, edit). */
export const adminCampaign = z.object({
  id: z.number(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  budget_eur: z.number(),
  budget_left_eur: z.number(),
  campaign_views: z.number(),
  max_level_id: z.number(),
  hashtags: z.array(z.string()),
  /** the platforms whose videos the campaign accepts (TikTok unless the admin chose others) */
  platforms: z.array(platformSchema),
  territories: z.array(z.string()),
  territory_ids: z.array(z.number()),
  musician_id: z.number().nullable(),
  musician: z.object({ id: z.number(), stage_name: z.string() }).nullable(),
  song: songAnswer,
  status: z.enum(['active', 'archived']),
  archived: z.boolean(),
  created_at: z.string(),
  promotions: promotionCounts,
});
export type AdminCampaign = z.infer<typeof adminCampaign>;

/** A campaign in the creator's feed: the campaign and what this creator can earn from it. */
export const creatorCampaign = adminCampaign.extend({
  you_can_earn_eur: z.number(),
  your_per_1k_views_eur: z.number().nullable(),
  days_left: z.number(),
});
export type CreatorCampaign = z.infer<typeof creatorCampaign>;

/** One campaign opened by a creator: the feed's card and whether they may join it now. */
export const creatorCampaignDetail = creatorCampaign.extend({ can_join: z.boolean() });
export type CreatorCampaignDetail = z.infer<typeof creatorCampaignDetail>;

/** Money and views of a campaign as the card, the report and the emails count them. */
export const campaignMoney = z.object({
  budget_spent_eur: z.number(),
  budget_reserved_eur: z.number(),
  budget_refunded_eur: z.number(),
  views: z.number(),
});
export type CampaignMoney = z.infer<typeof campaignMoney>;

/** A campaign in the musician's list: the campaign with its money and live videos. */
export const musicianCampaign = adminCampaign.extend(campaignMoney.shape).extend({ videos: z.number() });
export type MusicianCampaign = z.infer<typeof musicianCampaign>;

export const promotionStatLatest = z.object({
  views_count: z.number(),
  likes_count: z.number(),
  comments_count: z.number(),
  shares_count: z.number(),
  /** the figures an admin typed when approving (no platform read since): screens label them (TYPED_FIGURES_NOTE) */
  typed: z.boolean(),
});
export type PromotionStatLatest = z.infer<typeof promotionStatLatest>;
export const promotionStatus = z.enum(PROMOTION_STATUSES);

/** A promotion row of the admin's campaign tabs (also the musician's videos and the join answer). */
/** The state of a video's earning (earning-states.ts): null for a video that earns nothing. */
export const earningState = z.enum(EARNING_STATES).nullable();

export const promotionAnswer = z.object({
  id: z.number(),
  campaign_id: z.number(),
  status: promotionStatus,
  /** the platform the video is on (TikTok, Instagram, YouTube) */
  platform: platformSchema,
  video_url: z.string().nullable(),
  video_link: z.string().nullable(),
  video_uploaded_at: z.string().nullable(),
  created_at: z.string(),
  views_after_three_days: z.number().nullable(),
  views_read_at: z.string().nullable(),
  earned_amount_eur: z.number().nullable(),
  reserved_amount_eur: z.number(),
  sound_check: z.enum(['ok', 'manual']).nullable(),
  earning_state: earningState,
  promotion_stat_latest: promotionStatLatest.nullable(),
  creator: z.object({
    id: z.number(),
    tiktok_username: z.string().nullable(),
    /** the handle of the account the video was posted from, on the video's platform (an Instagram or YouTube one for
     * a Reel or a Short) */
    handle: z.string().nullable(),
  }),
});
export type PromotionAnswer = z.infer<typeof promotionAnswer>;

/** A promotion in one creator's list (the creator's own, the admin's Videos tab): with its song. */
export const creatorPromotionAnswer = promotionAnswer.extend({
  song: z.object({ title: z.string(), artist: z.string() }),
  can_delete: z.boolean(),
});
export type CreatorPromotionAnswer = z.infer<typeof creatorPromotionAnswer>;

/** The musician's campaign dashboard. */
export const musicianDashboard = z.object({
  campaign: adminCampaign,
  figures: campaignMoney.extend({
    videos: z.number(),
    likes: z.number(),
    comments: z.number(),
    shares: z.number(),
    budget_eur: z.number(),
    budget_left_eur: z.number(),
    cost_per_1k_views_eur: z.number().nullable(),
  }),
  views_over_time: z.array(z.object({ day: z.string(), views: z.number() })),
  videos_per_day: z.array(z.object({ day: z.string(), videos: z.number() })),
  /** views and spend on each platform the campaign's accepted videos are on, in platform order */
  platforms: z.array(
    z.object({ platform: platformSchema, videos: z.number(), views: z.number(), spent_eur: z.number() }),
  ),
  /** one page of the live videos (?page, ?per_page), newest first; figures.videos counts them all */
  videos: z.array(promotionAnswer),
  top_videos: z.array(promotionAnswer),
  live_statuses: z.array(z.string()),
  earned_total_eur: z.number(),
});
export type MusicianDashboard = z.infer<typeof musicianDashboard>;

/** The creator's page of one video: its deal, money, bill and the last decision. */
export const videoPageAnswer = z.object({
  id: z.number(),
  campaign_id: z.number(),
  status: promotionStatus,
  song: z.object({ title: z.string(), artist: z.string() }),
  video_url: z.string().nullable(),
  video_link: z.string().nullable(),
  created_at: z.string(),
  video_uploaded_at: z.string().nullable(),
  /** upload + 72 h, plus the platform's reporting lag (Instagram: 48 h) */
  settles_at: z.string().nullable(),
  /** the video's platform, and hours its figures may lag (0 but for Instagram) */
  platform: platformSchema,
  reporting_lag_hours: z.number(),
  views_after_three_days: z.number().nullable(),
  latest_views: z.number().nullable(),
  /** the latest views are the figures an admin typed when approving, not a read of the platform */
  latest_views_typed: z.boolean(),
  views_over_time: z.array(z.object({ at: z.string(), views: z.number() })),
  deal: z.object({
    type: z.enum(['normal', 'linear', 'fixed']),
    per_1k_views_amount_eur: z.number().nullable(),
    max_amount_eur: z.number(),
  }),
  reservation: z.object({ amount_eur: z.number(), at: z.string().nullable() }).nullable(),
  reserved_amount_eur: z.number(),
  earned_amount_eur: z.number().nullable(),
  settled_at: z.string().nullable(),
  earning_state: earningState,
  bill: z
    .object({
      bill_number: z.number(),
      /** the invoice number as the bill and the history print it */
      number: z.string(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    })
    .nullable(),
  decision: decisionSchema.nullable(),
});
export type VideoPageAnswer = z.infer<typeof videoPageAnswer>;

/** A correction of a settled promotion's views. */
export const correctionAnswer = z.object({
  id: z.number(),
  admin_user_id: z.number(),
  old_views: z.number().nullable(),
  new_views: z.number(),
  old_earned_eur: z.number(),
  new_earned_eur: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type CorrectionAnswer = z.infer<typeof correctionAnswer>;

export const adminCampaignList = listOf(adminCampaign);
export const adminCampaignResponse = z.object({ data: adminCampaign });
export const adminCampaignSaved = messageWith(adminCampaign);
/** PUT /api/admin/campaigns/{id}: the saved campaign, or the queued stats update. */
export const adminCampaignUpdated = z.union([
  adminCampaignSaved,
  z.object({ message: z.string(), job_id: z.number().nullable() }),
]);
export const promotionTabList = listOf(promotionAnswer);
export const promotionResponse = z.object({ data: promotionAnswer });
export const promotionJoined = messageWith(promotionAnswer);
export const correctionsList = z.object({ data: z.object({ items: z.array(correctionAnswer) }) });
export const correctionSaved = messageWith(
  z.object({ promotion_id: z.number(), corrections: z.array(correctionAnswer) }),
);
export const creatorFeedList = listOf(creatorCampaign);
export const creatorCampaignResponse = z.object({ data: creatorCampaignDetail });
export const creatorPromotionList = listOf(creatorPromotionAnswer);
export const musicianCampaignList = listOf(musicianCampaign);
export const musicianDashboardResponse = z.object({ data: musicianDashboard });
export const videoPageResponse = z.object({ data: videoPageAnswer });
export const videoPageSaved = messageWith(videoPageAnswer);
/** POST /api/promotions/{id}/submit-video-url */
export const videoSubmitted = z.object({
  message: z.string(),
  promotion: z.object({
    id: z.number().optional(),
    status: z.string().optional(),
    video_url: z.string().nullable().optional(),
  }),
});
export type VideoSubmitted = z.infer<typeof videoSubmitted>;

/** POST /api/admin/uploads: where the album cover or song was stored. */
export const uploadAnswer = z.object({
  url: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
