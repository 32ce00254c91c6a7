// GET /api/creators/{id}/transactions: the creator's ledger entries, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page, Transaction } from './types';

export const TRANSACTIONS_PAGE_SIZE = 20;

export const getTransactions = (creatorId: number, page: number) =>
  api
    .get<{ data: Page<Transaction> }>(`/api/creators/${creatorId}/transactions`, {
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
