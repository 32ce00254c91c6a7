// The official `stripe` client: with the configured keys it talks to Stripe; without them (outside production) to
// the local simulator (simulator.ts), served by this same server, through the client's host/port/protocol settings.
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/** The simulator's keys: not secrets, they only open the simulator. */
export const SIM_SECRET_KEY = 'sk_test_hookline_simulator';
export const SIM_WEBHOOK_SECRET = 'whsec_hookline_simulator';

export function stripeClient(ctx: Pick<AppContext, 'config' | 'selfUrl'>): Stripe {
  if (ctx.config.stripe) return new Stripe(ctx.config.stripe.secretKey, { maxNetworkRetries: 2 });
  // production without keys: card payments are off (503 with a message, never a 500)
  if (!ctx.config.stripeSimulator) throw new AppError('UNAVAILABLE', 'cardPaymentsOff');
  const self = new URL(ctx.selfUrl.current);
  return new Stripe(SIM_SECRET_KEY, {
    host: self.hostname,
    port: Number(self.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Signing and verifying need no account: a client that never calls the API. */
export const stripeWebhooks: Stripe['webhooks'] = new Stripe(SIM_SECRET_KEY).webhooks;

export const webhookSecret = (ctx: Pick<AppContext, 'config'>) =>
  ctx.config.stripe?.webhookSecret ?? SIM_WEBHOOK_SECRET;

/** The signed event as Stripe sends it, or an error for a forged, altered or stale one. */
export function verifiedEvent(ctx: Pick<AppContext, 'config'>, rawBody: Buffer, signature: string | undefined) {
  return stripeWebhooks.constructEvent(rawBody, signature ?? '', webhookSecret(ctx));
}
