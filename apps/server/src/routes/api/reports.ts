// GET /api/{role}/campaigns/{campaignId}/report/{format} for admins and for the campaign's own musician.
import { downloadAnswer } from '@hookline/shared/api';
import { dbIdParam } from '@hookline/shared/primitives';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/send-file';
import { campaignReport } from '../../modules/reports/reports';
import { requireUser } from '../../plugins/auth';

const params = z.object({ campaignId: dbIdParam(), format: z.enum(['csv', 'pdf']) });
const response = { 200: downloadAnswer('text/csv; charset=utf-8', 'application/pdf') };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const send = async (reply: FastifyReply, o: Parameters<typeof campaignReport>[1]) =>
    sendDownload(
      reply,
      await campaignReport(db, o),
      o.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    );

  app.get(
    '/api/admin/campaigns/:campaignId/report/:format',
    { config: { auth: 'admin' }, schema: { tags: ['reports'], params, response } },
    async (req, reply) => send(reply, { campaignId: req.params.campaignId, format: req.params.format }),
  );

  app.get(
    '/api/musician/campaigns/:campaignId/report/:format',
    { config: { auth: 'musician' }, schema: { tags: ['reports'], params, response } },
    async (req, reply) =>
      send(reply, {
        campaignId: req.params.campaignId,
        format: req.params.format,
        musicianUserId: requireUser(req).userId,
      }),
  );
};
