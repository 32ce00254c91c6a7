// GET /api/admin/campaigns/{id}/promotions?promotion_type= (one tab of a campaign card).
import type { PROMOTION_TYPES } from '@hookline/shared/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PromotionType = (typeof PROMOTION_TYPES)[number];

export type AdminPromotion = {
  id: number;
  campaign_id: number;
  status: string;
  video_url: string | null;
  video_link: string | null;
  video_uploaded_at: string | null;
  created_at: string;
  views_after_three_days: number | null;
  views_read_at?: string | null;
  earned_amount_eur: number | null;
  /** 'manual' while a person still has to check the video's sound. */
  sound_check?: 'ok' | 'manual' | null;
  promotion_stat_latest: { views_count: number } | null;
  creator: { id: number; tiktok_username: string | null } | null;
};

export const getCampaignPromotions = (campaignId: number, type: PromotionType) =>
  api
    .get<{ data: { items: AdminPromotion[] } }>(`/api/admin/campaigns/${campaignId}/promotions`, {
      query: { promotion_type: type },
    })
    .then((r) => r.data.items);

export const campaignPromotionsQueryOptions = (campaignId: number, type: PromotionType) =>
  queryOptions({
    queryKey: ['admin', 'campaign-promotions', campaignId, type],
    queryFn: () => getCampaignPromotions(campaignId, type),
  });

export const useCampaignPromotions = (campaignId: number, type: PromotionType) =>
  useQuery(campaignPromotionsQueryOptions(campaignId, type));
