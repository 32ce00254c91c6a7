// GET /api/creators/{id}/bills/{billId}: one bill with its lines.
import type { billDetailResponse } from '@hookline/shared/bills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getBill = (creatorId: number, billId: number) =>
  api.get<Answer<typeof billDetailResponse>>(`/api/creators/${creatorId}/bills/${billId}`).then((r) => r.data);

export const billQueryOptions = (creatorId: number, billId: number) =>
  queryOptions({ queryKey: ['creator', 'bill', creatorId, billId], queryFn: () => getBill(creatorId, billId) });

export const useBill = (creatorId: number, billId: number, enabled: boolean) =>
  useQuery({ ...billQueryOptions(creatorId, billId), enabled });
