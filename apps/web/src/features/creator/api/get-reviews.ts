// GET /api/creator/reviews: the signed-in creator's videos held for a fraud review, with their reason codes.
import type { creatorReviewsResponse } from '@hookline/shared/fraud';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const creatorReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['creator', 'reviews'],
    queryFn: () =>
      api
        .get<z.infer<typeof creatorReviewsResponse>>('/api/creator/reviews')
        .then((r) => new Map(r.data.items.map((i) => [i.promotion_id, i.reason_codes]))),
    // the notice adds to the promotion card; the card shows without it, so no red toast of its own
    meta: { silent: true },
  });

export const useCreatorReviews = () => useQuery(creatorReviewsQueryOptions());
