// GET /api/admin/campaigns/{id}/fraud: the score and reasons of every reviewed and succeeded row of a campaign.
import type { campaignFraudResponse, FraudCheck } from '@hookline/shared/fraud';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type { FraudCheck };

export const campaignFraudQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: ['admin', 'fraud', 'campaign', campaignId],
    queryFn: () =>
      api
        .get<z.infer<typeof campaignFraudResponse>>(`/api/admin/campaigns/${campaignId}/fraud`)
        .then((r) => new Map(r.data.items.map((c) => [c.promotion_id, c]))),
    meta: { silent: true },
  });

export const useCampaignFraud = (campaignId: number) => useQuery(campaignFraudQueryOptions(campaignId));
