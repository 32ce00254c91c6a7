// GET /api/admin/campaigns/{id}/promotions?promotion_type= (one tab of a campaign card).
import type { PromotionAnswer, promotionTabList } from '@hookline/shared/campaign-answers';
import type { PROMOTION_TYPES } from '@hookline/shared/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type PromotionType = (typeof PROMOTION_TYPES)[number];

export type AdminPromotion = PromotionAnswer;

export const getCampaignPromotions = (campaignId: number, type: PromotionType) =>
  api
    .get<Answer<typeof promotionTabList>>(`/api/admin/campaigns/${campaignId}/promotions`, {
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
