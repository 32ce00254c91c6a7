// A musician's own campaign drafts: /api/musician/drafts, the musician's only.
import { idParam, messageSchema } from '@hookline/shared/api';
import { eurToCents } from '@hookline/shared/money';
import {
  bankTransferBody,
  bankTransferResponse,
  checkoutBody,
  DRAFT_MESSAGES,
  draftCheckoutResponse,
  draftPaymentStateResponse,
  draftPriceResponse,
  musicianDraftBody,
  musicianDraftList,
  musicianDraftResponse,
  musicianDraftSaved,
  refundListResponse,
  topUpBankTransferBody,
  topUpBody,
  topUpQuery,
} from '@hookline/shared/musician-campaigns';
import { genreList } from '@hookline/shared/reference';
import { spotifyTrackQuery, spotifyTrackResponse } from '@hookline/shared/spotify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDraft,
  deleteDraft,
  draftPriceOf,
  getDraft,
  listDrafts,
  updateDraft,
} from '../../modules/musician-campaigns/drafts';
import {
  latestPaymentOf,
  startBankTransfer,
  startCheckout,
  startTopUpBankTransfer,
  startTopUpCheckout,
} from '../../modules/musician-campaigns/payments';
import { priceFor, withCredit } from '../../modules/musician-campaigns/pricing';
import { availableCredit, refundsOfOwnCampaign } from '../../modules/musician-campaigns/refunds';
import { musicianOfUser } from '../../modules/musicians/dashboard';
import { listGenres } from '../../modules/reference/lists';
import { songFromSpotify } from '../../modules/spotify/song-from-spotify';
import { requireUser } from '../../plugins/auth';

export const musicianDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const musician = { auth: 'musician' as const };
  const tags = ['musician'];

  // the genres a draft's song can take, as the admin's Create Campaign offers them
  app.get('/api/musician/genres', { config: musician, schema: { tags, response: { 200: genreList } } }, async () =>
    listGenres(db),
  );

  // a New campaign's title, artist and cover from its Spotify link, read as the admin's Create Campaign reads them
  app.get(
    '/api/musician/songs/spotify',
    { config: musician, schema: { tags, querystring: spotifyTrackQuery, response: { 200: spotifyTrackResponse } } },
    async (req) => ({
      data: await songFromSpotify({
        spotify: app.ctx.spotify,
        url: req.query.url,
        storage: app.ctx.storage,
        production: app.ctx.config.production,
        selfUrl: app.ctx.selfUrl.current,
        log: req.log,
      }),
    }),
  );

  app.get(
    '/api/musician/drafts',
    { config: musician, schema: { tags, response: { 200: musicianDraftList } } },
    async (req) => ({ data: { items: await listDrafts(db, { userId: requireUser(req).userId }) } }),
  );

  app.post(
    '/api/musician/drafts',
    { config: musician, schema: { tags, body: musicianDraftBody, response: { 201: musicianDraftSaved } } },
    async (req, reply) =>
      reply.status(201).send({
        message: DRAFT_MESSAGES.saved,
        data: await createDraft(db, { userId: requireUser(req).userId, body: req.body }),
      }),
  );

  app.get(
    '/api/musician/drafts/:id',
    { config: musician, schema: { tags, params: idParam, response: { 200: musicianDraftResponse } } },
    async (req) => ({ data: await getDraft(db, { userId: requireUser(req).userId, id: req.params.id }) }),
  );

  app.put(
    '/api/musician/drafts/:id',
    {
      config: musician,
      schema: { tags, params: idParam, body: musicianDraftBody, response: { 200: musicianDraftSaved } },
    },
    async (req) => ({
      message: DRAFT_MESSAGES.updated,
      data: await updateDraft(db, { userId: requireUser(req).userId, id: req.params.id, body: req.body }),
    }),
  );

  app.delete(
    '/api/musician/drafts/:id',
    { config: musician, schema: { tags, params: idParam, response: { 200: messageSchema } } },
    async (req) => deleteDraft(db, { userId: requireUser(req).userId, id: req.params.id }),
  );

  // budget + service fee + VAT, in cents, shown before paying (modules/musician-campaigns/pricing.ts)
  app.get(
    '/api/musician/drafts/:id/price',
    { config: musician, schema: { tags, params: idParam, response: { 200: draftPriceResponse } } },
    async (req) => {
      const userId = requireUser(req).userId;
      const price = await draftPriceOf(app.ctx, { userId, id: req.params.id });
      const m = await musicianOfUser(db, { userId });
      return { data: withCredit(price, await availableCredit(db, m.id)) };
    },
  );

  // a Stripe Checkout Session for the draft at that price; the web goes to its hosted page
  app.post(
    '/api/musician/drafts/:id/checkout',
    {
      config: musician,
      schema: { tags, params: idParam, body: checkoutBody, response: { 200: draftCheckoutResponse } },
    },
    async (req) => ({
      data: await startCheckout(app.ctx, {
        userId: requireUser(req).userId,
        id: req.params.id,
        rail: req.body.rail,
        endRefund: req.body.end_refund,
      }),
    }),
  );

  // pay by bank transfer: the payment's reference, the amount and the platform's account; an admin marks it received
  app.post(
    '/api/musician/drafts/:id/bank-transfer',
    {
      config: musician,
      schema: { tags, params: idParam, body: bankTransferBody, response: { 200: bankTransferResponse } },
    },
    async (req) => ({
      data: await startBankTransfer(app.ctx, {
        userId: requireUser(req).userId,
        id: req.params.id,
        endRefund: req.body.end_refund,
      }),
    }),
  );

  // the latest payment of the own draft: failed, processing, awaiting the bank transfer (with its details)…
  app.get(
    '/api/musician/drafts/:id/payment',
    { config: musician, schema: { tags, params: idParam, response: { 200: draftPaymentStateResponse } } },
    async (req) => {
      await getDraft(db, { userId: requireUser(req).userId, id: req.params.id });
      return { data: await latestPaymentOf(app.ctx, req.params.id) };
    },
  );

  // what went back of the own campaign's payments (the end's unspent budget, a late payment…)
  app.get(
    '/api/musician/campaigns/:id/refunds',
    { config: musician, schema: { tags, params: idParam, response: { 200: refundListResponse } } },
    async (req) => ({
      data: { items: await refundsOfOwnCampaign(db, { userId: requireUser(req).userId, campaignId: req.params.id }) },
    }),
  );

  // a top-up of the musician's own active campaign, through the same checkout
  app.post(
    '/api/musician/campaigns/:id/top-up',
    { config: musician, schema: { tags, params: idParam, body: topUpBody, response: { 200: draftCheckoutResponse } } },
    async (req) => ({
      data: await startTopUpCheckout(app.ctx, {
        userId: requireUser(req).userId,
        campaignId: req.params.id,
        amountEur: req.body.amount_eur,
        rail: req.body.rail,
        endRefund: req.body.end_refund,
      }),
    }),
  );

  // a top-up paid by bank transfer: the payment's reference, the amount and the platform's account, as for a draft;
  // the budget rises when an admin marks the transfer received
  app.post(
    '/api/musician/campaigns/:id/top-up/bank-transfer',
    {
      config: musician,
      schema: { tags, params: idParam, body: topUpBankTransferBody, response: { 200: bankTransferResponse } },
    },
    async (req) => ({
      data: await startTopUpBankTransfer(app.ctx, {
        userId: requireUser(req).userId,
        campaignId: req.params.id,
        amountEur: req.body.amount_eur,
        endRefund: req.body.end_refund,
      }),
    }),
  );

  // the price of a top-up of that amount, shown before paying
  app.get(
    '/api/musician/price',
    { config: musician, schema: { tags, querystring: topUpQuery, response: { 200: draftPriceResponse } } },
    async (req) => {
      const userId = requireUser(req).userId;
      const m = await musicianOfUser(db, { userId });
      const price = await priceFor(app.ctx, { userId, budgetCents: eurToCents(req.query.amount_eur) });
      return { data: withCredit(price, await availableCredit(db, m.id)) };
    },
  );
};
