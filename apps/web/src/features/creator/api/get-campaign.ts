// GET /api/campaigns/{id}: one campaign as this creator sees it (what they can earn, whether they can join). The
// answer is also kept in client state (its current campaign info), so the page of the campaign opened last shows at
// once on return and is refreshed in the background.
import { creatorCampaignDetail, type creatorCampaignResponse } from '@hookline/shared/campaign-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { getClientState, setCampaignInfo } from '../../../lib/client-state';

export async function getCampaign(id: number) {
  const campaign = (await api.get<Answer<typeof creatorCampaignResponse>>(`/api/campaigns/${id}`)).data;
  setCampaignInfo(campaign);
  return campaign;
}

/** The kept campaign when it is this one and still has the answer's shape (a stored older shape is ignored). */
function keptCampaign(id: number) {
  const kept = creatorCampaignDetail.safeParse(getClientState().campaign.info);
  return kept.success && kept.data.id === id ? kept.data : undefined;
}

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['creator', 'campaign', id],
    queryFn: () => getCampaign(id),
    initialData: () => keptCampaign(id),
    initialDataUpdatedAt: 0,
    // the screen shows its own not-found and error states
    meta: { silent: true },
  });

export const useCampaign = (id: number) => useQuery(campaignQueryOptions(id));
