// PUT /api/admin/campaigns/{id}: edit, end (archived true) or queue a stats refresh (campaign_update true).
import type { adminCampaignUpdated } from '@hookline/shared/campaign-answers';
import type { CampaignUpdateBody } from '@hookline/shared/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { campaignsQueryKey } from './get-campaigns';

export const updateCampaign = ({ id, body }: { id: number; body: CampaignUpdateBody }) =>
  api.put<Answer<typeof adminCampaignUpdated>>(`/api/admin/campaigns/${id}`, body);

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
