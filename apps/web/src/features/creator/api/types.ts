// Shapes of the creator endpoints' answers (apps/server/src/routes/api/creator.ts), as the screens read them.
import type { PromotionStatus } from '@hookline/shared/constants';

export type CreatorSong = {
  id: number;
  title: string;
  artist: string;
  genre: { id: number; name: string } | null;
  spotify_url: string | null;
  tiktok_url: string | null;
  capcut_url: string | null;
  album_icon_url: string | null;
  google_drive_url: string | null;
  is_pre_release?: boolean;
};

export type CreatorCampaign = {
  id: number;
  description: string;
  start_date: string;
  end_date: string;
  budget_eur: number;
  budget_left_eur: number;
  campaign_views: number;
  max_level_id: number;
  hashtags: string[];
  territories: string[];
  musician: { id: number; stage_name: string } | null;
  song: CreatorSong;
  status: string;
  archived: boolean;
  created_at: string;
  /** what this creator earns at most on one video here: min(their deal's cap, budget left) */
  you_can_earn_eur: number;
  /** the creator's rate per 1,000 views; null on a fixed deal */
  your_per_1k_views_eur: number | null;
  days_left: number;
  /** only on GET /api/campaigns/{id} */
  can_join?: boolean;
};

export type PromotionStat = { views_count: number; likes_count: number; comments_count: number; shares_count: number };

export type CreatorPromotion = {
  id: number;
  campaign_id: number;
  status: PromotionStatus;
  video_url: string | null;
  video_link: string | null;
  video_uploaded_at: string | null;
  created_at: string;
  views_after_three_days: number | null;
  views_read_at?: string | null;
  earned_amount_eur: number | null;
  reserved_amount_eur: number;
  sound_check: string | null;
  promotion_stat_latest: PromotionStat | null;
  song: { title: string; artist: string };
};

export type Page<T> = { items: T[]; _meta: { total_items: number } };

export type Balance = { unbilled_eur: number; billed_open_eur: number; paid_eur: number };

// bills, lines and history are described once in packages/shared/src/bills.ts
export type { Bill, BillDetail, EarningLine as Transaction } from '@hookline/shared/bills';

export type Level = {
  id: number;
  name: string;
  type: 'normal';
  per_1k_views_amount_eur: number;
  max_amount_eur: number;
};
