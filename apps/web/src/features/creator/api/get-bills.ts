// GET /api/creators/{id}/bills and the PDF of one bill.
import type { billList } from '@hookline/shared/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { Bill } from './types';

export const BILLS_PAGE_SIZE = 20;

export const getBills = (creatorId: number, page: number) =>
  api
    .get<Answer<typeof billList>>(`/api/creators/${creatorId}/bills`, { query: { page, per_page: BILLS_PAGE_SIZE } })
    .then((r) => r.data);

export const billsQueryOptions = (creatorId: number, page: number) =>
  queryOptions({
    queryKey: ['creator', 'bills', creatorId, page],
    queryFn: () => getBills(creatorId, page),
    placeholderData: keepPreviousData,
  });

export const useBills = (creatorId: number | undefined, page: number) =>
  useQuery({ ...billsQueryOptions(creatorId ?? 0, page), enabled: Boolean(creatorId) });

export async function downloadBill(creatorId: number, bill: Pick<Bill, 'id' | 'number'>) {
  await downloadFile(`/api/creators/${creatorId}/bills/${bill.id}/pdf`, `hookline-bill-${bill.number}.pdf`);
}
