// Creator endpoints of SPEC §7: TikTok authorisation and video submission.
import { MSG } from '@hookline/shared/messages';
import { userInfoSchema } from '@hookline/shared/users';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creators } from '../../db/schema';
import { notFound } from '../../errors';
import { randomToken } from '../../modules/identity/tokens';
import { submitVideo } from '../../modules/promotions/submit';
import { connectTikTok } from '../../modules/tiktok/connect';
import { requireUser } from '../../plugins/auth';

export const authorizeTikTokBody = z
  .object({
    creator_id: z.coerce.number().int().positive(),
    country_id: z.coerce.number().int().positive({ message: 'Please choose a country.' }),
    code: z.string().min(1).max(2000),
  })
  .strict();
export const submitVideoBody = z.object({ video_url: z.string().trim().min(1, MSG.submitLink).max(2000) }).strict();

export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const creatorOnly = { auth: 'creator' as const };

  app.get(
    '/api/creator/tiktok/authorize-url',
    { config: creatorOnly, schema: { tags: ['creator'], response: { 200: z.object({ url: z.string() }) } } },
    async () => ({ url: ctx.tiktok.authorizeUrl(randomToken()) }),
  );

  app.post(
    '/api/creator/authorize/tiktok',
    {
      config: creatorOnly,
      schema: { tags: ['creator'], body: authorizeTikTokBody, response: { 200: userInfoSchema } },
    },
    async (req) => {
      const me = requireUser(req);
      return connectTikTok(ctx, {
        userId: me.userId,
        creatorId: req.body.creator_id,
        countryId: req.body.country_id,
        code: req.body.code,
      });
    },
  );

  app.post(
    '/api/promotions/:id/submit-video-url',
    {
      config: creatorOnly,
      schema: {
        tags: ['creator'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: submitVideoBody,
      },
    },
    async (req) => {
      const me = requireUser(req);
      const [creator] = await ctx.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, me.userId));
      if (!creator) throw notFound('Creator not found.');
      const p = await submitVideo(ctx, { promotionId: req.params.id, userId: me.userId, videoUrl: req.body.video_url });
      return { message: MSG.linkSubmitted, promotion: { id: p?.id, status: p?.status, video_url: p?.videoUrl } };
    },
  );
};
