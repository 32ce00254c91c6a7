// GET /api/levels: the level table (ids 1..7 named '0'..'6', the highest last).
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
