// Admin Invoices screen: bills, their PDFs, SEPA payout batches and the yearly DAC7 export; the billing job run now.

import { downloadAnswer, idParam } from '@hookline/shared/api';
import {
  adminBillList,
  BILL_MESSAGES,
  BILL_STATUSES,
  billDetailResponse,
  billingRunResponse,
  billPaidResponse,
  dac7Query,
  payoutBatchBody,
  payoutBatchCreated,
  payoutBatchList,
  payoutBatchPaidBody,
  payoutBatchPaidResponse,
  payoutsAnswer,
} from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../../lib/send-file';
import { billPdf } from '../../../modules/bills/bill-pdf';
import { billDetail, listBills } from '../../../modules/bills/bill-view';
import { queueBillingRun } from '../../../modules/bills/billing-run';
import { dac7Csv } from '../../../modules/bills/dac7';
import { batchXml, createPayoutBatch, listBatches, markBatchPaid, markBillPaid } from '../../../modules/bills/payouts';
import { payBills } from '../../../modules/bills/stripe-payouts';
import { requireUser } from '../../../plugins/auth';

const page = z.coerce.number().int().min(1).default(1);

export const adminBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { db } = ctx;
  const admin = { auth: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/bills',
    {
      config: admin,
      schema: {
        tags,
        querystring: z
          .object({
            page,
            per_page: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(25),
            status: z.enum(BILL_STATUSES).optional(),
          })
          .strict(),
        response: { 200: adminBillList },
      },
    },
    async (req) => {
      const { items, total } = await listBills(db, {
        page: req.query.page,
        perPage: req.query.per_page,
        status: req.query.status,
      });
      return { data: { items, _meta: { total_items: total } } };
    },
  );

  app.get(
    '/bills/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: billDetailResponse } } },
    async (req) => ({
      data: await billDetail(db, { billId: req.params.id }),
    }),
  );

  app.get(
    '/bills/:id/pdf',
    { config: admin, schema: { tags, params: idParam, response: { 200: downloadAnswer('application/pdf') } } },
    async (req, reply) => sendDownload(reply, await billPdf(db, { billId: req.params.id }), 'application/pdf'),
  );

  app.post(
    '/bills/:id/pay',
    { config: { ...admin, idempotent: true }, schema: { tags, params: idParam, response: { 200: billPaidResponse } } },
    async (req) => markBillPaid(db, { billId: req.params.id }),
  );

  app.get('/payout-batches', { config: admin, schema: { tags, response: { 200: payoutBatchList } } }, async () => ({
    data: await listBatches(db),
  }));

  app.post(
    '/payout-batches',
    { config: admin, schema: { tags, body: payoutBatchBody, response: { 201: payoutBatchCreated } } },
    async (req, reply) => {
      const made = await createPayoutBatch(ctx, { billIds: req.body.bill_ids, adminId: requireUser(req).userId });
      return reply.status(201).send({ message: MSG.sepaFileCreated, data: made.batch });
    },
  );

  app.post(
    '/payouts',
    { config: admin, schema: { tags, body: payoutBatchBody, response: { 200: payoutsAnswer } } },
    async (req) => ({ data: await payBills(ctx, { billIds: req.body.bill_ids, adminId: requireUser(req).userId }) }),
  );

  app.get(
    '/payout-batches/:id/sepa',
    { config: admin, schema: { tags, params: idParam, response: { 200: downloadAnswer('application/xml') } } },
    async (req, reply) => {
      const { xml, fileName } = await batchXml(db, { batchId: req.params.id });
      return reply
        .type('application/xml')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(xml);
    },
  );

  app.post(
    '/payout-batches/:id/paid',
    {
      config: admin,
      schema: { tags, params: idParam, body: payoutBatchPaidBody, response: { 200: payoutBatchPaidResponse } },
    },
    async (req) => markBatchPaid(ctx, { batchId: req.params.id, bankCsv: req.body.bank_csv }),
  );

  // Background Processes' "Run now": 202, the worker issues the bills; 409 while a billing run waits or runs
  app.post(
    '/billing-runs',
    {
      config: admin,
      schema: { tags, response: { 202: billingRunResponse } },
    },
    async (req, reply) => {
      const run = await queueBillingRun(db, { adminId: requireUser(req).userId });
      return reply
        .status(202)
        .send({ message: BILL_MESSAGES.billingRunQueued, data: { job_id: run.id, until: run.until } });
    },
  );

  app.get(
    '/reports/dac7',
    {
      config: admin,
      schema: { tags, querystring: dac7Query, response: { 200: downloadAnswer('text/csv; charset=utf-8') } },
    },
    async (req, reply) => {
      const { csv, fileName } = await dac7Csv(db, { year: req.query.year });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
