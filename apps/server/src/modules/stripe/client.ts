// The official `stripe` client: with the configured keys it talks to Stripe; without them (outside production) to
// the local simulator (simulator.ts), served by this same server, through the client's host/port/protocol settings.
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { simulatorKeys } from './sim-keys';

type Ctx = Pick<AppContext, 'config'>;

export function stripeClient(ctx: Pick<AppContext, 'config' | 'selfUrl'>): Stripe {
  if (ctx.config.stripe) return new Stripe(ctx.config.stripe.secretKey, { maxNetworkRetries: 2 });
  // production without keys: card payments are off (503 with a message, never a 500)
  if (!ctx.config.stripeSimulator) throw new AppError('UNAVAILABLE', 'cardPaymentsOff');
  const self = new URL(ctx.selfUrl.current);
  return new Stripe(simulatorKeys(ctx.config.dataDir).secretKey, {
    host: self.hostname,
    port: Number(self.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Signing and verifying need no account: a client that never calls the API (its key is a placeholder). */
export const stripeWebhooks: Stripe['webhooks'] = new Stripe('sk_test_never_used').webhooks;

/** Stripe's default: a signature older than five minutes is a replay; one as far in the future is forged. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The secret that signs the events this server accepts: the configured one where Stripe's keys are set (then only
 * Stripe's events pass, never the simulator's), the data folder's simulator secret where the simulator runs, and
 * none in production without keys (card payments are off: every event is refused).
 */
export function webhookSecret(ctx: Ctx): string {
  if (ctx.config.stripe) return ctx.config.stripe.webhookSecret;
  if (ctx.config.stripeSimulator) return simulatorKeys(ctx.config.dataDir).webhookSecret;
  throw new AppError('UNAVAILABLE', 'cardPaymentsOff');
}

const signedAt = (header: string) => {
  const t = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  return t && /^t=\d{1,12}$/.test(t) ? Number(t.slice(2)) : Number.NaN;
};

/** The signed event as Stripe sends it, or an error for a forged, altered, stale or future-dated one. */
export function verifiedEvent(ctx: Ctx, rawBody: Buffer, signature: string | undefined) {
  const secret = webhookSecret(ctx);
  const event = stripeWebhooks.constructEvent(rawBody, signature ?? '', secret, SIGNATURE_TOLERANCE_S);
  // the client refuses only old timestamps; a signature dated ahead is kept for a replay later, so it is refused too
  const t = signedAt(signature ?? '');
  if (!Number.isFinite(t) || t > Math.floor(Date.now() / 1000) + SIGNATURE_TOLERANCE_S) {
    throw new Error('Stripe-Signature timestamp outside the tolerance zone');
  }
  return event;
}
