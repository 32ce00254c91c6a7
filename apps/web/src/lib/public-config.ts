// GET /api/public-config: the support address and the terms and privacy links (server config SUPPORT_EMAIL,
// TERMS_URL, PRIVACY_URL). Read once per visit; until it answers the defaults below are shown.
import type { PublicConfig } from '@hookline/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { PublicConfig };

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  support_email: 'support@hookline.local',
  terms_url: '/terms',
  privacy_url: '/privacy',
};

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('/api/public-config', { token: null }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

export function usePublicConfig(): PublicConfig {
  const data = useQuery(publicConfigQueryOptions()).data;
  // each field on its own: an answer without one (an older server) keeps that default
  const pick = (key: keyof PublicConfig) => (typeof data?.[key] === 'string' ? data[key] : DEFAULT_PUBLIC_CONFIG[key]);
  return { support_email: pick('support_email'), terms_url: pick('terms_url'), privacy_url: pick('privacy_url') };
}
