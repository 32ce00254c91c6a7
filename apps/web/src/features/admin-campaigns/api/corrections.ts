// POST/GET /api/admin/promotions/{id}/corrections: correct a settled promotion's views, and its audit trail.
import type { PromotionCorrectionBody } from '@hookline/shared/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export type Correction = {
  id: number;
  admin_user_id: number;
  old_views: number | null;
  new_views: number;
  old_earned_eur: number;
  new_earned_eur: number;
  reason: string;
  created_at: string;
};

export function useCorrections(promotionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'promotion-corrections', promotionId],
    queryFn: () => api.get<{ data: { items: Correction[] } }>(`/api/admin/promotions/${promotionId}/corrections`),
    enabled,
  });
}

export function useCorrectViews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PromotionCorrectionBody }) =>
      api.post<{ message: string }>(`/api/admin/promotions/${id}/corrections`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}
