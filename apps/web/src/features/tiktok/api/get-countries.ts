// GET /api/countries: the country select of the Connect-profile dialog (a list of id and name).

import { MSG } from '@hookline/shared/messages';
import type { CountryAnswer } from '@hookline/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Country = CountryAnswer;

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: () => api.get<Country[]>('/api/countries'),
    staleTime: 60 * 60_000,
    // the red 'Error fetching countries!' toast; the dialog also offers to try again
    meta: { errorMessage: MSG.errorFetchingCountries },
  });

export const useCountries = () => useQuery(countriesQueryOptions());
