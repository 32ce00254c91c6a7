// GET /api/admin/musicians?per_page=70&search_string=: the 'Select Musician' dropdown asks the server as the admin
// types, so every musician can be found however many there are (70 per answer is the spec's dropdown size).

import { PAGE_SIZES } from '@hookline/shared/constants';
import type { MusicianAnswer, musicianList } from '@hookline/shared/people-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { musicianOptionsKey } from '../../../lib/query-keys';

export type MusicianOption = Pick<MusicianAnswer, 'id' | 'stage_name' | 'email'>;

export const getMusicianOptions = (search: string) =>
  api
    .get<Answer<typeof musicianList>>('/api/admin/musicians', {
      query: { per_page: PAGE_SIZES.musicianDropdown, search_string: search.trim() || undefined },
    })
    .then((r) => r.data.items);

export const musicianOptionsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [...musicianOptionsKey, search.trim()],
    queryFn: () => getMusicianOptions(search),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useMusicianOptions = (search = '') => useQuery(musicianOptionsQueryOptions(search));
