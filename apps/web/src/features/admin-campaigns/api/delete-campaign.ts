// DELETE /api/admin/campaigns/{id} (refused with 409 when archived).
import type { messageSchema } from '@hookline/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { campaignsQueryKey } from './get-campaigns';

export const deleteCampaign = (id: number) => api.delete<Answer<typeof messageSchema>>(`/api/admin/campaigns/${id}`);

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
