// Paying for a draft or a top-up (docs/engine.md "Musicians' own campaigns"): card or SEPA Direct Debit through
// Stripe Checkout, or a bank transfer with a reference an admin marks as received. The price is fixed when the payment
// is made (pricing.ts) and stored with it; a Stripe event is handled once: its id is stored in the transaction that
// handles it, and each change is guarded by the payment's state, so a duplicate, replayed or out-of-order event
// changes nothing. A success is never lost: one that arrives for a payment already failed, expired or superseded
// (a newer checkout of the same draft, a rejected draft, an ended campaign) is recorded as paid and refunded in full.
// Ledger: paid → external −(total − credit), musician_credit −credit, musician_prepaid +budget, platform_revenue +fee,
// vat_payable +VAT (each with the payment's id as reference); refunds are recorded by refunds.ts. The invoice is
// issued where the payment becomes paid (settlePaid, whatever the rail), in the same transaction.
import { randomBytes } from 'node:crypto';
import { eurToCents } from '@hookline/shared/money';
import type { DraftPrice, EndRefundChoice } from '@hookline/shared/musician-campaigns';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { campaignDrafts, campaigns, draftPayments, musicians, stripeEvents } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { textIn } from '../../texts';
import { applyConnectAccountEvent } from '../bills/stripe-payouts';
import { external, type Leg, post } from '../ledger/ledger';
import { type BillingConfig, issueInvoice, musicianLocale } from '../musician-billing/documents';
import { changeBudget } from '../promotions/engine';
import { queueNotification } from '../queue/notification-job';
import { stripeClient } from '../stripe/client';
import { parseConnectEvent } from '../stripe/connect';
import { disputeClosed, disputeOpened } from './disputes';
import { draftPriceOf } from './drafts';
import { priceFor, withCredit } from './pricing';
import { availableCredit, refundInFull, sendStripeRefunds } from './refunds';
import { chargeRefunded, refundAtStripe } from './stripe-refunds';

type Ctx = Pick<AppContext, 'db' | 'config' | 'selfUrl'>;
type PaymentRow = typeof draftPayments.$inferSelect;
type Target = { draftId: number } | { campaignId: number };
export type Rail = 'card' | 'sepa_debit';

const leg = (account: Leg['account'], paymentId: number, amountCents: number): Leg => ({
  account,
  refId: paymentId,
  amountCents,
});
const paymentLegs = (p: PaymentRow): Leg[] => [
  external(-(p.totalCents - p.creditCents)),
  { account: 'musician_credit', refId: p.musicianId as number, amountCents: -p.creditCents },
  leg('musician_prepaid', p.id, p.budgetCents),
  leg('platform_revenue', p.id, p.feeCents),
  leg('vat_payable', p.id, p.vatCents),
];

const targetOf = (t: Target) => ('draftId' in t ? { draftId: t.draftId } : { campaignId: t.campaignId });

/**
 * Before a new payment of a draft: an older payment still open is closed, so that two cannot both be paid (an open
 * Stripe session is expired at Stripe, a bank transfer not yet received is cancelled; if it arrives anyway it is
 * refunded). One being processed (a SEPA debit) or already paid refuses the new one (409).
 */
async function closeOlderPayments(ctx: Ctx, draftId: number) {
  const older = await ctx.db
    .select()
    .from(draftPayments)
    .where(and(eq(draftPayments.draftId, draftId), inArray(draftPayments.status, ['open', 'processing', 'paid'])));
  if (older.some((p) => p.status !== 'open')) throw conflict('paymentUnderway');
  for (const p of older) {
    if (p.stripeSessionId) {
      try {
        await stripeClient(ctx).checkout.sessions.expire(p.stripeSessionId);
      } catch (err) {
        // Stripe refuses to expire a session that was completed meanwhile: its event settles it
        if (err instanceof AppError) throw err;
        throw conflict('checkoutSuperseded');
      }
    }
    await ctx.db
      .update(draftPayments)
      .set({ status: 'expired', failedAt: new Date() })
      .where(and(eq(draftPayments.id, p.id), eq(draftPayments.status, 'open')));
  }
}

/** A payment's amounts and VAT as its price states them (every rail stores them the same way). */
const pricedAt = (price: ReturnType<typeof withCredit>) => ({
  budgetCents: price.budget_cents,
  feeCents: price.fee_cents,
  vatCents: price.vat_cents,
  totalCents: price.total_cents,
  creditCents: price.credit_cents,
  vatRule: price.vat_rule,
  vatRateBp: Math.round(price.vat_rate_percent * 100),
});

/** Creates the Checkout Session at that price (less the musician's credit) and stores the payment with it. */
async function checkoutSession(
  ctx: Ctx,
  o: {
    price: DraftPrice;
    /** the budget's line on Stripe's page: its text and the title it names, written in the musician's language */
    line: { key: 'docCampaignBudget' | 'docCampaignTopUp'; title: string };
    target: Target;
    back: string;
    musicianId: number;
    rail: Rail;
    endRefund: EndRefundChoice;
  },
) {
  const price = withCredit(o.price, await availableCredit(ctx.db, o.musicianId));
  // Stripe's page shows the lines in the musician's language
  const text = textIn(await musicianLocale(ctx.db, o.musicianId));
  const item = (name: string, cents: number) => ({
    quantity: 1,
    price_data: { currency: 'eur', unit_amount: cents, product_data: { name } },
  });
  const title = text(o.line.key, { title: o.line.title });
  const ref = 'draftId' in o.target ? `draft-${o.target.draftId}` : `campaign-${o.target.campaignId}`;
  const lines =
    price.credit_cents > 0
      ? [item(text('docCheckoutLessCredit', { title }), price.to_pay_cents)]
      : [
          item(title, price.budget_cents),
          item(text('docServiceFee'), price.fee_cents),
          ...(price.vat_cents > 0
            ? [item(text('docCheckoutVat', { rate: price.vat_rate_percent }), price.vat_cents)]
            : []),
        ];
  const session = await stripeClient(ctx).checkout.sessions.create({
    mode: 'payment',
    allowed_payment_method_types: [o.rail],
    client_reference_id: ref,
    metadata: { target: ref },
    line_items: lines,
    success_url: `${o.back}${o.back.includes('?') ? '&' : '?'}checkout=success`,
    cancel_url: `${o.back}${o.back.includes('?') ? '&' : '?'}checkout=cancelled`,
  });
  if (session.amount_total !== price.to_pay_cents) throw new Error('Stripe answered another total than the price');
  await ctx.db.insert(draftPayments).values({
    ...targetOf(o.target),
    musicianId: o.musicianId,
    rail: o.rail,
    endRefund: o.endRefund,
    stripeSessionId: session.id,
    ...pricedAt(price),
  });
  return { url: session.url as string, price };
}

async function ownCampaign(db: Db, o: { userId: number; campaignId: number }) {
  const [c] = await db
    .select({ id: campaigns.id, status: campaigns.status, deletedAt: campaigns.deletedAt, musicianId: musicians.id })
    .from(campaigns)
    .innerJoin(musicians, eq(musicians.id, campaigns.musicianId))
    .where(and(eq(campaigns.id, o.campaignId), eq(musicians.userId, o.userId)));
  if (!c || c.deletedAt) throw notFound('campaignNotFound');
  if (c.status === 'archived') throw conflict('archivedBudgetFixed');
  return c;
}

/** A top-up of the musician's own active campaign through the same checkout (fee and VAT as for a new one). */
export async function startTopUpCheckout(
  ctx: Ctx,
  o: { userId: number; campaignId: number; amountEur: number; rail?: Rail; endRefund?: EndRefundChoice },
) {
  const c = await ownCampaign(ctx.db, o);
  const price = await priceFor(ctx, { userId: o.userId, budgetCents: eurToCents(o.amountEur) });
  return checkoutSession(ctx, {
    price,
    line: { key: 'docCampaignTopUp', title: String(o.campaignId) },
    target: { campaignId: o.campaignId },
    back: `${ctx.config.appUrl}/app/musician-campaigns/${o.campaignId}`,
    musicianId: c.musicianId,
    rail: o.rail ?? 'card',
    endRefund: o.endRefund ?? 'original',
  });
}

async function payableDraft(ctx: Ctx, { userId, id }: { userId: number; id: number }) {
  const price = await draftPriceOf(ctx, { userId, id });
  const [draft] = await ctx.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id));
  if (draft?.status !== 'draft') throw conflict('draftNotEditable');
  await closeOlderPayments(ctx, id);
  return { price, draft };
}

/** A Checkout Session (card or SEPA Direct Debit) for the musician's own unpaid draft; answers the hosted page. */
export async function startCheckout(
  ctx: Ctx,
  {
    userId,
    id,
    rail = 'card',
    endRefund = 'original',
  }: { userId: number; id: number; rail?: Rail; endRefund?: EndRefundChoice },
) {
  const { price, draft } = await payableDraft(ctx, { userId, id });
  const title = String((draft.body as { song?: { title?: string } }).song?.title ?? '');
  return checkoutSession(ctx, {
    price,
    line: { key: 'docCampaignBudget', title },
    target: { draftId: id },
    back: `${ctx.config.appUrl}/app/musician-campaigns?draft=${id}`,
    musicianId: draft.musicianId,
    rail,
    endRefund,
  });
}

/** A readable reference no other payment has: HL- and eight characters without look-alikes (0/O, 1/I). */
function newReference() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `HL-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function transferAnswer(ctx: Pick<AppContext, 'config'>, p: PaymentRow) {
  return {
    payment_id: p.id,
    reference: p.reference as string,
    amount_cents: p.totalCents - p.creditCents,
    account_holder: ctx.config.platform.legalName,
    iban: ctx.config.platform.iban,
    bic: ctx.config.platform.bic,
    status: p.status,
  };
}

/** A payment by bank transfer, recorded with a reference of its own; it waits for an admin to mark it received. */
async function recordBankTransfer(
  ctx: Ctx,
  o: { target: Target; musicianId: number; endRefund: EndRefundChoice; price: DraftPrice },
) {
  const price = withCredit(o.price, await availableCredit(ctx.db, o.musicianId));
  for (let attempt = 0; ; attempt++) {
    const [row] = await ctx.db
      .insert(draftPayments)
      .values({
        ...targetOf(o.target),
        musicianId: o.musicianId,
        rail: 'bank_transfer',
        endRefund: o.endRefund,
        reference: newReference(),
        ...pricedAt(price),
      })
      .onConflictDoNothing({ target: draftPayments.reference })
      .returning();
    if (row) return { price, transfer: transferAnswer(ctx, row) };
    if (attempt >= 5) throw new Error('no free bank transfer reference');
  }
}

/** Pay the own draft by bank transfer: the payment is recorded with its reference and waits for an admin. */
export async function startBankTransfer(
  ctx: Ctx,
  { userId, id, endRefund = 'original' }: { userId: number; id: number; endRefund?: EndRefundChoice },
) {
  const { price, draft } = await payableDraft(ctx, { userId, id });
  return recordBankTransfer(ctx, { target: { draftId: id }, musicianId: draft.musicianId, endRefund, price });
}

/**
 * A top-up of the own active campaign paid by bank transfer: like a draft's, against a pro-forma with its
 * reference; the budget rises when an admin marks the transfer received (settlePaid, then applyTopUp).
 */
export async function startTopUpBankTransfer(
  ctx: Ctx,
  o: { userId: number; campaignId: number; amountEur: number; endRefund?: EndRefundChoice },
) {
  const c = await ownCampaign(ctx.db, o);
  const price = await priceFor(ctx, { userId: o.userId, budgetCents: eurToCents(o.amountEur) });
  return recordBankTransfer(ctx, {
    target: { campaignId: o.campaignId },
    musicianId: c.musicianId,
    endRefund: o.endRefund ?? 'original',
    price,
  });
}

/** The latest payment of the musician's own draft, as they read it (failed, processing, awaiting the transfer). */
export async function latestPaymentOf(ctx: Pick<AppContext, 'db' | 'config'>, draftId: number) {
  const [p] = await ctx.db
    .select()
    .from(draftPayments)
    .where(eq(draftPayments.draftId, draftId))
    .orderBy(desc(draftPayments.id))
    .limit(1);
  if (!p) return null;
  return {
    id: p.id,
    rail: p.rail,
    status: p.status,
    to_pay_cents: p.totalCents - p.creditCents,
    transfer: p.rail === 'bank_transfer' ? transferAnswer(ctx, p) : null,
  };
}

/**
 * A payment whose money arrived: it becomes paid (from any state but paid or refunded: a late success is never
 * lost), is posted and invoiced; then its draft waits for review, or its top-up raises the budget. When nothing can take it
 * any more (the draft was paid by another payment, rejected, approved or deleted; the campaign ended), it is
 * refunded in full at once.
 */
async function settlePaid(tx: Tx, config: BillingConfig, paymentId: number, set: Partial<PaymentRow>) {
  const [payment] = await tx
    .update(draftPayments)
    .set({ ...set, status: 'paid', paidAt: new Date() })
    .where(
      and(eq(draftPayments.id, paymentId), inArray(draftPayments.status, ['open', 'processing', 'failed', 'expired'])),
    )
    .returning();
  if (!payment) return 'ignored';
  await post(tx, { kind: 'musician_payment', memo: `draft payment ${payment.id}`, legs: paymentLegs(payment) });
  const invoice = await issueInvoice(tx, config, payment.id);
  // the invoice goes to the musician by email, queued with the payment that it records
  await queueNotification(tx, { event: 'invoice-issued', document_id: invoice.id });
  if (payment.draftId !== null) {
    const [taken] = await tx
      .update(campaignDrafts)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(and(eq(campaignDrafts.id, payment.draftId), eq(campaignDrafts.status, 'draft')))
      .returning({ id: campaignDrafts.id });
    if (taken) return 'paid';
    const [draft] = await tx.select().from(campaignDrafts).where(eq(campaignDrafts.id, payment.draftId));
    const second = draft?.status === 'paid' || draft?.status === 'approved';
    await refundInFull(tx, config, payment, second ? 'second_payment' : 'late_payment');
    return second ? 'refunded-second' : 'refunded-late';
  }
  return applyTopUp(tx, config, payment);
}

/** A paid top-up raises the campaign's budget at once, lifting reservations as an admin's top-up does. */
async function applyTopUp(tx: Tx, config: BillingConfig, payment: PaymentRow) {
  const campaignId = payment.campaignId as number;
  const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  // a top-up paid after the campaign ended has nothing to raise: it goes back in full
  if (!c || c.status === 'archived' || c.deletedAt) {
    await refundInFull(tx, config, payment, 'late_payment');
    return 'refunded-late';
  }
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

async function paymentOfSession(tx: DbOrTx, sessionId: string) {
  const [p] = await tx.select().from(draftPayments).where(eq(draftPayments.stripeSessionId, sessionId));
  return p ?? null;
}

/**
 * checkout.session.completed and …async_payment_succeeded. A card session completes paid; a SEPA one completes
 * unpaid (the debit is processing) and its money arrives later with async_payment_succeeded.
 */
async function sessionCompleted(tx: Tx, config: BillingConfig, session: Stripe.Checkout.Session) {
  const payment = await paymentOfSession(tx, session.id);
  if (!payment) return 'unknown-session';
  // only for the amount and the currency it was priced at
  if (session.amount_total !== payment.totalCents - payment.creditCents) return 'ignored';
  if (session.currency !== 'eur') return 'ignored';
  if (session.payment_status !== 'paid') {
    const rows = await tx
      .update(draftPayments)
      .set({ status: 'processing' })
      .where(and(eq(draftPayments.id, payment.id), eq(draftPayments.status, 'open')))
      .returning({ id: draftPayments.id });
    return rows.length ? 'processing' : 'ignored';
  }
  return settlePaid(tx, config, payment.id, {
    stripePaymentIntent: typeof session.payment_intent === 'string' ? session.payment_intent : null,
  });
}

/** async_payment_failed (a SEPA debit returned, a failing card) and expired: the draft stays unpaid. */
async function sessionFailed(tx: DbOrTx, session: Stripe.Checkout.Session, status: 'failed' | 'expired') {
  const rows = await tx
    .update(draftPayments)
    .set({ status, failedAt: new Date() })
    .where(and(eq(draftPayments.stripeSessionId, session.id), inArray(draftPayments.status, ['open', 'processing'])))
    .returning({ id: draftPayments.id });
  return rows.length ? status : 'ignored';
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
    // a connected account's event is the payout seam's (modules/bills/stripe-payouts.ts)
    const connect = parseConnectEvent(event);
    if (connect.kind === 'account_payable' || connect.kind === 'deauthorized')
      return applyConnectAccountEvent(tx, connect);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return sessionCompleted(tx, ctx.config, event.data.object);
      case 'checkout.session.async_payment_failed':
        return sessionFailed(tx, event.data.object, 'failed');
      case 'checkout.session.expired':
        return sessionFailed(tx, event.data.object, 'expired');
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.funds_withdrawn':
        return disputeOpened(tx, event.data.object);
      case 'charge.dispute.closed':
        return disputeClosed(tx, ctx.config, event.data.object, false);
      case 'charge.dispute.funds_reinstated':
        return disputeClosed(tx, ctx.config, event.data.object, true);
      case 'charge.refunded':
        return chargeRefunded(tx, ctx.config, event.data.object);
      case 'refund.created':
      case 'refund.updated':
      case 'charge.refund.updated':
        return refundAtStripe(tx, ctx.config, event.data.object);
      default:
        return 'ignored';
    }
  });
}

/** After an event: a refund it recorded (a late or second payment) or let go (a dispute won) leaves through Stripe now. */
export async function afterStripeEvent(ctx: Ctx) {
  await sendStripeRefunds(ctx);
}

/** An admin marks a bank transfer received: the payment is paid (refunded at once if nothing can take it); 409 twice. */
export async function markTransferReceived(ctx: Ctx, { paymentId, adminId }: { paymentId: number; adminId: number }) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(draftPayments)
      .where(and(eq(draftPayments.id, paymentId), eq(draftPayments.rail, 'bank_transfer')))
      .for('update');
    if (!p) throw notFound('bankTransferNotFound');
    if (p.status === 'paid' || p.status === 'refunded') throw conflict('bankTransferAlreadyReceived');
    return settlePaid(tx, ctx.config, p.id, { receivedBy: adminId });
  });
  return outcome;
}

/** Bank transfers waiting to be received, oldest first. */
export async function transfersAwaiting(ctx: Pick<AppContext, 'db' | 'config'>) {
  const rows = await ctx.db
    .select({ payment: draftPayments, stageName: musicians.stageName })
    .from(draftPayments)
    .innerJoin(musicians, eq(musicians.id, draftPayments.musicianId))
    .where(and(eq(draftPayments.rail, 'bank_transfer'), eq(draftPayments.status, 'open')))
    .orderBy(draftPayments.id);
  return rows.map((r) => ({
    ...transferAnswer(ctx, r.payment),
    musician: { id: r.payment.musicianId as number, stage_name: r.stageName },
    draft_id: r.payment.draftId,
    campaign_id: r.payment.campaignId,
    created_at: r.payment.createdAt.toISOString(),
  }));
}

/** The paid payment of a draft, if any (one per draft: a second one is refunded when it arrives). */
export async function paidPaymentOf(db: DbOrTx, draftId: number) {
  const [p] = await db
    .select()
    .from(draftPayments)
    .where(and(eq(draftPayments.draftId, draftId), inArray(draftPayments.status, ['paid'])));
  return p ?? null;
}
