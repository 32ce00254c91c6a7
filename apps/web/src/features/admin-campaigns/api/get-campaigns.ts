// GET /api/admin/campaigns: one page of campaign cards.
import { PAGE_SIZES } from '@hookline/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminCampaignsKey } from '../../../lib/query-keys';

export type PromotionCounts = { succeeded: number; reviewed: number; submitted: number; pending: number };

export type AdminSong = {
  id: number;
  title: string;
  artist: string;
  genre: { id: number; name: string } | null;
  spotify_url: string | null;
  tiktok_url: string | null;
  capcut_url: string | null;
  album_icon_url: string | null;
  google_drive_url: string | null;
  is_pre_release?: boolean;
};

export type AdminCampaign = {
  id: number;
  description: string;
  start_date: string;
  end_date: string;
  budget_eur: number;
  budget_left_eur: number;
  campaign_views: number;
  max_level_id: number;
  hashtags: string[];
  territories: string[];
  territory_ids: number[];
  musician_id: number | null;
  musician: { id: number; stage_name: string } | null;
  song: AdminSong;
  status: string;
  archived: boolean;
  created_at: string;
  promotions: PromotionCounts;
};

export type CampaignListParams = {
  status: 'all' | 'active' | 'archived';
  page: number;
  search: string;
  musicianId: number | null;
};

type ListAnswer = { data: { items: AdminCampaign[]; _meta: { total_items: number } } };

export const getCampaigns = (p: CampaignListParams) =>
  api
    .get<ListAnswer>('/api/admin/campaigns', {
      query: {
        per_page: PAGE_SIZES.campaigns,
        page: p.page,
        campaign_status: p.status === 'all' ? undefined : p.status,
        search_string: p.search.trim() || undefined,
        musician_id: p.musicianId ?? undefined,
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
