// GET /api/admin/users: one page of creator cards, filtered in SQL.

import { PAGE_SIZES } from '@hookline/shared/constants';
import type { creatorCardList } from '@hookline/shared/people-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import type { CreatorStatusFilter } from './types';

export type CreatorListParams = {
  page: number;
  status: CreatorStatusFilter | null;
  levelId: number | null;
  countryName: string | null;
  search: string;
};

export const getCreators = (p: CreatorListParams) =>
  api
    .get<Answer<typeof creatorCardList>>('/api/admin/users', {
      query: {
        page: p.page,
        per_page: PAGE_SIZES.creators,
        status: p.status ?? undefined,
        level_id: p.levelId ?? undefined,
        country_name: p.countryName ?? undefined,
        search_string: p.search.trim() || undefined,
      },
    })
    .then((r) => r.data);

export const creatorsQueryKey = ['admin', 'creators'] as const;

export const creatorsQueryOptions = (p: CreatorListParams) =>
  queryOptions({
    queryKey: [...creatorsQueryKey, p],
    queryFn: () => getCreators(p),
    placeholderData: keepPreviousData,
  });

export const useCreators = (p: CreatorListParams) => useQuery(creatorsQueryOptions(p));
