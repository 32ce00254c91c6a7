// GET /api/creators/{id}/promotions: the creator's own promotions, optionally of one campaign.
import type { creatorPromotionList } from '@hookline/shared/campaign-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type PromotionsParams = { creatorId: number; campaignId?: number; page?: number; perPage?: number };

export const getPromotions = (p: PromotionsParams) =>
  api
    .get<Answer<typeof creatorPromotionList>>(`/api/creators/${p.creatorId}/promotions`, {
      query: { campaign_id: p.campaignId, page: p.page ?? 1, per_page: p.perPage ?? 20 },
    })
    .then((r) => r.data);

export const promotionsQueryKey = ['creator', 'promotions'] as const;

export const promotionsQueryOptions = (p: PromotionsParams) =>
  queryOptions({
    queryKey: [...promotionsQueryKey, p],
    queryFn: () => getPromotions(p),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (p: PromotionsParams, enabled = true) =>
  useQuery({ ...promotionsQueryOptions(p), enabled });
