// GET /api/admin/songs/genres.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Genre = { id: number; name: string };

export const getGenres = () => api.get<Genre[]>('/api/admin/songs/genres');

export const genresQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'genres'], queryFn: getGenres, staleTime: 60_000 });

export const useGenres = () => useQuery(genresQueryOptions());
