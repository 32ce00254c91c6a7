// GET /api/promotions/{id}: one of the creator's videos with its views over time, deal, reservation and bill.
import type { PromotionStatus } from '@hookline/shared/constants';
import type { Decision } from '@hookline/shared/decisions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CreatorVideo = {
  id: number;
  campaign_id: number;
  status: PromotionStatus;
  song: { title: string; artist: string };
  video_url: string | null;
  video_link: string | null;
  created_at: string;
  video_uploaded_at: string | null;
  settles_at: string | null;
  views_after_three_days: number | null;
  latest_views: number | null;
  views_over_time: { at: string; views: number }[];
  deal: { type: 'normal' | 'linear' | 'fixed'; per_1k_views_amount_eur: number | null; max_amount_eur: number };
  reservation: { amount_eur: number; at: string | null } | null;
  reserved_amount_eur: number;
  earned_amount_eur: number | null;
  settled_at: string | null;
  bill: { bill_number: number; status: 'open' | 'paid'; created_at: string; paid_at: string | null } | null;
  decision: Decision | null;
};

export const getVideo = (id: number) => api.get<{ data: CreatorVideo }>(`/api/promotions/${id}`).then((r) => r.data);

export const videoQueryKey = (id: number) => ['creator', 'video', id] as const;

export const videoQueryOptions = (id: number) =>
  queryOptions({ queryKey: videoQueryKey(id), queryFn: () => getVideo(id) });

export const useVideo = (id: number, enabled = true) => useQuery({ ...videoQueryOptions(id), enabled });
