// GET /api/admin/fraud/count: the number shown beside the drawer's Fraud Queue entry.
import type { fraudCountResponse } from '@hookline/shared/fraud';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const fraudCountQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'fraud', 'count'],
    queryFn: () => api.get<z.infer<typeof fraudCountResponse>>('/api/admin/fraud/count').then((r) => r.data),
    // a count in the drawer is a hint: it never shows a red toast of its own
    meta: { silent: true },
  });

export const useFraudCount = () => useQuery(fraudCountQueryOptions());
