// POST/GET /api/admin/promotions/{id}/corrections: correct a settled promotion's views, and its audit trail.
import type { CorrectionAnswer, correctionSaved, correctionsList } from '@hookline/shared/campaign-answers';
import type { PromotionCorrectionBody } from '@hookline/shared/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export type Correction = CorrectionAnswer;

export function useCorrections(promotionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'promotion-corrections', promotionId],
    queryFn: () => api.get<Answer<typeof correctionsList>>(`/api/admin/promotions/${promotionId}/corrections`),
    enabled,
  });
}

export function useCorrectViews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PromotionCorrectionBody }) =>
      api.post<Answer<typeof correctionSaved>>(`/api/admin/promotions/${id}/corrections`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}
