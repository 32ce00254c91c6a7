// GET /api/admin/musicians?per_page=70: the 'Select Musician' dropdown.
import { PAGE_SIZES } from '@hookline/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MusicianOption = { id: number; stage_name: string | null; email: string };

export const getMusicianOptions = () =>
  api
    .get<{ data: { items: MusicianOption[] } }>('/api/admin/musicians', {
      query: { per_page: PAGE_SIZES.musicianDropdown },
    })
    .then((r) => r.data.items);

export const musicianOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'musician-options'], queryFn: getMusicianOptions, staleTime: 60_000 });

export const useMusicianOptions = () => useQuery(musicianOptionsQueryOptions());
