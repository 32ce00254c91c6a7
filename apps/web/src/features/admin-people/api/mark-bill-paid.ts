// POST /api/admin/bills/{id}/pay: the payout went out; the ledger moves the billed amount out of the platform.
import type { billPaidResponse } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const markBillPaid = (billId: number) =>
  api.post<Answer<typeof billPaidResponse>>(`/api/admin/bills/${billId}/pay`, undefined, {
    // a double click or a retried request pays once
    headers: { 'Idempotency-Key': `bill-pay-${billId}` },
  });

export function useMarkBillPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBillPaid,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
  });
}
