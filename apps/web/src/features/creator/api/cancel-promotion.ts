// DELETE /api/promotions/{id}: a creator cancels a pending or submitted promotion of their own.
import type { messageSchema } from '@hookline/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const cancelPromotion = (id: number) => api.delete<Answer<typeof messageSchema>>(`/api/promotions/${id}`);

export function useCancelPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}
