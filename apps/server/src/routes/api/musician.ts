// Musician endpoints: own campaigns, a campaign dashboard, notification settings.
import { idParam } from '@hookline/shared/api';
import { pageParam } from '@hookline/shared/primitives';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { musicianCampaigns, musicianDashboard } from '../../modules/musicians/dashboard';
import { requireUser } from '../../plugins/auth';

export const notificationSettingsBody = z
  .object({ new_video: z.boolean(), weekly_summary: z.boolean(), campaign_ended: z.boolean() })
  .strict();

export const musicianRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const musician = { auth: 'musician' as const };
  const tags = ['musician'];

  app.get(
    '/api/musician/campaigns',
    {
      config: musician,
      schema: {
        tags,
        querystring: z
          .object({
            page: pageParam(),
            per_page: z.coerce.number().int().min(1).max(50).default(10),
          })
          .strict(),
      },
    },
    async (req) => {
      const { items, total } = await musicianCampaigns(db, requireUser(req).userId, req.query.page, req.query.per_page);
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.get('/api/musician/campaigns/:id', { config: musician, schema: { tags, params: idParam } }, async (req) => ({
    data: await musicianDashboard(db, requireUser(req).userId, req.params.id),
  }));

  app.get('/api/musician/notification-settings', { config: musician, schema: { tags } }, async (req) => {
    const [u] = await db
      .select()
      .from(users)
      .where(eq(users.id, requireUser(req).userId));
    return {
      data: {
        new_video: u?.notifyNewVideo ?? true,
        weekly_summary: u?.notifyWeeklySummary ?? true,
        campaign_ended: u?.notifyCampaignEnded ?? true,
      },
    };
  });

  app.put(
    '/api/musician/notification-settings',
    { config: musician, schema: { tags, body: notificationSettingsBody } },
    async (req) => {
      await db
        .update(users)
        .set({
          notifyNewVideo: req.body.new_video,
          notifyWeeklySummary: req.body.weekly_summary,
          notifyCampaignEnded: req.body.campaign_ended,
          updatedAt: new Date(),
        })
        .where(eq(users.id, requireUser(req).userId));
      return { message: 'Notification settings saved.', data: req.body };
    },
  );
};
