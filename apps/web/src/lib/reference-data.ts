// The reference lists every area reads (countries, the level table): one query each, cached for an hour, whichever
// screen asks first.
import type { CountryAnswer, LevelAnswer } from '@hookline/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { t } from './i18n';

export type Country = CountryAnswer;
/** A level of GET /api/levels (ids 1..7 named '0'..'6', the highest last): its normal deal. */
export type ReferenceLevel = LevelAnswer;

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: () => api.get<Country[]>('/api/countries'),
    staleTime: 60 * 60_000,
    // the red 'Error fetching countries!' toast; the screens also offer to try again
    meta: { errorMessage: t('errorFetchingCountries') },
  });

export const useCountries = () => useQuery(countriesQueryOptions());

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'levels'],
    queryFn: () => api.get<ReferenceLevel[]>('/api/levels'),
    staleTime: 60 * 60_000,
  });

export const useLevels = () => useQuery(levelsQueryOptions());
