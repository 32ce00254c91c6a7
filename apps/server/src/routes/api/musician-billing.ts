// A musician's billing (docs/engine.md "Invoices to musicians"): billing details, the Billing page's documents and
// their PDFs, for their musician; the same PDFs for admins. Another musician's document answers 404 NOT_FOUND.
import { downloadAnswer, idParam } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import {
  billingDetailsBody,
  billingDetailsResponse,
  billingDetailsSaved,
  billingDocumentList,
} from '@hookline/shared/musician-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/send-file';
import { billingDetailsOf, saveBillingDetails } from '../../modules/musician-billing/details';
import { documentPdf, proFormaPdf } from '../../modules/musician-billing/document-pdf';
import { listDocuments } from '../../modules/musician-billing/documents';
import { requireUser } from '../../plugins/auth';

/** A document's PDF as a download (its file name from the document). */
const sendPdf = (reply: Parameters<typeof sendDownload>[0], made: Parameters<typeof sendDownload>[1]) =>
  sendDownload(reply, made, 'application/pdf');

export const musicianBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const musician = { auth: 'musician' as const };
  const admin = { auth: 'admin' as const };
  const tags = ['musician'];
  const pdf = { 200: downloadAnswer('application/pdf') };

  app.get(
    '/api/musician/billing-details',
    { config: musician, schema: { tags, response: { 200: billingDetailsResponse } } },
    async (req) => ({ data: await billingDetailsOf(db, requireUser(req).userId) }),
  );

  app.put(
    '/api/musician/billing-details',
    { config: musician, schema: { tags, body: billingDetailsBody, response: { 200: billingDetailsSaved } } },
    async (req) => ({
      message: MSG.billingDetailsSaved,
      data: await saveBillingDetails(db, { userId: requireUser(req).userId, body: req.body }),
    }),
  );

  app.get(
    '/api/musician/billing/documents',
    { config: musician, schema: { tags, response: { 200: billingDocumentList } } },
    async (req) => ({ data: { items: await listDocuments(db, requireUser(req).userId) } }),
  );

  app.get(
    '/api/musician/billing/documents/:id/pdf',
    { config: musician, schema: { tags, params: idParam, response: pdf } },
    async (req, reply) => sendPdf(reply, await documentPdf(db, { id: req.params.id, userId: requireUser(req).userId })),
  );

  // the pro-forma of a payment not paid yet (a bank transfer pays against it)
  app.get(
    '/api/musician/payments/:id/pro-forma',
    { config: musician, schema: { tags, params: idParam, response: pdf } },
    async (req, reply) =>
      sendPdf(reply, await proFormaPdf(db, config, { paymentId: req.params.id, userId: requireUser(req).userId })),
  );

  app.get(
    '/api/admin/billing-documents/:id/pdf',
    { config: admin, schema: { tags: ['admin'], params: idParam, response: pdf } },
    async (req, reply) => sendPdf(reply, await documentPdf(db, { id: req.params.id })),
  );

  app.get(
    '/api/admin/payments/:id/pro-forma',
    { config: admin, schema: { tags: ['admin'], params: idParam, response: pdf } },
    async (req, reply) => sendPdf(reply, await proFormaPdf(db, config, { paymentId: req.params.id })),
  );
};
