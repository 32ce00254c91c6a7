// GET /api/creator/tiktok/check: the linked profile end to end (token valid, profile readable, followers).
import type { TikTokCheckAnswer } from '@hookline/shared/creators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TiktokCheck = TikTokCheckAnswer;

export const tiktokCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['creator', 'tiktok-check'],
    queryFn: () => api.get<{ data: TiktokCheck }>('/api/creator/tiktok/check').then((r) => r.data),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTiktokCheck = () => useQuery(tiktokCheckQueryOptions());
