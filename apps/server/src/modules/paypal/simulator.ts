// The PayPal simulator: the part of PayPal's REST API that paying creators by PayPal Payouts calls, served by this
// server under /paypal-sim when no PayPal client id is configured outside production (config.paypalSimulator). The
// request and answer shapes are PayPal's (docs/engine.md, "Paying by Stripe Connect and PayPal: the providers'
// contracts").
//   POST /v1/oauth2/token                          client credentials (Basic auth) → a Bearer access token
//   POST /v1/payments/payouts                      a batch (sender_batch_id: PayPal pays a batch id only once) → 201
//   GET  /v1/payments/payouts/:batchId             the batch with its items
//   GET  /v1/payments/payouts-item/:itemId         one item with its transaction_status
//   POST /v1/notifications/verify-webhook-signature  SUCCESS for an event this simulator signed, else FAILURE
//   GET  /v1/notifications/certs/:name             the certificate's public key the signatures are checked with
//   POST /paypal-sim/items/:itemId/outcome         what happens at PayPal and the receiver (the client's Basic auth):
//                                                  SUCCESS, FAILED, RETURNED, UNCLAIMED or BLOCKED, with its webhook
// Webhooks go to POST /api/paypal/webhook (PAYPAL_WEBHOOK_PATH; the route is the payout seam's) with PayPal's
// transmission headers, signed with RSA-SHA256 over `transmission id|time|webhook id|crc32 of the body` as PayPal
// signs. The client id, secret and webhook id are derived from the data folder's simulator secret (sim-keys.ts), so
// they differ per data folder and are never written in the source. State lives in this process's memory.

import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign, timingSafeEqual, verify } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { simulatorKeys } from '../stripe/sim-keys';

export const PAYPAL_SIM_PREFIX = '/paypal-sim';
/** Where PayPal's events are posted; the route that takes them belongs to the payout seam. */
export const PAYPAL_WEBHOOK_PATH = '/api/paypal/webhook';

export type PayPalItemStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'RETURNED' | 'UNCLAIMED' | 'BLOCKED';
const OUTCOMES = ['SUCCESS', 'FAILED', 'RETURNED', 'UNCLAIMED', 'BLOCKED'] as const;
type Outcome = (typeof OUTCOMES)[number];
/** The event each outcome sends (PayPal's Payouts webhook event names). */
export const OUTCOME_EVENTS: Record<Outcome, string> = {
  SUCCESS: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
  FAILED: 'PAYMENT.PAYOUTS-ITEM.FAILED',
  RETURNED: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
  UNCLAIMED: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
  BLOCKED: 'PAYMENT.PAYOUTS-ITEM.BLOCKED',
};
/** The item error PayPal gives each unhappy outcome unless the control names another. */
const DEFAULT_ERRORS: Record<Exclude<Outcome, 'SUCCESS'>, { name: string; message: string }> = {
  FAILED: { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' },
  RETURNED: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
  UNCLAIMED: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
  BLOCKED: { name: 'RISK_DECLINE', message: 'Transaction was declined due to risk' },
};

type Money = { currency: string; value: string };
type Item = {
  payout_item_id: string;
  transaction_id?: string;
  transaction_status: PayPalItemStatus;
  payout_item_fee: Money;
  payout_batch_id: string;
  sender_batch_id: string;
  payout_item: { recipient_type: string; amount: Money; note?: string; receiver: string; sender_item_id: string };
  time_processed?: string;
  errors?: { name: string; message: string };
  links: { href: string; rel: string; method: string; encType?: string }[];
};
type Batch = {
  payout_batch_id: string;
  batch_status: 'PENDING' | 'PROCESSING' | 'SUCCESS';
  time_created: string;
  sender_batch_header: Record<string, string>;
  items: string[];
};

const batches = new Map<string, Batch>();
const bySenderBatchId = new Map<string, string>();
const items = new Map<string, Item>();
const tokens = new Map<string, number>(); // access token → expiry (ms)
/** Every event the simulator sent, with its headers (tests check them against the verification call). */
export const paypalSimulatorEvents: { type: string; body: string; headers: Record<string, string> }[] = [];

const pid = (n = 13) =>
  randomBytes(n)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, n)
    .padEnd(n, 'X');

/** The simulator's client credentials and webhook id of a data folder. */
export function paypalSimulatorKeys(dataDir: string) {
  const seed = simulatorKeys(dataDir).secretKey;
  const derive = (what: string) => createHmac('sha256', seed).update(`paypal ${what}`).digest('hex');
  return {
    clientId: `sim-${derive('client id').slice(0, 40)}`,
    clientSecret: `sim-${derive('client secret').slice(0, 48)}`,
    webhookId: `SIM${derive('webhook id').slice(0, 17).toUpperCase()}`,
  };
}

// PayPal signs with its certificate's private key; the simulator's key pair is made once per process
let keyPair: { publicKey: string; privateKey: string } | undefined;
const keys = () => {
  keyPair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return keyPair;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** CRC-32 of a body's bytes, as PayPal's signed string takes it (a decimal number). */
export function crc32(text: string): number {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const signedString = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;

const paypalError = (name: string, message: string, details: object[] = []) => ({
  name,
  message,
  debug_id: randomBytes(6).toString('hex'),
  information_link: 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors',
  details,
  links: [],
});
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const paypalSimulator: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pub = { config: { auth: 'public' as const }, schema: { hide: true } };
  const sim = () => paypalSimulatorKeys(app.ctx.config.dataDir);
  const base = () => `${app.ctx.config.appUrl}${PAYPAL_SIM_PREFIX}`;
  const same = (a: string, b: string) =>
    Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const basicOk = (req: FastifyRequest) => {
    const k = sim();
    return same(
      req.headers.authorization ?? '',
      `Basic ${Buffer.from(`${k.clientId}:${k.clientSecret}`).toString('base64')}`,
    );
  };
  const bearerOk = (req: FastifyRequest) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  };
  const unauthorised = (reply: FastifyReply) =>
    reply.status(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });

  app.post('/v1/oauth2/token', pub, async (req, reply) => {
    if (!basicOk(req))
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if ((req.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials')
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    const expiresIn = 32_400;
    tokens.set(token, Date.now() + expiresIn * 1000);
    return {
      scope:
        'https://uri.paypal.com/services/payments/payouts https://uri.paypal.com/services/applications/verify-webhook-signature',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: expiresIn,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    };
  });

  const itemLinks = (id: string) => [
    { href: `${base()}/v1/payments/payouts-item/${id}`, rel: 'item', method: 'GET', encType: 'application/json' },
  ];
  const batchView = (b: Batch) => {
    const list = b.items.map((id) => items.get(id) as Item);
    const cents = list.reduce((sum, i) => sum + Math.round(Number(i.payout_item.amount.value) * 100), 0);
    const currency = list[0]?.payout_item.amount.currency ?? 'EUR';
    return {
      batch_header: {
        payout_batch_id: b.payout_batch_id,
        batch_status: b.batch_status,
        time_created: b.time_created,
        sender_batch_header: b.sender_batch_header,
        amount: { currency, value: (cents / 100).toFixed(2) },
        fees: { currency, value: '0.00' },
      },
      items: list,
      links: [
        {
          href: `${base()}/v1/payments/payouts/${b.payout_batch_id}`,
          rel: 'self',
          method: 'GET',
          encType: 'application/json',
        },
      ],
    };
  };

  app.post('/v1/payments/payouts', pub, async (req, reply) => {
    if (!bearerOk(req)) return unauthorised(reply);
    const b = (req.body ?? {}) as { sender_batch_header?: Record<string, unknown>; items?: unknown };
    const header = b.sender_batch_header ?? {};
    const senderBatchId = typeof header.sender_batch_id === 'string' ? header.sender_batch_id : '';
    const list = Array.isArray(b.items) ? (b.items as Record<string, unknown>[]) : [];
    const issues: object[] = [];
    if (!senderBatchId)
      issues.push({
        field: 'sender_batch_header.sender_batch_id',
        location: 'body',
        issue: 'Required field is missing',
      });
    if (list.length === 0) issues.push({ field: 'items', location: 'body', issue: 'Required field is missing' });
    list.forEach((item, n) => {
      const type = item.recipient_type ?? header.recipient_type;
      const amount = (item.amount ?? {}) as Record<string, unknown>;
      if (type !== 'EMAIL' || typeof item.receiver !== 'string' || !EMAIL.test(item.receiver))
        issues.push({
          field: `items[${n}].receiver`,
          location: 'body',
          issue: 'Receiver is invalid or does not match with type',
        });
      if (typeof amount.value !== 'string' || !AMOUNT.test(amount.value) || Number(amount.value) <= 0)
        issues.push({ field: `items[${n}].amount.value`, location: 'body', issue: 'Amount value is invalid' });
      if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
        issues.push({ field: `items[${n}].amount.currency`, location: 'body', issue: 'Currency code is invalid' });
    });
    if (issues.length)
      return reply.status(400).send(paypalError('VALIDATION_ERROR', 'Invalid request - see details', issues));
    // as PayPal: a sender_batch_id used before is not paid again; the refusal links to the first batch
    const earlier = bySenderBatchId.get(senderBatchId);
    if (earlier)
      return reply.status(400).send(
        paypalError('USER_BUSINESS_ERROR', 'User business error.', [
          {
            field: 'SENDER_BATCH_ID',
            location: 'body',
            issue: 'Batch with given sender_batch_id already exists',
            link: [
              {
                href: `${base()}/v1/payments/payouts/${earlier}`,
                rel: 'self',
                method: 'GET',
                encType: 'application/json',
              },
            ],
          },
        ]),
      );
    const batchId = pid(13);
    const ids = list.map((item) => {
      const id = pid(13);
      const amount = item.amount as Money;
      items.set(id, {
        payout_item_id: id,
        transaction_status: 'PENDING',
        payout_item_fee: { currency: amount.currency, value: '0.00' },
        payout_batch_id: batchId,
        sender_batch_id: senderBatchId,
        payout_item: {
          recipient_type: 'EMAIL',
          amount: { currency: amount.currency, value: amount.value },
          ...(typeof item.note === 'string' ? { note: item.note } : {}),
          receiver: item.receiver as string,
          sender_item_id: String(item.sender_item_id ?? ''),
        },
        links: itemLinks(id),
      });
      return id;
    });
    const batch: Batch = {
      payout_batch_id: batchId,
      batch_status: 'PENDING',
      time_created: new Date().toISOString(),
      sender_batch_header: Object.fromEntries(Object.entries(header).map(([k, v]) => [k, String(v)])),
      items: ids,
    };
    batches.set(batchId, batch);
    bySenderBatchId.set(senderBatchId, batchId);
    const view = batchView(batch);
    return reply.status(201).send({
      batch_header: {
        payout_batch_id: batchId,
        batch_status: 'PENDING',
        sender_batch_header: view.batch_header.sender_batch_header,
      },
      links: view.links,
    });
  });

  app.get('/v1/payments/payouts/:batchId', pub, async (req, reply) => {
    if (!bearerOk(req)) return unauthorised(reply);
    const b = batches.get((req.params as { batchId: string }).batchId);
    if (!b) return reply.status(404).send(paypalError('INVALID_RESOURCE_ID', 'Requested resource ID was not found.'));
    return batchView(b);
  });

  app.get('/v1/payments/payouts-item/:itemId', pub, async (req, reply) => {
    if (!bearerOk(req)) return unauthorised(reply);
    const item = items.get((req.params as { itemId: string }).itemId);
    if (!item)
      return reply.status(404).send(paypalError('INVALID_RESOURCE_ID', 'Requested resource ID was not found.'));
    return item;
  });

  app.post('/v1/notifications/verify-webhook-signature', pub, async (req, reply) => {
    if (!bearerOk(req)) return unauthorised(reply);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    const missing = fields.filter((f) => typeof b[f] !== 'string' || b[f] === '');
    if (missing.length || typeof b.webhook_event !== 'object' || b.webhook_event === null)
      return reply.status(400).send(
        paypalError(
          'VALIDATION_ERROR',
          'Invalid request - see details',
          [...missing, ...(typeof b.webhook_event === 'object' ? [] : ['webhook_event'])].map((field) => ({
            field,
            location: 'body',
            issue: 'Required field is missing',
          })),
        ),
      );
    const s = b as Record<string, string>;
    const ok =
      s.auth_algo === 'SHA256withRSA' &&
      s.webhook_id === sim().webhookId &&
      verify(
        'sha256',
        Buffer.from(
          signedString(
            s.transmission_id ?? '',
            s.transmission_time ?? '',
            s.webhook_id,
            JSON.stringify(b.webhook_event),
          ),
        ),
        keys().publicKey,
        Buffer.from(s.transmission_sig ?? '', 'base64'),
      );
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  });

  app.get('/v1/notifications/certs/:name', pub, async (_req, reply) => reply.type('text/plain').send(keys().publicKey));

  /** Posts an event about an item to the webhook path with PayPal's transmission headers. */
  const deliver = async (req: FastifyRequest, type: string, item: Item) => {
    const event = {
      id: `WH-${pid(17)}-${pid(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts_item',
      event_type: type,
      summary: `Payouts item ${item.transaction_status.toLowerCase()}`,
      resource: item,
      links: [
        { href: `${base()}/v1/notifications/webhooks-events/${item.payout_item_id}`, rel: 'self', method: 'GET' },
      ],
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signature = sign(
      'sha256',
      Buffer.from(signedString(transmissionId, time, sim().webhookId, body)),
      keys().privateKey,
    ).toString('base64');
    const headers = {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${base()}/v1/notifications/certs/CERT-SIMULATOR`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': time,
    };
    paypalSimulatorEvents.push({ type, body, headers });
    if (paypalSimulatorEvents.length > 1000) paypalSimulatorEvents.shift(); // a long-running demo keeps the last ones
    const res = await fetch(`${app.ctx.selfUrl.current}${PAYPAL_WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body,
    }).catch((err: unknown) => {
      req.log.warn({ err }, 'paypal simulator: webhook not delivered');
      return null;
    });
    if (res && !res.ok) req.log.warn({ status: res.status }, 'paypal simulator: webhook refused');
  };

  // what happens at PayPal and at the receiver's account: the item's outcome, with its event
  app.post('/items/:itemId/outcome', pub, async (req, reply) => {
    if (!basicOk(req))
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const item = items.get((req.params as { itemId: string }).itemId);
    if (!item)
      return reply.status(404).send(paypalError('INVALID_RESOURCE_ID', 'Requested resource ID was not found.'));
    const b = (req.body ?? {}) as Record<string, unknown>;
    const status = b.status as Outcome;
    if (!OUTCOMES.includes(status))
      return reply
        .status(400)
        .send(
          paypalError('VALIDATION_ERROR', 'Invalid request - see details', [
            { field: 'status', location: 'body', issue: `One of ${OUTCOMES.join(', ')}` },
          ]),
        );
    item.transaction_status = status;
    item.time_processed = new Date().toISOString();
    if (status === 'SUCCESS') {
      item.transaction_id = pid(17);
      delete item.errors;
    } else {
      const fallback = DEFAULT_ERRORS[status];
      item.errors = {
        name: typeof b.error_name === 'string' && b.error_name ? b.error_name : fallback.name,
        message: typeof b.error_message === 'string' && b.error_message ? b.error_message : fallback.message,
      };
    }
    const batch = batches.get(item.payout_batch_id);
    if (batch)
      batch.batch_status = batch.items.every((id) => items.get(id)?.transaction_status !== 'PENDING')
        ? 'SUCCESS'
        : 'PROCESSING';
    await deliver(req, OUTCOME_EVENTS[status], structuredClone(item));
    return item;
  });
};
