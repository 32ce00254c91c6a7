// GET /api/admin/campaigns/{id}/money: the admin's campaign card's funded, spent, reserved and refunded
// (modules/campaigns/card-money.ts).
import { idParam } from '@hookline/shared/api';
import { campaignMoneyAnswer } from '@hookline/shared/musician-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignCardMoney } from '../../../modules/campaigns/card-money';

export const adminCampaignMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/:id/money',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], params: idParam, response: { 200: campaignMoneyAnswer } } },
    async (req) => ({ data: await campaignCardMoney(app.ctx.db, req.params.id) }),
  );
};
