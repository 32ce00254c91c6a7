// GET /api/countries: the country filter of the creators list and the country select of the creator edit form.
import { MSG } from '@hookline/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Country } from './types';

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: () => api.get<Country[]>('/api/countries'),
    staleTime: 60 * 60_000,
    meta: { errorMessage: MSG.errorFetchingCountries },
  });

export const useCountries = () => useQuery(countriesQueryOptions());
