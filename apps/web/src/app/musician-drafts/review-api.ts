// The admin's review queue of musicians' paid drafts: GET /api/admin/campaign-drafts, Approve, Reject;
// bank transfers to mark received and refunds by bank transfer to mark sent.
import type {
  bankTransferQueueResponse,
  draftReviewed,
  reviewQueueResponse,
} from '@hookline/shared/musician-campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../lib/api-client';
import { toast } from '../../lib/toasts';

const key = ['admin', 'campaign-drafts'] as const;

export const useReviewQueue = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<Answer<typeof reviewQueueResponse>>('/api/admin/campaign-drafts')).data.items,
  });

export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      d: { id: number; decision: 'approve'; max_level_id: number } | { id: number; decision: 'reject'; reason: string },
    ) =>
      api.post<Answer<typeof draftReviewed>>(
        `/api/admin/campaign-drafts/${d.id}/${d.decision}`,
        d.decision === 'approve' ? { max_level_id: d.max_level_id } : { reason: d.reason },
      ),
    // told here, not by the caller: the refreshed queue no longer shows the request, whose callbacks then never run
    onSuccess: (r) => {
      toast.success(r.message);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** Bank transfers to confirm and refunds to send by bank transfer (GET /api/admin/bank-transfers). */
export const useBankTransferQueue = () =>
  useQuery({
    queryKey: ['admin', 'bank-transfers'],
    queryFn: async () => (await api.get<Answer<typeof bankTransferQueueResponse>>('/api/admin/bank-transfers')).data,
  });

/** Mark a bank transfer received, or a refund by bank transfer sent; both answer 409 the second time. */
export function useMarkTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { kind: 'received' | 'sent'; id: number }) =>
      api.post<{ message: string }>(
        d.kind === 'received'
          ? `/api/admin/bank-transfers/${d.id}/received`
          : `/api/admin/payment-refunds/${d.id}/sent`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
