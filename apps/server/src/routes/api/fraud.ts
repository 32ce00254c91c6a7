// Fraud signals and holds (docs/engine.md "Fraud signals and holds"): the admin's queue, count, per-campaign
// scores and decision, and the creator's own videos under review.
import { idParam } from '@hookline/shared/api';
import {
  campaignFraudResponse,
  creatorReviewsResponse,
  fraudCountResponse,
  fraudDecisionBody,
  fraudDecisionResponse,
  fraudQueueQuery,
  fraudQueueResponse,
} from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creatorOfUser } from '../../modules/creators/feed';
import { campaignFraudChecks, creatorReviews, fraudCount, fraudQueue } from '../../modules/fraud/queue';
import { decideFraud } from '../../modules/promotions/fraud-decision';
import { requireUser } from '../../plugins/auth';

export const fraudRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = { auth: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/fraud',
    { config: admin, schema: { tags, querystring: fraudQueueQuery, response: { 200: fraudQueueResponse } } },
    async (req) => {
      const { items, total } = await fraudQueue(db, { page: req.query.page, perPage: req.query.per_page });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.get(
    '/api/admin/fraud/count',
    { config: admin, schema: { tags, response: { 200: fraudCountResponse } } },
    async () => ({ data: await fraudCount(db) }),
  );

  app.get(
    '/api/admin/campaigns/:id/fraud',
    { config: admin, schema: { tags, params: idParam, response: { 200: campaignFraudResponse } } },
    async (req) => ({ data: { items: await campaignFraudChecks(db, { campaignId: req.params.id }) } }),
  );

  app.post(
    '/api/admin/fraud/:id/decision',
    {
      config: { auth: 'admin', idempotent: true },
      schema: {
        tags,
        params: idParam,
        body: fraudDecisionBody,
        response: { 200: fraudDecisionResponse },
      },
    },
    async (req) => {
      const done = await decideFraud(db, {
        promotionId: req.params.id,
        decision: req.body.decision,
        adminId: requireUser(req).userId,
      });
      return {
        message: done.decision === 'fraud' ? MSG.fraudMarked : MSG.fraudReleased,
        data: { settled: done.settled },
      };
    },
  );

  app.get(
    '/api/creator/reviews',
    { config: { auth: 'creator' }, schema: { tags: ['creator'], response: { 200: creatorReviewsResponse } } },
    async (req) => {
      const { creator } = await creatorOfUser(db, requireUser(req).userId);
      return { data: { items: await creatorReviews(db, { creatorId: creator.id }) } };
    },
  );
};
