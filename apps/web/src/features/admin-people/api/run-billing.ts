// POST /api/admin/billing-runs: the billing job queued now for every creator's earnings up to this moment; the
// server answers 409 while a billing run is waiting or running (its message becomes the red toast).
import type { BillingRun } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduledTasksQueryKey } from './get-scheduled-tasks';

export const runBilling = () => api.post<BillingRun>('/api/admin/billing-runs');

export function useRunBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBilling,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledTasksQueryKey }),
  });
}
