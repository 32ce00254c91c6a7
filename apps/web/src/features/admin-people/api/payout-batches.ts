// SEPA payout batches: GET/POST /api/admin/payout-batches, the batch's pain.001 file, and marking it paid
// (all of it, or the payments named in the bank's CSV).
import type { PayoutBatch, payoutBatchCreated, payoutBatchList, payoutBatchPaidResponse } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { invoicesQueryKey } from './get-invoices';

export const batchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payout-batches'],
    queryFn: () => api.get<Answer<typeof payoutBatchList>>('/api/admin/payout-batches').then((r) => r.data),
  });

export const usePayoutBatches = () => useQuery(batchesQueryOptions());

export const downloadSepa = (batch: Pick<PayoutBatch, 'id' | 'message_id'>) =>
  downloadFile(`/api/admin/payout-batches/${batch.id}/sepa`, `${batch.message_id}.xml`);

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billIds: number[]) =>
      api.post<Answer<typeof payoutBatchCreated>>('/api/admin/payout-batches', { bill_ids: billIds }),
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: async (answer) => {
      await downloadSepa(answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: batchesQueryOptions().queryKey }),
      ]);
    },
  });
}

export function useMarkBatchPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (o: { batchId: number; bankCsv?: string }) =>
      api.post<Answer<typeof payoutBatchPaidResponse>>(
        `/api/admin/payout-batches/${o.batchId}/paid`,
        o.bankCsv === undefined ? {} : { bank_csv: o.bankCsv },
      ),
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: batchesQueryOptions().queryKey }),
      ]),
  });
}

export const downloadDac7 = (year: number) =>
  downloadFile(`/api/admin/reports/dac7?year=${year}`, `dac7-paid-sellers-${year}.csv`);
