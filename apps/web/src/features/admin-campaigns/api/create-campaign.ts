// POST /api/admin/campaigns.
import type { adminCampaignSaved } from '@hookline/shared/campaign-answers';
import type { CampaignCreateBody } from '@hookline/shared/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { campaignsQueryKey } from './get-campaigns';

export const createCampaign = (body: CampaignCreateBody) =>
  api.post<Answer<typeof adminCampaignSaved>>('/api/admin/campaigns', body);

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
