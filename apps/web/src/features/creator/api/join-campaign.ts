// POST /api/campaigns/{id}/join: takes a slot, a pending promotion.
import type { promotionJoined } from '@hookline/shared/campaign-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const joinCampaign = (campaignId: number) =>
  api.post<Answer<typeof promotionJoined>>(`/api/campaigns/${campaignId}/join`);

export function useJoinCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}
