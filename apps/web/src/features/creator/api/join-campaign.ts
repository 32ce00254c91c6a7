// POST /api/campaigns/{id}/join: takes a slot, a pending promotion.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';
import type { CreatorPromotion } from './types';

export const joinCampaign = (campaignId: number) =>
  api.post<{ message: string; data: CreatorPromotion }>(`/api/campaigns/${campaignId}/join`);

export function useJoinCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}
