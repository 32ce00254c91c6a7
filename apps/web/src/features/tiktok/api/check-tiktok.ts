// GET /api/creator/tiktok/check: the linked profile end to end (token valid, profile readable, followers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TiktokCheck = {
  connected: boolean;
  token_valid: boolean;
  profile_readable: boolean;
  username: string | null;
  follower_count: number | null;
  message: string;
};

export const tiktokCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['creator', 'tiktok-check'],
    queryFn: () => api.get<{ data: TiktokCheck }>('/api/creator/tiktok/check').then((r) => r.data),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTiktokCheck = () => useQuery(tiktokCheckQueryOptions());
