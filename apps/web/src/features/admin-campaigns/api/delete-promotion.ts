// DELETE /api/admin/promotions/{id}.
import type { messageSchema } from '@hookline/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const deletePromotion = (id: number) => api.delete<Answer<typeof messageSchema>>(`/api/admin/promotions/${id}`);

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}
