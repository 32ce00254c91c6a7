// GET /api/levels: the level table, for the figures of a normal deal in the creator edit form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Level } from './types';

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'levels'],
    queryFn: () => api.get<Level[]>('/api/levels'),
    staleTime: 60 * 60_000,
  });

export const useLevels = () => useQuery(levelsQueryOptions());
