// Paying a creator by Stripe Connect Express: the calls the payout seam makes (an Express account, its onboarding and
// dashboard links, a bill's transfer) and the reading of Connect's events into what they mean for a payout. The
// official client talks to Stripe with the configured keys, else to the local simulator (connect-simulator.ts). No
// database here: the caller keeps the account id and the transfer id. docs/engine.md ("Paying by Stripe Connect and
// PayPal: the providers' contracts") names the calls, events and failure codes.
import type { Locale } from '@hookline/shared/languages';
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { stripeClient } from './client';

type Ctx = Pick<AppContext, 'config' | 'selfUrl'>;

/** The metadata key of a transfer that names the bill it pays. */
export const BILL_METADATA_KEY = 'bill_id';

/**
 * Stripe refused a Connect call: `code` is Stripe's (insufficient_capabilities_for_transfer for an account not
 * onboarded, resource_missing, account_invalid, …) or `idempotency_error` for a key reused with other parameters.
 */
export class ConnectRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ConnectRefusal';
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeIdempotencyError)
      throw new ConnectRefusal('idempotency_error', err.message, err.statusCode);
    if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripePermissionError)
      throw new ConnectRefusal(err.code ?? err.type, err.message, err.statusCode);
    throw err;
  }
}

/** A new Express account for a creator, asking for the transfers capability only (creators are paid, never charge). */
export async function createExpressAccount(
  ctx: Ctx,
  o: { creatorId: number; email: string; country: string; idempotencyKey?: string },
): Promise<{ account: string }> {
  const stripe = stripeClient(ctx);
  const account = await call(() =>
    stripe.accounts.create(
      {
        type: 'express',
        country: o.country,
        email: o.email,
        capabilities: { transfers: { requested: true } },
        metadata: { creator_id: String(o.creatorId) },
      },
      o.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : undefined,
    ),
  );
  return { account: account.id };
}

/**
 * The single-use link to Stripe's hosted onboarding. Stripe's page takes the browser's language; the simulator's also
 * takes the creator's saved language, passed on in the link.
 */
export async function onboardingLink(
  ctx: Ctx,
  o: { account: string; returnUrl: string; refreshUrl: string; locale?: Locale },
): Promise<{ url: string; expiresAt: Date }> {
  const stripe = stripeClient(ctx);
  const link = await call(() =>
    stripe.accountLinks.create({
      account: o.account,
      type: 'account_onboarding',
      return_url: o.returnUrl,
      refresh_url: o.refreshUrl,
    }),
  );
  const url = new URL(link.url);
  if (!ctx.config.stripe && o.locale) url.searchParams.set('locale', o.locale);
  return { url: url.toString(), expiresAt: new Date(link.expires_at * 1000) };
}

/** A link into the creator's Express dashboard (only once the account has been onboarded). */
export async function dashboardLink(ctx: Ctx, o: { account: string }): Promise<{ url: string }> {
  const stripe = stripeClient(ctx);
  const link = await call(() => stripe.accounts.createLoginLink(o.account));
  return { url: link.url };
}

/**
 * Pays a bill to the creator's connected account: one transfer in EUR cents, its metadata naming the bill. The same
 * idempotency key (one per bill and attempt) makes a retried call answer the first transfer instead of paying twice.
 */
export async function transferBill(
  ctx: Ctx,
  o: { account: string; amountCents: number; billId: number; idempotencyKey: string },
): Promise<{ transferId: string }> {
  if (!Number.isSafeInteger(o.amountCents) || o.amountCents <= 0)
    throw new RangeError(`a transfer is a positive number of cents, not ${o.amountCents}`);
  const stripe = stripeClient(ctx);
  const transfer = await call(() =>
    stripe.transfers.create(
      {
        amount: o.amountCents,
        currency: 'eur',
        destination: o.account,
        transfer_group: `bill_${o.billId}`,
        metadata: { [BILL_METADATA_KEY]: String(o.billId) },
      },
      { idempotencyKey: o.idempotencyKey },
    ),
  );
  return { transferId: transfer.id };
}

export type ConnectEvent =
  | { kind: 'account_payable'; account: string }
  | { kind: 'transfer_reversed'; billId: number; reason: string }
  | { kind: 'payout_failed'; account: string; failureCode: string; reasonText: string }
  | { kind: 'deauthorized'; account: string }
  | { kind: 'ignored' };

const billOf = (metadata: Stripe.Metadata | null | undefined) => {
  const raw = metadata?.[BILL_METADATA_KEY];
  const id = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * What a verified Stripe event means for paying creators. An account becomes payable when it has given all Stripe
 * asks and its payouts are on; a reversal names the bill of its transfer; a failed payout and a disconnection name
 * the connected account (Connect's events carry it at the top level). Everything else is ignored.
 */
export function parseConnectEvent(event: Stripe.Event): ConnectEvent {
  switch (event.type) {
    case 'account.updated': {
      const a = event.data.object;
      const account = event.account ?? a.id;
      return a.details_submitted && a.payouts_enabled && a.capabilities?.transfers === 'active'
        ? { kind: 'account_payable', account }
        : { kind: 'ignored' };
    }
    case 'transfer.reversed': {
      const t = event.data.object;
      const billId = billOf(t.metadata);
      if (billId === undefined) return { kind: 'ignored' };
      const last = t.reversals?.data.at(-1);
      return { kind: 'transfer_reversed', billId, reason: last?.metadata?.reason ?? 'reversed' };
    }
    case 'payout.failed': {
      // a payout of the platform's own balance carries no account: not a creator's
      if (!event.account) return { kind: 'ignored' };
      const p = event.data.object;
      return {
        kind: 'payout_failed',
        account: event.account,
        failureCode: p.failure_code ?? 'could_not_process',
        reasonText: p.failure_message ?? '',
      };
    }
    case 'account.application.deauthorized':
      return event.account ? { kind: 'deauthorized', account: event.account } : { kind: 'ignored' };
    default:
      return { kind: 'ignored' };
  }
}
