// GET /api/campaigns/{id}: one campaign as this creator sees it (what they can earn, whether they can join).
import type { creatorCampaignResponse } from '@hookline/shared/campaign-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getCampaign = (id: number) =>
  api.get<Answer<typeof creatorCampaignResponse>>(`/api/campaigns/${id}`).then((r) => r.data);

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['creator', 'campaign', id],
    queryFn: () => getCampaign(id),
    // the screen shows its own not-found and error states
    meta: { silent: true },
  });

export const useCampaign = (id: number) => useQuery(campaignQueryOptions(id));
