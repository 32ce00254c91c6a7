// DELETE /api/admin/campaigns/{id} (refused with 409 when archived).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './get-campaigns';

export const deleteCampaign = (id: number) => api.delete<{ message?: string }>(`/api/admin/campaigns/${id}`);

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
