// POST /api/admin/fraud/{id}/decision: release (settles as usual) or fraud (irreversible).
import type { FraudDecisionBody, fraudDecisionResponse } from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const decideFraud = (id: number, body: FraudDecisionBody) =>
  api.post<Answer<typeof fraudDecisionResponse>>(`/api/admin/fraud/${id}/decision`, body);

export function useDecideFraud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; body: FraudDecisionBody }) => decideFraud(v.id, v.body),
    // the decision moves money and statuses: every admin list may change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
    meta: { errorMessage: MSG.tryAgainLater },
  });
}
