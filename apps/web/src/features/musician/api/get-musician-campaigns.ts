// GET /api/musician/campaigns: the musician's own campaigns, active first. Each page is also kept in client state
// under its page number with its meta, so a page seen before shows at once on return.
import type { musicianCampaignList } from '@hookline/shared/campaign-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { getClientState, type PageCache, updateClientState } from '../../../lib/client-state';
import type { MusicianCampaign } from './types';

export const MUSICIAN_PAGE_SIZE = 10;

export async function getMusicianCampaigns(page: number): Promise<PageCache<MusicianCampaign>> {
  const r = await api.get<Answer<typeof musicianCampaignList>>('/api/musician/campaigns', {
    query: { page, per_page: MUSICIAN_PAGE_SIZE },
  });
  const cached: PageCache<MusicianCampaign> = { items: r.data.items, meta: { total_items: r.data._meta.total_items } };
  updateClientState((s) => ({ ...s, musician_campaigns: { ...s.musician_campaigns, [String(page)]: cached } }));
  return cached;
}

export const musicianCampaignsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['musician', 'campaigns', page],
    queryFn: () => getMusicianCampaigns(page),
    placeholderData: keepPreviousData,
    initialData: () => getClientState().musician_campaigns[String(page)] as PageCache<MusicianCampaign> | undefined,
    // what client state held is shown at once and refreshed in the background
    initialDataUpdatedAt: 0,
  });

export const useMusicianCampaigns = (page: number) => useQuery(musicianCampaignsQueryOptions(page));
