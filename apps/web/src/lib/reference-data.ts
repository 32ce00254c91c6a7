// The reference lists every area reads (countries, the level table): one query each, cached for an hour, whichever
// screen asks first.
import { MSG } from '@hookline/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type Country = { id: number; name: string };
/** A level of GET /api/levels (ids 1..7 named '0'..'6', the highest last): its normal deal. */
export type ReferenceLevel = {
  id: number;
  name: string;
  type: 'normal';
  per_1k_views_amount_eur: number;
  max_amount_eur: number;
};

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: () => api.get<Country[]>('/api/countries'),
    staleTime: 60 * 60_000,
    // the red 'Error fetching countries!' toast; the screens also offer to try again
    meta: { errorMessage: MSG.errorFetchingCountries },
  });

export const useCountries = () => useQuery(countriesQueryOptions());

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'levels'],
    queryFn: () => api.get<ReferenceLevel[]>('/api/levels'),
    staleTime: 60 * 60_000,
  });

export const useLevels = () => useQuery(levelsQueryOptions());
