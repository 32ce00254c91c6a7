// The admin's review queue of musicians' paid drafts: /api/admin/campaign-drafts.
import { idParam } from '@hookline/shared/api';
import {
  DRAFT_MESSAGES,
  draftApproveBody,
  draftRejectBody,
  draftReviewed,
  reviewQueueResponse,
} from '@hookline/shared/musician-campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveDraft, rejectDraft, reviewQueue } from '../../../modules/musician-campaigns/review';

export const adminCampaignDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { auth: 'admin' as const };
  const money = { auth: 'admin' as const, idempotent: true };
  const tags = ['admin'];

  app.get(
    '/campaign-drafts',
    { config: admin, schema: { tags, response: { 200: reviewQueueResponse } } },
    async () => ({ data: { items: await reviewQueue(app.ctx.db) } }),
  );

  app.post(
    '/campaign-drafts/:id/approve',
    { config: money, schema: { tags, params: idParam, body: draftApproveBody, response: { 200: draftReviewed } } },
    async (req) => {
      const r = await approveDraft(app.ctx, { id: req.params.id, maxLevelId: req.body.max_level_id });
      return { message: DRAFT_MESSAGES.approved, data: { draft: r.draft, campaign_id: r.campaignId } };
    },
  );

  app.post(
    '/campaign-drafts/:id/reject',
    { config: money, schema: { tags, params: idParam, body: draftRejectBody, response: { 200: draftReviewed } } },
    async (req) => {
      const r = await rejectDraft(app.ctx, { id: req.params.id, reason: req.body.reason });
      return { message: DRAFT_MESSAGES.rejected, data: { draft: r.draft, campaign_id: null } };
    },
  );
};
