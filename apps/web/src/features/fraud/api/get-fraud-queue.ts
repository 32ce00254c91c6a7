// GET /api/admin/fraud: undecided fraud scores from FRAUD.QUEUE_SCORE, highest first.
import type { FraudQueueItem, fraudQueueResponse } from '@hookline/shared/fraud';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type { FraudQueueItem };

export const FRAUD_PAGE_SIZE = 20;

export const getFraudQueue = (page: number) =>
  api.get<z.infer<typeof fraudQueueResponse>>('/api/admin/fraud', {
    query: { page, per_page: FRAUD_PAGE_SIZE },
  });

export const fraudQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'fraud', 'queue', page],
    queryFn: () => getFraudQueue(page).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useFraudQueue = (page: number) => useQuery(fraudQueueQueryOptions(page));
