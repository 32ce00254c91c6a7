// DELETE /api/admin/promotions/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const deletePromotion = (id: number) => api.delete<{ message: string }>(`/api/admin/promotions/${id}`);

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}
