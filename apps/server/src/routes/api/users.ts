// /api/users: the product user behind an identity.
import { createUserBody, updateMeBody, userInfoSchema } from '@hookline/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { loadUserInfo, updateMe } from '../../modules/users/user-info';
import { requireUser } from '../../plugins/auth';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const { tokenKeys } = app.ctx.config;
  const user = { auth: 'user' as const };

  // Creates or returns the product user of the signed-in identity. The account row exists from sign-up,
  // so this returns it; the email must be the identity's own.
  app.post(
    '/',
    { config: user, schema: { tags: ['users'], body: createUserBody, response: { 200: userInfoSchema } } },
    async (req) => {
      const me = requireUser(req);
      if (req.body.email.toLowerCase() !== me.email.toLowerCase()) throw forbidden();
      return loadUserInfo(db, { userId: me.userId, tokenKeys });
    },
  );

  app.get('/me', { config: user, schema: { tags: ['users'], response: { 200: userInfoSchema } } }, async (req) =>
    loadUserInfo(db, { userId: requireUser(req).userId, tokenKeys }),
  );

  app.put(
    '/me',
    { config: user, schema: { tags: ['users'], body: updateMeBody, response: { 200: userInfoSchema } } },
    async (req) => {
      const me = requireUser(req);
      if (req.body.stage_name !== undefined && me.userType !== 'musician') throw forbidden();
      return updateMe(db, { userId: me.userId, body: req.body, tokenKeys });
    },
  );
};
