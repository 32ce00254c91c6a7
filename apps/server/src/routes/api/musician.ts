// Musician endpoints: own campaigns, a campaign dashboard, notification settings.

import { idParam } from '@hookline/shared/api';
import { musicianCampaignList, musicianDashboardResponse } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { pageParam } from '@hookline/shared/primitives';
import {
  notificationSettingsBody,
  notificationSettingsResponse,
  notificationSettingsSaved,
} from '@hookline/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswerText, sendJsonText } from '../../lib/json-text';
import { musicianCampaigns, musicianDashboardAnswer } from '../../modules/musicians/dashboard';
import { notificationSettingsOf, saveNotificationSettings } from '../../modules/musicians/notification-settings';
import { requireUser } from '../../plugins/auth';

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
        response: { 200: musicianCampaignList },
      },
    },
    async (req, reply) => {
      const { items, total } = await musicianCampaigns(db, {
        userId: requireUser(req).userId,
        page: req.query.page,
        perPage: req.query.per_page,
      });
      return sendJsonText(reply, listAnswerText(items, total));
    },
  );

  app.get(
    '/api/musician/campaigns/:id',
    {
      config: musician,
      schema: {
        tags,
        params: idParam,
        // the page of the campaign's videos; the figures, series and top five are always of all of them
        querystring: z
          .object({ page: pageParam(), per_page: z.coerce.number().int().min(1).max(100).default(20) })
          .strict(),
        response: { 200: musicianDashboardResponse },
      },
    },
    async (req, reply) =>
      sendJsonText(
        reply,
        await musicianDashboardAnswer(db, {
          userId: requireUser(req).userId,
          campaignId: req.params.id,
          page: req.query.page,
          perPage: req.query.per_page,
        }),
      ),
  );

  app.get(
    '/api/musician/notification-settings',
    { config: musician, schema: { tags, response: { 200: notificationSettingsResponse } } },
    async (req) => ({
      data: await notificationSettingsOf(db, { userId: requireUser(req).userId }),
    }),
  );

  app.put(
    '/api/musician/notification-settings',
    {
      config: musician,
      schema: { tags, body: notificationSettingsBody, response: { 200: notificationSettingsSaved } },
    },
    async (req) => ({
      message: MSG.notificationSettingsSaved,
      data: await saveNotificationSettings(db, { userId: requireUser(req).userId, settings: req.body }),
    }),
  );
};
