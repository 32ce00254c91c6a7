// GET /api/creators/{id}/promotions: the creator's own promotions, optionally of one campaign.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CreatorPromotion, Page } from './types';

export type PromotionsParams = { creatorId: number; campaignId?: number; page?: number; perPage?: number };

export const getPromotions = (p: PromotionsParams) =>
  api
    .get<{ data: Page<CreatorPromotion> }>(`/api/creators/${p.creatorId}/promotions`, {
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
