// POST /api/stripe/webhook: Stripe's signed events. The signature covers the raw body, so this plugin
// (and only this one: Fastify plugins are encapsulated) reads JSON bodies as raw bytes.
import type { FastifyPluginAsync } from 'fastify';
import { AppError, badRequest } from '../../errors';
import { afterStripeEvent, handleStripeEvent } from '../../modules/musician-campaigns/payments';
import { verifiedEvent } from '../../modules/stripe/client';
import { STRIPE_WEBHOOK_PATH } from '../../modules/stripe/simulator';

export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(STRIPE_WEBHOOK_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (req) => {
    const raw = req.body;
    if (!Buffer.isBuffer(raw)) throw badRequest('stripeEventNotJson');
    let event: ReturnType<typeof verifiedEvent>;
    try {
      event = verifiedEvent(app.ctx, raw, req.headers['stripe-signature'] as string | undefined);
    } catch (err) {
      // production without Stripe's keys: card payments are off, no event is accepted (503 cardPaymentsOff)
      if (err instanceof AppError) throw err;
      throw badRequest('stripeSignatureMismatch');
    }
    const outcome = await handleStripeEvent(app.ctx, event);
    req.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
    if (
      outcome === 'refunded-late' ||
      outcome === 'refunded-second' ||
      outcome === 'dispute-won' ||
      outcome === 'dispute-lost'
    )
      await afterStripeEvent(app.ctx);
    return { received: true };
  });
};
