// GET /api/admin/creators/{id}/promotions: the Videos tab of a creator card, 20 a page.
import type { creatorPromotionList } from '@hookline/shared/campaign-answers';
import { PAGE_SIZES } from '@hookline/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getCreatorPromotions = (creatorId: number, page: number) =>
  api
    .get<Answer<typeof creatorPromotionList>>(`/api/admin/creators/${creatorId}/promotions`, {
      query: { page, per_page: PAGE_SIZES.creatorVideos },
    })
    .then((r) => r.data);

export const creatorPromotionsQueryKey = ['admin', 'creator-promotions'] as const;

export const creatorPromotionsQueryOptions = (creatorId: number, page: number) =>
  queryOptions({
    queryKey: [...creatorPromotionsQueryKey, creatorId, page],
    queryFn: () => getCreatorPromotions(creatorId, page),
    placeholderData: keepPreviousData,
  });

export const useCreatorPromotions = (creatorId: number, page: number) =>
  useQuery(creatorPromotionsQueryOptions(creatorId, page));
