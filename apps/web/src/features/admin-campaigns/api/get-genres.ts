// GET /api/admin/songs/genres. The list is also kept in client state (its genres list), so the genre
// select of the campaign forms is filled at once on a later visit and refreshed in the background.
import type { GenreAnswer } from '@hookline/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getClientState, setGenres } from '../../../lib/client-state';

export type Genre = GenreAnswer;

export async function getGenres() {
  const genres = await api.get<Genre[]>('/api/admin/songs/genres');
  setGenres(genres);
  return genres;
}

export const genresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'genres'],
    queryFn: getGenres,
    staleTime: 60_000,
    initialData: () => {
      const kept = getClientState().genres;
      return kept.length > 0 ? kept : undefined;
    },
    initialDataUpdatedAt: 0,
  });

export const useGenres = () => useQuery(genresQueryOptions());
