// GET /api/admin/campaigns: one page of campaign cards.
import type { AdminCampaign, adminCampaignList, SongAnswer } from '@hookline/shared/campaign-answers';
import { PAGE_SIZES } from '@hookline/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { adminCampaignsKey } from '../../../lib/query-keys';

export type PromotionCounts = AdminCampaign['promotions'];

export type AdminSong = SongAnswer;

export type { AdminCampaign };

export type CampaignListParams = {
  status: 'all' | 'active' | 'archived';
  page: number;
  search: string;
  musicianId: number | null;
  /** one campaign by its id (?campaign=) */
  campaignId?: number | null;
};

export const getCampaigns = (p: CampaignListParams) =>
  api
    .get<Answer<typeof adminCampaignList>>('/api/admin/campaigns', {
      query: {
        per_page: PAGE_SIZES.campaigns,
        page: p.page,
        campaign_status: p.status === 'all' ? undefined : p.status,
        search_string: p.search.trim() || undefined,
        musician_id: p.musicianId ?? undefined,
        campaign_id: p.campaignId ?? undefined,
      },
    })
    .then((r) => r.data);

export const campaignsQueryKey = adminCampaignsKey;

export const campaignsQueryOptions = (p: CampaignListParams) =>
  queryOptions({
    queryKey: [...campaignsQueryKey, p],
    queryFn: () => getCampaigns(p),
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (p: CampaignListParams) => useQuery(campaignsQueryOptions(p));
