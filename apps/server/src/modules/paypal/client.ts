// Paying a creator by PayPal Payouts: the calls the payout seam makes (one batch per bill, its item's status, the
// verification of PayPal's webhook) and the reading of PayPal's events. With PAYPAL_CLIENT_ID it talks to PayPal;
// without it outside production, to the local simulator (simulator.ts) on this same server; in production without
// it PayPal payouts are off. No database here. docs/engine.md ("Paying by Stripe Connect and PayPal: the providers'
// contracts") names the calls, events and statuses.
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { PAYPAL_SIM_PREFIX, type PayPalItemStatus, paypalSimulatorKeys } from './simulator';

type Ctx = Pick<AppContext, 'config' | 'selfUrl'>;

const PAYPAL_API = 'https://api-m.paypal.com';

/** PayPal refused a call: PayPal's error name (VALIDATION_ERROR, …) and its HTTP status. */
export class PayPalRefusal extends Error {
  constructor(
    readonly errorName: string,
    message: string,
    readonly status: number,
    readonly details: unknown[] = [],
  ) {
    super(message);
  }
}

function account(ctx: Ctx) {
  if (ctx.config.paypal) return { base: PAYPAL_API, ...ctx.config.paypal };
  if (!ctx.config.paypalSimulator) throw new AppError('UNAVAILABLE', 'paypalPayoutsOff');
  return { base: `${ctx.selfUrl.current}${PAYPAL_SIM_PREFIX}`, ...paypalSimulatorKeys(ctx.config.dataDir) };
}

const cached = new Map<string, { token: string; until: number }>();

/** An access token by client credentials, kept until shortly before PayPal says it expires. */
async function accessToken(ctx: Ctx): Promise<string> {
  const a = account(ctx);
  const key = `${a.base} ${a.clientId}`;
  const known = cached.get(key);
  if (known && known.until > Date.now()) return known.token;
  const res = await fetch(`${a.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${a.clientId}:${a.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json()) as { access_token?: string; expires_in?: number; error_description?: string };
  if (!res.ok || !body.access_token)
    throw new PayPalRefusal('AUTHENTICATION_FAILURE', body.error_description ?? 'no access token', res.status);
  cached.set(key, { token: body.access_token, until: Date.now() + ((body.expires_in ?? 0) - 60) * 1000 });
  return body.access_token;
}

async function api<T>(
  ctx: Ctx,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  const a = account(ctx);
  const res = await fetch(`${a.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken(ctx)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

type PayPalError = {
  name?: string;
  message?: string;
  details?: { field?: string; issue?: string; link?: { href: string }[] }[];
};
const refusal = (status: number, e: PayPalError) =>
  new PayPalRefusal(e.name ?? 'UNKNOWN_ERROR', e.message ?? `PayPal answered ${status}`, status, e.details ?? []);

/** Cents as PayPal's amount value: "1234.50" (exact, from integers). */
export const paypalValue = (cents: number) => {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`a payout is a positive number of cents, not ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** The sender_batch_id of a bill's payout: PayPal pays a batch id only once (within 30 days). */
export const senderBatchId = (billNumber: number, attempt = 1) => `bill-${billNumber}-${attempt}`;

type BatchAnswer = {
  batch_header: { payout_batch_id: string; batch_status: string };
  items?: { payout_item_id: string; transaction_status: PayPalItemStatus }[];
};

/**
 * Pays a bill to a PayPal account by email: a batch of one item in EUR whose sender_item_id is the bill number. The
 * batch id is the bill's (and attempt's), so a retried call never pays twice: PayPal refuses the repeated id, and
 * this answers the batch made the first time.
 */
export async function payBill(
  ctx: Ctx,
  o: { billNumber: number; email: string; amountCents: number; attempt?: number; note?: string },
): Promise<{ batchId: string; itemId: string | undefined; repeated: boolean }> {
  const id = senderBatchId(o.billNumber, o.attempt);
  const created = await api<BatchAnswer & PayPalError>(ctx, 'POST', '/v1/payments/payouts', {
    sender_batch_header: {
      sender_batch_id: id,
      recipient_type: 'EMAIL',
      email_subject: 'You have a payout from Hookline',
    },
    items: [
      {
        recipient_type: 'EMAIL',
        receiver: o.email,
        amount: { value: paypalValue(o.amountCents), currency: 'EUR' },
        sender_item_id: String(o.billNumber),
        ...(o.note ? { note: o.note } : {}),
      },
    ],
  });
  let batchId = created.status === 201 ? created.body.batch_header.payout_batch_id : undefined;
  const repeated = created.body.details?.find((d) => d.field === 'SENDER_BATCH_ID');
  if (!batchId && created.body.name === 'USER_BUSINESS_ERROR' && repeated) {
    batchId = repeated.link?.[0]?.href.split('/').at(-1);
  }
  if (!batchId) throw refusal(created.status, created.body);
  const batch = await payoutBatch(ctx, batchId);
  return { batchId, itemId: batch.items[0]?.itemId, repeated: created.status !== 201 };
}

/** A batch and its items' statuses. */
export async function payoutBatch(ctx: Ctx, batchId: string) {
  const res = await api<BatchAnswer & PayPalError>(ctx, 'GET', `/v1/payments/payouts/${encodeURIComponent(batchId)}`);
  if (res.status !== 200) throw refusal(res.status, res.body);
  return {
    batchId: res.body.batch_header.payout_batch_id,
    status: res.body.batch_header.batch_status,
    items: (res.body.items ?? []).map((i) => ({ itemId: i.payout_item_id, status: i.transaction_status })),
  };
}

type ItemAnswer = {
  payout_item_id: string;
  payout_batch_id: string;
  transaction_status: PayPalItemStatus;
  payout_item: { sender_item_id: string; amount: { value: string; currency: string } };
  errors?: { name: string; message: string };
};

/** One item's status (PENDING, SUCCESS, FAILED, RETURNED, UNCLAIMED, BLOCKED, …) and PayPal's error, if any. */
export async function payoutItem(ctx: Ctx, itemId: string) {
  const res = await api<ItemAnswer & PayPalError>(
    ctx,
    'GET',
    `/v1/payments/payouts-item/${encodeURIComponent(itemId)}`,
  );
  if (res.status !== 200) throw refusal(res.status, res.body);
  const i = res.body;
  return {
    itemId: i.payout_item_id,
    batchId: i.payout_batch_id,
    status: i.transaction_status,
    billNumber: Number(i.payout_item.sender_item_id),
    error: i.errors,
  };
}

/**
 * Whether a webhook call came from PayPal: PayPal's verify-webhook-signature with the call's transmission headers,
 * the configured webhook id and the event as received. False for any missing header or a body that is not JSON.
 */
export async function verifyWebhook(
  ctx: Ctx,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<boolean> {
  const h = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  const fields = {
    auth_algo: h('paypal-auth-algo'),
    cert_url: h('paypal-cert-url'),
    transmission_id: h('paypal-transmission-id'),
    transmission_sig: h('paypal-transmission-sig'),
    transmission_time: h('paypal-transmission-time'),
  };
  if (Object.values(fields).some((v) => !v)) return false;
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return false;
  }
  const res = await api<{ verification_status?: string }>(ctx, 'POST', '/v1/notifications/verify-webhook-signature', {
    ...fields,
    webhook_id: account(ctx).webhookId,
    webhook_event: event,
  });
  return res.status === 200 && res.body.verification_status === 'SUCCESS';
}

export type PayPalEvent =
  | {
      kind: 'item_succeeded' | 'item_failed' | 'item_returned' | 'item_unclaimed' | 'item_blocked';
      billNumber: number;
      itemId: string;
      batchId: string;
      reason: string | undefined;
    }
  | { kind: 'ignored' };

const KINDS: Record<string, Exclude<PayPalEvent, { kind: 'ignored' }>['kind']> = {
  'PAYMENT.PAYOUTS-ITEM.SUCCEEDED': 'item_succeeded',
  'PAYMENT.PAYOUTS-ITEM.FAILED': 'item_failed',
  'PAYMENT.PAYOUTS-ITEM.RETURNED': 'item_returned',
  'PAYMENT.PAYOUTS-ITEM.UNCLAIMED': 'item_unclaimed',
  'PAYMENT.PAYOUTS-ITEM.BLOCKED': 'item_blocked',
};

/** What a verified PayPal event means for a bill: the item's outcome, the bill by its number (sender_item_id). */
export function parsePayPalEvent(event: unknown): PayPalEvent {
  const e = event as { event_type?: string; resource?: Partial<ItemAnswer> } | null;
  const kind = e?.event_type ? KINDS[e.event_type] : undefined;
  const r = e?.resource;
  const billNumber = Number(r?.payout_item?.sender_item_id);
  if (!kind || !r?.payout_item_id || !r.payout_batch_id || !Number.isSafeInteger(billNumber) || billNumber <= 0)
    return { kind: 'ignored' };
  return { kind, billNumber, itemId: r.payout_item_id, batchId: r.payout_batch_id, reason: r.errors?.name };
}
