// GET /api/creators/{id}/balance: earned and not billed, billed and open, paid (from the ledger).
import type { creatorBalanceResponse } from '@hookline/shared/bills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getBalance = (creatorId: number) =>
  api.get<Answer<typeof creatorBalanceResponse>>(`/api/creators/${creatorId}/balance`).then((r) => r.data);

export const balanceQueryOptions = (creatorId: number) =>
  queryOptions({ queryKey: ['creator', 'balance', creatorId], queryFn: () => getBalance(creatorId) });

export const useBalance = (creatorId: number | undefined) =>
  useQuery({ ...balanceQueryOptions(creatorId ?? 0), enabled: Boolean(creatorId) });
