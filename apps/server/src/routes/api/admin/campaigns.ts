// Admin campaign and promotion endpoints.
import { idParam, messageSchema } from '@hookline/shared/api';
import {
  adminCampaignList,
  adminCampaignResponse,
  adminCampaignSaved,
  adminCampaignUpdated,
  correctionSaved,
  correctionsList,
  promotionResponse,
  promotionTabList,
} from '@hookline/shared/campaign-answers';
import {
  campaignCreateBody,
  campaignListQuery,
  campaignUpdateBody,
  promotionCorrectionBody,
  promotionListQuery,
  promotionUpdateBody,
} from '@hookline/shared/campaigns';
import { MSG } from '@hookline/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { arrayAnswerText, sendJsonText } from '../../../lib/json-text';
import {
  createCampaign,
  deleteCampaign,
  endCampaign,
  getCampaign,
  listCampaigns,
  queueStatsUpdate,
  updateCampaign,
} from '../../../modules/campaigns/campaigns';
import { refundCampaignNow } from '../../../modules/musician-campaigns/refunds';
import { adminUpdatePromotion, campaignPromotionsText } from '../../../modules/promotions/admin-promotions';
import { closeSoundCheckTasks } from '../../../modules/promotions/close-sound-check';
import { correctViews, listCorrections } from '../../../modules/promotions/corrections';
import { deletePromotion } from '../../../modules/promotions/engine';
import { requireUser } from '../../../plugins/auth';

export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = { auth: 'admin' as const };
  const money = { auth: 'admin' as const, idempotent: true };
  const tags = ['admin'];

  app.get(
    '/campaigns',
    { config: admin, schema: { tags, querystring: campaignListQuery, response: { 200: adminCampaignList } } },
    async (req) => {
      const q = req.query;
      const { items, total } = await listCampaigns(db, {
        filter: {
          status: q.campaign_status,
          search: q.search_string || undefined,
          musicianId: q.musician_id,
          ids: q.campaign_id ? [q.campaign_id] : undefined,
        },
        page: q.page,
        perPage: q.per_page,
      });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.post(
    '/campaigns',
    { config: money, schema: { tags, body: campaignCreateBody, response: { 201: adminCampaignSaved } } },
    async (req, reply) => {
      const id = await createCampaign(db, req.body);
      reply.status(201); // a keyed answer is returned, not sent, so that it is stored with the work (plugins/idempotency.ts)
      return { message: MSG.campaignCreated, data: await getCampaign(db, { id }) };
    },
  );

  app.get(
    '/campaigns/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: adminCampaignResponse } } },
    async (req) => ({
      data: await getCampaign(db, { id: req.params.id }),
    }),
  );

  app.put(
    '/campaigns/:id',
    {
      config: money,
      schema: { tags, params: idParam, body: campaignUpdateBody, response: { 200: adminCampaignUpdated } },
    },
    async (req) => {
      const b = req.body;
      if ('archived' in b) {
        await endCampaign(db, { id: req.params.id });
        // a campaign its musician paid for gives back its unspent budget at once (the job gives back what settles later)
        await refundCampaignNow(app.ctx, req.params.id);
        return { message: MSG.campaignEdited, data: await getCampaign(db, { id: req.params.id }) };
      }
      if ('campaign_update' in b) return queueStatsUpdate(db, { id: req.params.id });
      await updateCampaign(db, { id: req.params.id, body: b });
      return { message: MSG.campaignEdited, data: await getCampaign(db, { id: req.params.id }) };
    },
  );

  app.delete(
    '/campaigns/:id',
    { config: money, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => deleteCampaign(db, { id: req.params.id }),
  );

  app.get(
    '/campaigns/:id/promotions',
    {
      config: admin,
      schema: { tags, params: idParam, querystring: promotionListQuery, response: { 200: promotionTabList } },
    },
    async (req, reply) => {
      const tab = await campaignPromotionsText(db, { campaignId: req.params.id, type: req.query.promotion_type });
      return sendJsonText(reply, arrayAnswerText(tab.items, tab.total));
    },
  );

  app.put(
    '/promotions/:id',
    {
      config: money,
      schema: { tags, params: idParam, body: promotionUpdateBody, response: { 200: promotionResponse } },
    },
    async (req) => ({
      data: await adminUpdatePromotion(db, { id: req.params.id, body: req.body }),
    }),
  );

  // corrections of a settled promotion's views (docs/engine.md "Corrections")
  app.post(
    '/promotions/:id/corrections',
    {
      config: money,
      schema: { tags, params: idParam, body: promotionCorrectionBody, response: { 200: correctionSaved } },
    },
    async (req) => {
      const { promotion } = await correctViews(db, {
        promotionId: req.params.id,
        views: req.body.views_after_three_days,
        reason: req.body.reason,
        adminUserId: requireUser(req).userId,
      });
      return {
        message: MSG.viewsCorrected,
        data: { promotion_id: promotion.id, corrections: await listCorrections(db, { promotionId: promotion.id }) },
      };
    },
  );
  app.get(
    '/promotions/:id/corrections',
    { config: admin, schema: { tags, params: idParam, response: { 200: correctionsList } } },
    async (req) => ({
      data: { items: await listCorrections(db, { promotionId: req.params.id }) },
    }),
  );

  app.delete(
    '/promotions/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => {
      await deletePromotion(db, { promotionId: req.params.id, actor: 'admin' });
      await closeSoundCheckTasks(db, { promotionId: req.params.id, decision: 'deleted' });
      return { message: MSG.promotionDeleted };
    },
  );
};
