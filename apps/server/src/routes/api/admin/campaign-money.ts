// GET /api/admin/campaigns/{id}/money: the admin's campaign card's funded, spent, reserved and refunded. Each figure
// has one writer: funded is the campaign's budget (its funding, musicians' payments applied, top-ups and edits,
// written by fundCampaign and changeBudget), spent, reserved and refunded the kept campaign_figures
// (musicians/figures.ts, db/derived.ts).
import { idParam } from '@hookline/shared/api';
import { centsToEur } from '@hookline/shared/money';
import { campaignMoneyAnswer } from '@hookline/shared/musician-billing';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaigns } from '../../../db/schema';
import { notFound } from '../../../errors';
import { campaignFiguresOf, figuresInEur } from '../../../modules/musicians/figures';

export const adminCampaignMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/:id/money',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], params: idParam, response: { 200: campaignMoneyAnswer } } },
    async (req) => {
      const { db } = app.ctx;
      const [c] = await db
        .select({ budgetCents: campaigns.budgetCents })
        .from(campaigns)
        .where(eq(campaigns.id, req.params.id));
      if (!c) throw notFound('Campaign not found.');
      const { views: _views, ...figures } = figuresInEur(await campaignFiguresOf(db, req.params.id));
      return { data: { funded_eur: centsToEur(c.budgetCents), ...figures } };
    },
  );
};
