// PUT /api/admin/promotions/{id}: approve, decline, fraud, views after three days, video link.
import type { PromotionUpdateBody } from '@hookline/shared/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updatePromotion = ({ id, body }: { id: number; body: PromotionUpdateBody }) =>
  api.put<{ data: unknown }>(`/api/admin/promotions/${id}`, body);

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    // a promotion can move tab and change the card's counts and views
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
