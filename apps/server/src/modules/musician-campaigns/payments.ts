// Paying for a draft through Stripe Checkout (issue 46 item 2, card rail) and the Stripe events that settle it.
// The price is fixed when the session is made (pricing.ts) and stored with it; an event is handled once: its id is
// stored in the transaction that handles it, and each change is guarded by the payment's state, so a duplicate,
// replayed or out-of-order event changes nothing.
// Ledger (docs/engine.md "Musicians' payments"): paid → external −total, musician_prepaid +budget,
// platform_revenue +fee, vat_payable +vat (each with the payment's id as reference); a refund reverses it.
import { eurToCents } from '@hookline/shared/money';
import { DRAFT_MESSAGES, type DraftPrice } from '@hookline/shared/musician-campaigns';
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaignDrafts, campaigns, draftPayments, musicians, stripeEvents } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { external, type Leg, post } from '../ledger/ledger';
import { issueCreditNote, issueInvoice } from '../musician-billing/documents';
import { changeBudget } from '../promotions/engine';
import { stripeClient } from '../stripe/client';
import { draftPriceOf } from './drafts';
import { priceFor } from './pricing';

type Ctx = Pick<AppContext, 'db' | 'config' | 'selfUrl'>;
type BillingConfig = Pick<AppContext['config'], 'platform' | 'vatRates'>;
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

/** Creates the Checkout Session at that price and stores the payment with it. */
async function checkoutSession(
  ctx: Ctx,
  o: { price: DraftPrice; title: string; target: { draftId: number } | { campaignId: number }; back: string },
) {
  const item = (name: string, cents: number) => ({
    quantity: 1,
    price_data: { currency: 'eur', unit_amount: cents, product_data: { name } },
  });
  const ref = 'draftId' in o.target ? `draft-${o.target.draftId}` : `campaign-${o.target.campaignId}`;
  const session = await stripeClient(ctx).checkout.sessions.create({
    mode: 'payment',
    client_reference_id: ref,
    metadata: { target: ref },
    line_items: [
      item(o.title, o.price.budget_cents),
      item('Service fee', o.price.fee_cents),
      ...(o.price.vat_cents > 0 ? [item(`VAT ${o.price.vat_rate_percent}%`, o.price.vat_cents)] : []),
    ],
    success_url: `${o.back}${o.back.includes('?') ? '&' : '?'}checkout=success`,
    cancel_url: `${o.back}${o.back.includes('?') ? '&' : '?'}checkout=cancelled`,
  });
  if (session.amount_total !== o.price.total_cents) throw new Error('Stripe answered another total than the price');
  await ctx.db.insert(draftPayments).values({
    ...('draftId' in o.target ? { draftId: o.target.draftId } : { campaignId: o.target.campaignId }),
    stripeSessionId: session.id,
    budgetCents: o.price.budget_cents,
    feeCents: o.price.fee_cents,
    vatCents: o.price.vat_cents,
    totalCents: o.price.total_cents,
    vatRule: o.price.vat_rule,
    vatRateBp: Math.round(o.price.vat_rate_percent * 100),
  });
  return { url: session.url as string, price: o.price };
}

/** A top-up of the musician's own active campaign through the same checkout (fee and VAT as for a new one). */
export async function startTopUpCheckout(ctx: Ctx, o: { userId: number; campaignId: number; amountEur: number }) {
  const [c] = await ctx.db
    .select({ id: campaigns.id, status: campaigns.status, deletedAt: campaigns.deletedAt })
    .from(campaigns)
    .innerJoin(musicians, eq(musicians.id, campaigns.musicianId))
    .where(and(eq(campaigns.id, o.campaignId), eq(musicians.userId, o.userId)));
  if (!c || c.deletedAt) throw notFound('Campaign not found.');
  if (c.status === 'archived') throw conflict('The budget of an archived campaign cannot change.');
  const price = await priceFor(ctx, { userId: o.userId, budgetCents: eurToCents(o.amountEur) });
  return checkoutSession(ctx, {
    price,
    title: `Campaign top-up: ${o.campaignId}`,
    target: { campaignId: o.campaignId },
    back: `${ctx.config.appUrl}/app/musician-campaigns/${o.campaignId}`,
  });
}

/** A Checkout Session for the musician's own unpaid draft; answers the hosted page's address. */
export async function startCheckout(ctx: Ctx, { userId, id }: { userId: number; id: number }) {
  const price = await draftPriceOf(ctx, { userId, id });
  const [draft] = await ctx.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id));
  if (draft?.status !== 'draft') throw conflict(DRAFT_MESSAGES.notEditable);
  const title = String((draft.body as { song?: { title?: string } }).song?.title ?? 'Campaign');
  return checkoutSession(ctx, {
    price,
    title: `Campaign budget: ${title}`,
    target: { draftId: id },
    back: `${ctx.config.appUrl}/app/musician-campaigns?draft=${id}`,
  });
}

async function markPaid(tx: Tx, config: BillingConfig, session: Stripe.Checkout.Session) {
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
  await issueInvoice(tx, config, payment.id);
  if (payment.draftId !== null) {
    await tx
      .update(campaignDrafts)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(and(eq(campaignDrafts.id, payment.draftId), eq(campaignDrafts.status, 'draft')));
    return 'paid';
  }
  return applyTopUp(tx, payment);
}

/** A paid top-up raises the campaign's budget at once, lifting reservations as an admin's top-up does. */
async function applyTopUp(tx: Tx, payment: PaymentRow) {
  const campaignId = payment.campaignId as number;
  const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  // a top-up paid after the campaign ended stays on musician_prepaid (applied_at null) for an admin to refund
  if (!c || c.status === 'archived' || c.deletedAt) return 'paid-not-applied';
  await applyPayment(tx, payment, campaignId);
  await changeBudget(tx, { campaignId, newBudgetCents: c.budgetCents + payment.budgetCents });
  return 'topped-up';
}

/** The paid budget leaves musician_prepaid for the campaign's funding (the funding itself is posted by the caller). */
export async function applyPayment(tx: DbOrTx, payment: PaymentRow, campaignId: number) {
  await post(tx, {
    kind: 'musician_funding',
    memo: `draft payment ${payment.id} → campaign ${campaignId}`,
    legs: [leg('musician_prepaid', payment.id, -payment.budgetCents), external(payment.budgetCents)],
  });
  await tx.update(draftPayments).set({ appliedAt: new Date() }).where(eq(draftPayments.id, payment.id));
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
export async function handleStripeEvent(ctx: Pick<AppContext, 'db' | 'config'>, event: Stripe.Event) {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return markPaid(tx, ctx.config, event.data.object);
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
      if (done) {
        await post(tx, { kind: 'musician_refund', memo: `draft payment ${payment.id}`, legs: paymentLegs(done, -1) });
        await issueCreditNote(tx, ctx.config, { paymentId: done.id, amountCents: done.totalCents });
      }
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
