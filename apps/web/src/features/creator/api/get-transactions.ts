// GET /api/creators/{id}/transactions: the creator's ledger entries, newest first.
import type { earningLineList } from '@hookline/shared/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 20;

export const getTransactions = (creatorId: number, page: number) =>
  api
    .get<Answer<typeof earningLineList>>(`/api/creators/${creatorId}/transactions`, {
      query: { page, per_page: TRANSACTIONS_PAGE_SIZE },
    })
    .then((r) => r.data);

export const transactionsQueryOptions = (creatorId: number, page: number) =>
  queryOptions({
    queryKey: ['creator', 'transactions', creatorId, page],
    queryFn: () => getTransactions(creatorId, page),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (creatorId: number | undefined, page: number) =>
  useQuery({ ...transactionsQueryOptions(creatorId ?? 0, page), enabled: Boolean(creatorId) });
