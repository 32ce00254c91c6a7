// The admin's review queue of musicians' paid drafts: /api/admin/campaign-drafts.
import { idParam, messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import {
  bankTransferQueueResponse,
  DRAFT_MESSAGES,
  draftApproveBody,
  draftRejectBody,
  draftReviewed,
  reviewQueueResponse,
} from '@hookline/shared/musician-campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markTransferReceived, transfersAwaiting } from '../../../modules/musician-campaigns/payments';
import { markRefundSent, refundsToSend, sendStripeRefunds } from '../../../modules/musician-campaigns/refunds';
import { approveDraft, rejectDraft, reviewQueue } from '../../../modules/musician-campaigns/review';
import { requireUser } from '../../../plugins/auth';

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

  // bank transfers to confirm and refunds to send by bank transfer
  app.get(
    '/bank-transfers',
    { config: admin, schema: { tags, response: { 200: bankTransferQueueResponse } } },
    async () => ({
      data: { transfers: await transfersAwaiting(app.ctx), refunds: await refundsToSend(app.ctx.db) },
    }),
  );

  app.post(
    '/bank-transfers/:id/received',
    { config: money, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      const outcome = await markTransferReceived(app.ctx, {
        paymentId: req.params.id,
        adminId: requireUser(req).userId,
      });
      if (outcome === 'refunded-late' || outcome === 'refunded-second') await sendStripeRefunds(app.ctx);
      return { message: MSG.bankTransferReceived };
    },
  );

  app.post(
    '/payment-refunds/:id/sent',
    { config: money, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      await markRefundSent(app.ctx.db, { id: req.params.id, adminId: requireUser(req).userId });
      return { message: MSG.refundSent };
    },
  );
};
