// The Stripe simulator: the part of Stripe's API the `stripe` client calls for Checkout, served by this
// server when no Stripe keys are configured outside production (config.stripeSimulator), as the TikTok one is.
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id   Checkout Sessions, Stripe's request and answer shapes
//   POST /v1/checkout/sessions/:id/expire                       expires an open session (a newer checkout replaces it)
//   POST /v1/refunds                                            a full or partial refund of a session's payment
//   GET  /stripe-sim/checkout/:id                               the hosted checkout page: Pay, or a failing card;
//                                                               for SEPA Direct Debit: succeeds, fails, or stays
//                                                               processing until POST …/:id/settle (a late outcome)
//   POST /stripe-sim/disputes                                   the payer's bank disputes a payment (payment_intent)
//   POST /stripe-sim/refunds                                    a refund made in Stripe's dashboard (payment_intent,
//                                                               amount): charge.refunded with the charge's refunds
//   POST /stripe-sim/disputes/:id/close                         the dispute ends (outcome=won|lost): …closed, and
//                                                               …funds_reinstated when won; while open, a refund of
//                                                               the payment is refused (charge_disputed), as Stripe's
//   (settle and disputes stand for what happens at the bank: they take the simulator's key, as its API does)
// The simulator's API key and signing secret are random for each data folder (sim-keys.ts), never in the source.
// Paying sends signed events (Stripe-Signature, the simulator's signing secret) to POST /api/stripe/webhook, as
// Stripe does: a card sends checkout.session.completed (paid), a failing card checkout.session.async_payment_failed;
// SEPA sends checkout.session.completed (unpaid: processing), then checkout.session.async_payment_succeeded or
// …_failed; a dispute sends charge.dispute.created. Sessions live in this process's memory; tests make any event with
// `simulatorEvent` to replay, duplicate or reorder it.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { centsToEur, formatEur } from '@hookline/shared/money';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { stripeWebhooks } from './client';
import { simulatorKeys } from './sim-keys';

export const STRIPE_SIM_PREFIX = '/stripe-sim';
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

type Session = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
};
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};

const sessions = new Map<string, Session>();
const refunded = new Map<string, number>(); // payment intent → cents refunded so far
const disputes = new Map<string, Record<string, unknown>>(); // dispute id → the dispute as last sent
const byIdempotencyKey = new Map<string, Refund>(); // as Stripe: a retried request answers the first result
const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=1`) back into an object; numeric keys stay object keys. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let at: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        at[part] = value;
        return;
      }
      if (typeof at[part] !== 'object' || at[part] === null) at[part] = {};
      at = at[part] as Record<string, unknown>;
    });
  }
  return out;
}

const stripeError = (message: string, param?: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
});

/**
 * An event as Stripe sends it, with its Stripe-Signature header: signed with the simulator's secret of this
 * server's data folder unless `secret` says otherwise.
 */
export function simulatorEvent(
  ctx: Pick<AppContext, 'config'>,
  type: string,
  object: object,
  o: { id?: string; secret?: string; timestamp?: number; account?: string } = {},
) {
  const payload = JSON.stringify({
    id: o.id ?? rid('evt'),
    object: 'event',
    // an event of a connected account names it at the top level, as Stripe's Connect events do
    ...(o.account ? { account: o.account } : {}),
    api_version: '2025-01-27.acacia',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const signature = stripeWebhooks.generateTestHeaderString({
    payload,
    secret: o.secret ?? simulatorKeys(ctx.config.dataDir).webhookSecret,
    timestamp: o.timestamp,
  });
  return { payload, signature };
}

export const simulatorSession = (id: string) => sessions.get(id);

/** Posts a signed event to this server's webhook, as Stripe does; a refusal is logged, never thrown. */
export async function deliverSimulatorEvent(
  ctx: Pick<AppContext, 'config' | 'selfUrl'>,
  log: FastifyBaseLogger,
  type: string,
  object: object,
  o: { account?: string } = {},
) {
  const event = simulatorEvent(ctx, type, object, o);
  const res = await fetch(`${ctx.selfUrl.current}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  }).catch((err: unknown) => {
    log.warn({ err }, 'stripe simulator: webhook not delivered');
    return null;
  });
  if (res && !res.ok) log.warn({ status: res.status }, 'stripe simulator: webhook refused');
  return event;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// the checkout sessions it serves are in EUR (Hookline charges in EUR only)
const euros = (cents: number, currency: string) =>
  currency.toLowerCase() === 'eur'
    ? formatEur(centsToEur(cents))
    : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const button = (action: string, outcome: string, label: string, main = false) =>
  `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><p><button type="submit"${
    main ? ' style="font-size:16px;padding:10px 18px"' : ''
  }>${label}</button></p></form>`;
const buttons = (action: string, sepa: boolean) =>
  sepa
    ? [
        button(action, 'sepa_success', 'Pay by SEPA Direct Debit', true),
        button(action, 'sepa_fail', 'Pay with a debit that fails'),
        button(action, 'sepa_late', 'Pay with a debit that stays processing'),
      ].join('\n')
    : [button(action, 'success', 'Pay', true), button(action, 'fail', 'Pay with a failing card')].join('\n');

export const stripeSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseStripeForm(String(body))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const expected = Buffer.from(`Bearer ${simulatorKeys(app.ctx.config.dataDir).secretKey}`);
  const authorised = (req: FastifyRequest) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const unauthorised = { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } };

  app.post('/v1/checkout/sessions', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (b.mode !== 'payment') return reply.status(400).send(stripeError('Only payment mode is simulated.', 'mode'));
    const items = Object.values((b.line_items ?? {}) as Record<string, Record<string, unknown>>);
    if (items.length === 0)
      return reply.status(400).send(stripeError('Missing required param: line_items.', 'line_items'));
    let total = 0;
    let currency = '';
    for (const item of items) {
      const price = (item.price_data ?? {}) as Record<string, unknown>;
      const amount = Number(price.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!Number.isSafeInteger(amount) || amount < 0 || !Number.isSafeInteger(quantity))
        return reply.status(400).send(stripeError('Invalid integer: unit_amount.', 'line_items'));
      currency = String(price.currency ?? '');
      total += amount * quantity;
    }
    const id = rid('cs');
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof b.cancel_url === 'string' ? b.cancel_url : null,
      client_reference_id: typeof b.client_reference_id === 'string' ? b.client_reference_id : null,
      created: now(),
      currency,
      customer_email: typeof b.customer_email === 'string' ? b.customer_email : null,
      expires_at: now() + 24 * 3600,
      livemode: false,
      metadata: (b.metadata ?? {}) as Record<string, string>,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: Object.values(
        (b.allowed_payment_method_types ?? b.payment_method_types ?? { 0: 'card' }) as Record<string, string>,
      ),
      payment_status: 'unpaid',
      status: 'open',
      success_url: typeof b.success_url === 'string' ? b.success_url : null,
      url: `${app.ctx.config.appUrl}${STRIPE_SIM_PREFIX}/checkout/${id}`,
    };
    sessions.set(id, session);
    return session;
  });

  app.get('/v1/checkout/sessions/:id', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const s = sessions.get((req.params as { id: string }).id);
    if (!s) return reply.status(404).send(stripeError('No such checkout.session', 'session'));
    return s;
  });

  app.post('/v1/checkout/sessions/:id/expire', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const s = sessions.get((req.params as { id: string }).id);
    if (!s) return reply.status(404).send(stripeError('No such checkout.session', 'session'));
    if (s.status !== 'open')
      return reply.status(400).send(stripeError(`Only Checkout Sessions with a status of open can be expired.`));
    s.status = 'expired';
    return s;
  });

  app.post('/v1/refunds', pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const b = (req.body ?? {}) as Record<string, string>;
    const key = req.headers['idempotency-key'];
    const seen = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    // as Stripe: a key answers its first result, and only for the same request
    if (seen && seen.payment_intent !== b.payment_intent)
      return reply
        .status(400)
        .send(
          stripeError(
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
    if (seen) return seen;
    const s = [...sessions.values()].find((x) => x.payment_intent && x.payment_intent === b.payment_intent);
    if (!s) return reply.status(404).send(stripeError('No such payment_intent', 'payment_intent'));
    const open = [...disputes.values()].some(
      (d) => d.payment_intent === s.payment_intent && d.status !== 'won' && d.status !== 'lost',
    );
    if (open)
      return reply
        .status(400)
        .send(stripeError(`Charge for ${s.payment_intent} has been disputed.`, undefined, 'charge_disputed'));
    const left = s.amount_total - (refunded.get(s.payment_intent as string) ?? 0);
    const amount = b.amount === undefined ? left : Number(b.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      return reply.status(400).send(stripeError('Refund amount is greater than the unrefunded amount.', 'amount'));
    refunded.set(s.payment_intent as string, s.amount_total - left + amount);
    const refund: Refund = {
      id: rid('re'),
      object: 'refund',
      amount,
      created: now(),
      currency: s.currency,
      metadata: (b.metadata as unknown as Record<string, string> | undefined) ?? {},
      payment_intent: s.payment_intent as string,
      reason: b.reason ?? null,
      status: 'succeeded',
    };
    if (typeof key === 'string') byIdempotencyKey.set(key, refund);
    return refund;
  });

  // the hosted checkout page
  app.get(`${STRIPE_SIM_PREFIX}/checkout/:id`, pub, async (req, reply) => {
    const s = sessions.get((req.params as { id: string }).id);
    if (!s) return reply.status(404).type('text/plain').send('No such checkout session');
    const action = `${STRIPE_SIM_PREFIX}/checkout/${s.id}`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe Checkout (simulator)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px">
<h1 style="font-size:22px">Stripe Checkout simulator</h1>
<p>Pay <strong>${esc(euros(s.amount_total, s.currency))}</strong></p>
${s.status === 'open' ? buttons(action, s.payment_method_types.includes('sepa_debit')) : `<p>This checkout session is ${esc(s.status)}.</p>`}
</body></html>`;
    return reply.type('text/html').send(html);
  });

  const deliver = async (req: FastifyRequest, type: string, object: object) => {
    await deliverSimulatorEvent(app.ctx, req.log, type, object);
  };

  app.post(`${STRIPE_SIM_PREFIX}/checkout/:id`, pub, async (req, reply) => {
    const s = sessions.get((req.params as { id: string }).id);
    if (s?.status !== 'open') return reply.status(404).type('text/plain').send('No open checkout session');
    const outcome = (req.body as Record<string, string> | undefined)?.outcome ?? '';
    if (outcome === 'fail') {
      s.status = 'expired';
      await deliver(req, 'checkout.session.async_payment_failed', s);
      return reply.redirect(s.cancel_url ?? '/');
    }
    s.status = 'complete';
    s.payment_intent = rid('pi');
    if (!s.payment_method_types.includes('sepa_debit')) {
      s.payment_status = 'paid';
      await deliver(req, 'checkout.session.completed', s);
      return reply.redirect(s.success_url ?? '/');
    }
    // SEPA Direct Debit: the session completes unpaid while the debit is processing; its outcome follows
    await deliver(req, 'checkout.session.completed', { ...s });
    if (outcome === 'sepa_success') await settle(req, s, true);
    if (outcome === 'sepa_fail') await settle(req, s, false);
    return reply.redirect(s.success_url ?? '/');
  });

  const settle = async (req: FastifyRequest, s: Session, ok: boolean) => {
    if (ok) s.payment_status = 'paid';
    await deliver(req, ok ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', {
      ...s,
    });
  };

  // the late outcome of a SEPA debit left processing
  app.post(`${STRIPE_SIM_PREFIX}/checkout/:id/settle`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const s = sessions.get((req.params as { id: string }).id);
    if (s?.status !== 'complete' || s.payment_status !== 'unpaid')
      return reply.status(404).type('text/plain').send('No processing debit');
    await settle(req, s, (req.body as Record<string, string> | undefined)?.outcome === 'success');
    return { settled: true };
  });

  // the payer's bank disputes a payment: charge.dispute.created with Stripe's Dispute object
  app.post(`${STRIPE_SIM_PREFIX}/disputes`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const intent = (req.body as Record<string, string> | undefined)?.payment_intent;
    const s = [...sessions.values()].find((x) => x.payment_intent && x.payment_intent === intent);
    if (s?.payment_status !== 'paid') return reply.status(404).type('text/plain').send('No such payment');
    const dispute = {
      id: rid('du'),
      object: 'dispute',
      amount: s.amount_total - (refunded.get(intent as string) ?? 0),
      charge: rid('ch'),
      created: now(),
      currency: s.currency,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: intent,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { due_by: now() + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
    };
    disputes.set(dispute.id, dispute);
    await deliver(req, 'charge.dispute.created', dispute);
    return dispute;
  });

  // a refund made in Stripe's dashboard (or by Radar), not through the API: charge.refunded tells of it
  app.post(`${STRIPE_SIM_PREFIX}/refunds`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const b = (req.body ?? {}) as Record<string, string>;
    const s = [...sessions.values()].find((x) => x.payment_intent && x.payment_intent === b.payment_intent);
    if (s?.payment_status !== 'paid') return reply.status(404).type('text/plain').send('No such payment');
    const before = refunded.get(b.payment_intent as string) ?? 0;
    const amount = b.amount === undefined ? s.amount_total - before : Number(b.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > s.amount_total - before)
      return reply.status(400).type('text/plain').send('Refund amount is greater than the unrefunded amount.');
    refunded.set(b.payment_intent as string, before + amount);
    const refund: Refund = {
      id: rid('re'),
      object: 'refund',
      amount,
      created: now(),
      currency: s.currency,
      metadata: {},
      payment_intent: b.payment_intent as string,
      reason: 'requested_by_customer',
      status: 'succeeded',
    };
    const charge = {
      id: rid('ch'),
      object: 'charge',
      amount: s.amount_total,
      amount_refunded: before + amount,
      currency: s.currency,
      livemode: false,
      payment_intent: b.payment_intent,
      refunded: before + amount === s.amount_total,
      status: 'succeeded',
      refunds: { object: 'list', data: [refund], has_more: false, url: '/v1/refunds' },
    };
    await deliver(req, 'charge.refunded', charge);
    return refund;
  });

  // the dispute ends at the bank: won (the money comes back) or lost
  app.post(`${STRIPE_SIM_PREFIX}/disputes/:id/close`, pub, async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send(unauthorised);
    const d = disputes.get((req.params as { id: string }).id);
    if (!d || d.status === 'won' || d.status === 'lost')
      return reply.status(404).type('text/plain').send('No open dispute');
    const won = (req.body as Record<string, string> | undefined)?.outcome === 'won';
    d.status = won ? 'won' : 'lost';
    await deliver(req, 'charge.dispute.closed', { ...d });
    if (won) await deliver(req, 'charge.dispute.funds_reinstated', { ...d });
    return d;
  });
};
