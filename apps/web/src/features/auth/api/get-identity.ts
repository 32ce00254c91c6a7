import type { Identity } from '@hookline/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getIdentity = () => api.get<Identity>('/api/auth/me');

// read again on each visit to the shell, so a demoted admin loses the Admin link without signing out
export const identityQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getIdentity, staleTime: 5 * 60_000, meta: { silent: true } });

export const useIdentityQuery = () => useQuery(identityQueryOptions());
