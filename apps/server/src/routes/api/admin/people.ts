// Admin endpoints for creators/users, musicians and invoices.

import {
  creatorEditBody,
  creatorListFilters,
  musicianCreateBody,
  musicianListQuery,
} from '@hookline/shared/admin-people';
import { idParam, messageSchema } from '@hookline/shared/api';
import { creatorPromotionList } from '@hookline/shared/campaign-answers';
import { creatorCardList, creatorStatusSaved, musicianCreated, musicianList } from '@hookline/shared/people-answers';
import { pageParam } from '@hookline/shared/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswerText, sendJsonText } from '../../../lib/json-text';
import {
  createMusician,
  deleteUser,
  editCreator,
  listCreators,
  listMusicians,
  setCreatorStatus,
  setNotifications,
  verifyUser,
} from '../../../modules/admin/people';
import { listCreatorPromotions } from '../../../modules/promotions/creator-promotions';
import { requireUser } from '../../../plugins/auth';

const page = pageParam();
const usersQuery = creatorListFilters
  .extend({ page, per_page: z.coerce.number().int().min(1).max(100).default(5) })
  .strict();

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { db } = ctx;
  const admin = { auth: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/users',
    { config: admin, schema: { tags, querystring: usersQuery, response: { 200: creatorCardList } } },
    async (req) => {
      const q = req.query;
      const { items, total } = await listCreators(db, {
        filter: q,
        page: q.page,
        perPage: q.per_page,
      });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.put(
    '/users/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParam,
        body: z.object({ is_notification_enabled: z.boolean() }).strict(),
        response: { 200: messageSchema },
      },
    },
    async (req) => setNotifications(db, { userId: req.params.id, enabled: req.body.is_notification_enabled }),
  );

  app.post(
    '/users/:id/verify',
    { config: admin, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => verifyUser(db, { userId: req.params.id }),
  );

  app.delete(
    '/users/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => deleteUser(db, { userId: req.params.id, actingUserId: requireUser(req).userId }),
  );

  app.get(
    '/creators/:id/promotions',
    {
      config: admin,
      schema: {
        tags,
        params: idParam,
        querystring: z.object({ page, per_page: z.coerce.number().int().min(1).max(100).default(20) }).strict(),
        response: { 200: creatorPromotionList },
      },
    },
    async (req, reply) => {
      const { items, total } = await listCreatorPromotions(db, {
        creatorId: req.params.id,
        page: req.query.page,
        perPage: req.query.per_page,
      });
      return sendJsonText(reply, listAnswerText(items, total));
    },
  );

  app.put(
    '/creators/:id',
    { config: admin, schema: { tags, params: idParam, body: creatorEditBody, response: { 200: messageSchema } } },
    async (req) => editCreator(db, { creatorId: req.params.id, edit: req.body }),
  );

  app.put(
    '/creators/:id/status',
    {
      config: admin,
      schema: {
        tags,
        params: idParam,
        body: z.object({ status: z.enum(['active', 'blocked']) }).strict(),
        response: { 200: creatorStatusSaved },
      },
    },
    async (req) => setCreatorStatus(db, { creatorId: req.params.id, status: req.body.status }),
  );

  app.get(
    '/musicians',
    {
      config: admin,
      schema: { tags, querystring: musicianListQuery, response: { 200: musicianList } },
    },
    async (req) => {
      const { items, total } = await listMusicians(db, {
        page: req.query.page,
        perPage: req.query.per_page,
        filter: req.query,
      });
      return { data: { items, _meta: { total_items: total } }, items, _meta: { total_items: total } };
    },
  );

  app.post(
    '/musicians',
    { config: admin, schema: { tags, body: musicianCreateBody, response: { 201: musicianCreated } } },
    async (req, reply) => reply.status(201).send(await createMusician(ctx, req.body)),
  );
};
