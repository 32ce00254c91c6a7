// GET /api/creator/tiktok/check: the linked profile end to end (token valid, profile readable, followers).
import type { TikTokCheckAnswer, tiktokCheckResponse } from '@hookline/shared/creators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type TiktokCheck = TikTokCheckAnswer;

export const tiktokCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['creator', 'tiktok-check'],
    queryFn: () => api.get<Answer<typeof tiktokCheckResponse>>('/api/creator/tiktok/check').then((r) => r.data),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTiktokCheck = () => useQuery(tiktokCheckQueryOptions());
