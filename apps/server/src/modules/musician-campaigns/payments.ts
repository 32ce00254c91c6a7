// Paying for a draft through Stripe Checkout (issue 46 item 2, card rail) and the Stripe events that settle it.
// The price is fixed when the session is made (pricing.ts) and stored with it; an event is handled once: its id is
// stored in the transaction that handles it, and each change is guarded by the payment's state, so a duplicate,
// replayed or out-of-order event changes nothing.
// Ledger (docs/engine.md "Musicians' payments"): paid → external −total, musician_prepaid +budget,
// platform_revenue +fee, vat_payable +vat (each with the payment's id as reference); a refund reverses it.
import { DRAFT_MESSAGES } from '@hookline/shared/musician-campaigns';
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaignDrafts, draftPayments, stripeEvents } from '../../db/schema';
import { conflict } from '../../errors';
import { external, type Leg, post } from '../ledger/ledger';
import { stripeClient } from '../stripe/client';
import { draftPriceOf } from './drafts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'selfUrl'>;
type PaymentRow = typeof draftPayments.$inferSelect;

const leg = (account: Leg['account'], paymentId: number, amountCents: number): Leg => ({
  account,
  refId: paymentId,
  amountCents,
});
const paymentLegs = (p: PaymentRow, sign: 1 | -1): Leg[] => [
  external(-sign * p.totalCents),
  leg('musician_prepaid', p.id, sign * p.budgetCents),
  leg('platform_revenue', p.id, sign * p.feeCents),
  leg('vat_payable', p.id, sign * p.vatCents),
];

/** A Checkout Session for the musician's own unpaid draft; answers the hosted page's address. */
export async function startCheckout(ctx: Ctx, { userId, id }: { userId: number; id: number }) {
  const price = await draftPriceOf(ctx.db, {
    userId,
    id,
    fee: ctx.config.serviceFee,
    country: ctx.config.platform.country,
  });
  const [draft] = await ctx.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id));
  if (draft?.status !== 'draft') throw conflict(DRAFT_MESSAGES.notEditable);
  const title = String((draft.body as { song?: { title?: string } }).song?.title ?? 'Campaign');
  const back = `${ctx.config.appUrl}/app/musician-campaigns`;
  const item = (name: string, cents: number) => ({
    quantity: 1,
    price_data: { currency: 'eur', unit_amount: cents, product_data: { name } },
  });
  const session = await stripeClient(ctx).checkout.sessions.create({
    mode: 'payment',
    client_reference_id: String(id),
    metadata: { draft_id: String(id) },
    line_items: [
      item(`Campaign budget: ${title}`, price.budget_cents),
      item('Service fee', price.fee_cents),
      ...(price.vat_cents > 0 ? [item(`VAT ${price.vat_rate_percent}%`, price.vat_cents)] : []),
    ],
    success_url: `${back}?checkout=success&draft=${id}`,
    cancel_url: `${back}?checkout=cancelled&draft=${id}`,
  });
  if (session.amount_total !== price.total_cents) throw new Error('Stripe answered another total than the price');
  await ctx.db.insert(draftPayments).values({
    draftId: id,
    stripeSessionId: session.id,
    budgetCents: price.budget_cents,
    feeCents: price.fee_cents,
    vatCents: price.vat_cents,
    totalCents: price.total_cents,
  });
  return { url: session.url as string, price };
}

async function markPaid(tx: DbOrTx, session: Stripe.Checkout.Session) {
  if (session.payment_status !== 'paid') return 'not-paid';
  const [payment] = await tx
    .update(draftPayments)
    .set({
      status: 'paid',
      paidAt: new Date(),
      stripePaymentIntent: typeof session.payment_intent === 'string' ? session.payment_intent : null,
    })
    // only an open payment becomes paid, and only for the amount it was priced at
    .where(
      and(
        eq(draftPayments.stripeSessionId, session.id),
        eq(draftPayments.status, 'open'),
        eq(draftPayments.totalCents, session.amount_total ?? -1),
      ),
    )
    .returning();
  if (!payment) return 'ignored';
  await post(tx, { kind: 'musician_payment', memo: `draft payment ${payment.id}`, legs: paymentLegs(payment, 1) });
  await tx
    .update(campaignDrafts)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(and(eq(campaignDrafts.id, payment.draftId), eq(campaignDrafts.status, 'draft')));
  return 'paid';
}

async function markFailed(tx: DbOrTx, session: Stripe.Checkout.Session) {
  const rows = await tx
    .update(draftPayments)
    .set({ status: 'failed' })
    .where(and(eq(draftPayments.stripeSessionId, session.id), eq(draftPayments.status, 'open')))
    .returning({ id: draftPayments.id });
  return rows.length ? 'failed' : 'ignored';
}

/** Handles one verified Stripe event once; answers what it did ('duplicate' when its id was seen before). */
export async function handleStripeEvent(db: Db, event: Stripe.Event) {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return markPaid(tx, event.data.object);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return markFailed(tx, event.data.object);
      default:
        return 'ignored';
    }
  });
}

/**
 * Refunds a draft's paid payment in full through Stripe, then (in `record`'s transaction) marks it refunded and posts
 * the reversal. Stripe is called outside any database transaction (the simulator answers from this same server);
 * its idempotency key makes a retry after a failed recording return the same refund, never a second one.
 */
export async function refundPayment(
  ctx: Pick<AppContext, 'config' | 'selfUrl'>,
  db: Db,
  draftId: number,
  record: (tx: Tx, refundId: string | null) => Promise<void>,
) {
  const payment = await paidPaymentOf(db, draftId);
  const refund = payment?.stripePaymentIntent
    ? await stripeClient(ctx).refunds.create(
        { payment_intent: payment.stripePaymentIntent, amount: payment.totalCents },
        { idempotencyKey: `draft-payment-${payment.id}-refund` },
      )
    : null;
  return db.transaction(async (tx) => {
    if (payment && refund) {
      const [done] = await tx
        .update(draftPayments)
        .set({ status: 'refunded', refundedAt: new Date(), stripeRefundId: refund.id })
        .where(and(eq(draftPayments.id, payment.id), eq(draftPayments.status, 'paid')))
        .returning();
      if (done)
        await post(tx, { kind: 'musician_refund', memo: `draft payment ${payment.id}`, legs: paymentLegs(done, -1) });
    }
    await record(tx, refund?.id ?? null);
    return refund?.id ?? null;
  });
}

/** The paid payment of a draft, if any (one per draft: checkout is refused once a draft is paid). */
export async function paidPaymentOf(db: DbOrTx, draftId: number) {
  const [p] = await db
    .select()
    .from(draftPayments)
    .where(and(eq(draftPayments.draftId, draftId), inArray(draftPayments.status, ['paid'])));
  return p ?? null;
}
