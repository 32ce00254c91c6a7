// GET /api/{role}/campaigns/{campaignId}/report/{format} for admins and for the campaign's own musician.
import { downloadAnswer } from '@hookline/shared/api';
import { dbIdParam } from '@hookline/shared/primitives';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaigns, musicians } from '../../db/schema';
import { notFound } from '../../errors';
import { sendDownload } from '../../lib/send-file';
import { csvReport, pdfReport } from '../../modules/reports/reports';
import { requireUser } from '../../plugins/auth';

const params = z.object({ campaignId: dbIdParam(), format: z.enum(['csv', 'pdf']) });
const response = { 200: downloadAnswer('text/csv; charset=utf-8', 'application/pdf') };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const send = async (campaignId: number, format: 'csv' | 'pdf', reply: import('fastify').FastifyReply) => {
    const file = format === 'csv' ? await csvReport(db, campaignId) : await pdfReport(db, campaignId);
    return sendDownload(reply, file, format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf');
  };

  app.get(
    '/api/admin/campaigns/:campaignId/report/:format',
    { config: { auth: 'admin' }, schema: { tags: ['reports'], params, response } },
    async (req, reply) => send(req.params.campaignId, req.params.format, reply),
  );

  app.get(
    '/api/musician/campaigns/:campaignId/report/:format',
    { config: { auth: 'musician' }, schema: { tags: ['reports'], params, response } },
    async (req, reply) => {
      const me = requireUser(req);
      const [own] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .innerJoin(musicians, eq(musicians.id, campaigns.musicianId))
        .where(and(eq(campaigns.id, req.params.campaignId), eq(musicians.userId, me.userId)));
      if (!own) throw notFound('Campaign not found.');
      return send(req.params.campaignId, req.params.format, reply);
    },
  );
};
