// Endpoints that tell creators what they earn, why, and how to earn more (docs/engine.md "Levels from TikTok",
// "Decline reasons and appeals"), the admin side of appeals and level proposals, and the public support/terms
// addresses the web shows.

import { idParam } from '@hookline/shared/api';
import { videoPageResponse, videoPageSaved } from '@hookline/shared/campaign-answers';
import {
  levelProgressResponse,
  levelProposalDecided,
  levelProposalDecisionBody,
  levelProposalList,
  levelProposalListQuery,
} from '@hookline/shared/creator-levels';
import {
  appealAnswerBody,
  appealAnswered,
  appealBody,
  appealCount,
  appealList,
  appealListQuery,
} from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { publicConfigSchema } from '@hookline/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creatorOfUser } from '../../modules/creators/feed';
import { decideLevelProposal, levelProgress, listLevelProposals } from '../../modules/creators/levels';
import { answerAppeal, countOpenAppeals, createAppeal, listAppeals } from '../../modules/promotions/decisions';
import { videoPage } from '../../modules/promotions/video-page';
import { requireUser } from '../../plugins/auth';

export const creatorGrowthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const creatorOnly = { auth: 'creator' as const };
  const admin = { auth: 'admin' as const };

  app.get(
    '/api/public-config',
    { config: { auth: 'public' }, schema: { tags: ['reference'], response: { 200: publicConfigSchema } } },
    async () => ({ support_email: config.supportEmail, terms_url: config.termsUrl, privacy_url: config.privacyUrl }),
  );

  app.get(
    '/api/creator/level',
    { config: creatorOnly, schema: { tags: ['creator'], response: { 200: levelProgressResponse } } },
    async (req) => ({ data: await levelProgress(db, { userId: requireUser(req).userId }) }),
  );

  app.get(
    '/api/promotions/:id',
    { config: creatorOnly, schema: { tags: ['creator'], params: idParam, response: { 200: videoPageResponse } } },
    async (req) => {
      const { creator } = await creatorOfUser(db, requireUser(req).userId);
      return { data: await videoPage(db, { promotionId: req.params.id, creatorId: creator.id }) };
    },
  );

  app.post(
    '/api/promotions/:id/appeal',
    {
      config: creatorOnly,
      schema: { tags: ['creator'], params: idParam, body: appealBody, response: { 201: videoPageSaved } },
    },
    async (req, reply) => {
      const { creator } = await creatorOfUser(db, requireUser(req).userId);
      await createAppeal(db, { promotionId: req.params.id, creatorId: creator.id, text: req.body.text });
      return reply.status(201).send({
        message: MSG.appealSent,
        data: await videoPage(db, { promotionId: req.params.id, creatorId: creator.id }),
      });
    },
  );

  app.get(
    '/api/admin/appeals',
    { config: admin, schema: { tags: ['admin'], querystring: appealListQuery, response: { 200: appealList } } },
    async (req) => {
      const q = req.query;
      const { items, total } = await listAppeals(db, { status: q.status, page: q.page, perPage: q.per_page });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.get(
    '/api/admin/appeals/count',
    {
      config: admin,
      schema: { tags: ['admin'], response: { 200: appealCount } },
    },
    async () => ({ data: { open: await countOpenAppeals(db) } }),
  );

  app.post(
    '/api/admin/appeals/:id/answer',
    {
      config: admin,
      schema: { tags: ['admin'], params: idParam, body: appealAnswerBody, response: { 200: appealAnswered } },
    },
    async (req) => answerAppeal(db, { id: req.params.id, decision: req.body.decision, note: req.body.note }),
  );

  app.get(
    '/api/admin/level-proposals',
    {
      config: admin,
      schema: { tags: ['admin'], querystring: levelProposalListQuery, response: { 200: levelProposalList } },
    },
    async (req) => {
      const q = req.query;
      const { items, total } = await listLevelProposals(db, { status: q.status, page: q.page, perPage: q.per_page });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.post(
    '/api/admin/level-proposals/:id/decision',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: idParam,
        body: levelProposalDecisionBody,
        response: { 200: levelProposalDecided },
      },
    },
    async (req) => decideLevelProposal(db, { id: req.params.id, decision: req.body.decision }),
  );
};
