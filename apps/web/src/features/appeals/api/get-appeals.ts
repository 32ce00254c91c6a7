// GET /api/admin/appeals: creators' appeals of declines (the drawer's count: components/layout/open-appeal-count.tsx).
import type { AppealAnswer, AppealStatus, appealList } from '@hookline/shared/decisions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type { AppealStatus };
export type AdminAppeal = AppealAnswer;

export const appealsQueryKey = ['admin', 'appeals'] as const;

export const appealsQueryOptions = (p: { status: AppealStatus; page: number; perPage: number }) =>
  queryOptions({
    queryKey: [...appealsQueryKey, p],
    queryFn: () =>
      api
        .get<Answer<typeof appealList>>('/api/admin/appeals', {
          query: { status: p.status, page: p.page, per_page: p.perPage },
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useAppeals = (p: { status: AppealStatus; page: number; perPage: number }) =>
  useQuery(appealsQueryOptions(p));
