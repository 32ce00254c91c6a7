// The admin's review queue of musicians' paid drafts: GET /api/admin/campaign-drafts, Approve, Reject.
import type { draftReviewed, reviewQueueResponse } from '@hookline/shared/musician-campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../lib/api-client';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
