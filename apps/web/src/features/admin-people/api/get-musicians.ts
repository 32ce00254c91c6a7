// GET /api/admin/musicians: one page of the Musicians screen, 20 a page.

import { PAGE_SIZES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import type { musicianList } from '@hookline/shared/people-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getMusicians = (page: number) =>
  api
    .get<Answer<typeof musicianList>>('/api/admin/musicians', {
      query: { page, per_page: PAGE_SIZES.adminMusicians },
    })
    .then((r) => r.data);

export const musiciansQueryKey = ['admin', 'musicians'] as const;

export const musiciansQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...musiciansQueryKey, page],
    queryFn: () => getMusicians(page),
    placeholderData: keepPreviousData,
    // the list failure shows the server message or 'Something went wrong'
    meta: { errorMessage: MSG.somethingWentWrong },
  });

export const useMusicians = (page: number) => useQuery(musiciansQueryOptions(page));
