// Refunds made at Stripe (docs/engine.md "Refunds made at Stripe"): from its dashboard, by Radar's early-fraud
// refunds, in full or in part. Stripe tells of them with charge.refunded (the charge with its refunds) and
// refund.created / refund.updated / charge.refund.updated (the refund itself). Each lands as the product's own refunds
// do (recordRefund: a row, its ledger transaction, its credit note and VAT reversal; the budget of the campaign the
// payment funds cut, the campaign ended when nothing is left), once: matched by Stripe's refund id, and a refund the
// product made itself is known by its row's id in the refund's metadata. A refund of the product's that failed at
// Stripe goes back to pending, with Stripe's reason for the admin.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { rawRows, type Tx } from '../../db/client';
import { campaigns, draftPayments, paymentRefunds } from '../../db/schema';
import type { BillingConfig } from '../musician-billing/documents';
import { archiveCampaignTx, changeBudget } from '../promotions/engine';
import { campaignOf, parts } from './disputes';
import { recordRefund } from './refunds';

const intentOf = (r: { payment_intent?: string | Stripe.PaymentIntent | null }) =>
  typeof r.payment_intent === 'string' ? r.payment_intent : (r.payment_intent?.id ?? null);

/** One refund as Stripe states it; answers what it did. */
export async function refundAtStripe(tx: Tx, config: BillingConfig, refund: Stripe.Refund) {
  const ownId = Number(refund.metadata?.payment_refund);
  const [known] = await tx
    .select()
    .from(paymentRefunds)
    .where(
      Number.isSafeInteger(ownId) && ownId > 0
        ? eq(paymentRefunds.id, ownId)
        : eq(paymentRefunds.stripeRefundId, refund.id),
    )
    .for('update');
  if (known) {
    if (refund.status !== 'failed' && refund.status !== 'canceled') return 'ignored';
    // failed at Stripe: the money did not leave; it waits for the admin (and the job) with Stripe's reason
    const rows = await tx
      .update(paymentRefunds)
      .set({
        status: 'pending',
        stripeRefundId: null,
        sentAt: null,
        failureReason: refund.failure_reason ?? refund.status,
      })
      .where(and(eq(paymentRefunds.id, known.id), eq(paymentRefunds.status, 'sent')))
      .returning({ id: paymentRefunds.id });
    return rows.length ? 'refund-failed' : 'ignored';
  }
  if (refund.status !== 'succeeded' && refund.status !== 'pending') return 'ignored';
  if (refund.currency !== 'eur' || refund.amount <= 0) return 'ignored';
  const intent = intentOf(refund);
  if (!intent) return 'unknown-payment';
  const [payment] = await tx
    .select()
    .from(draftPayments)
    .where(and(eq(draftPayments.stripePaymentIntent, intent), inArray(draftPayments.status, ['paid', 'refunded'])))
    .for('update');
  if (!payment) return 'unknown-payment';
  const [given] = await rawRows<{ budget: string; fee: string; vat: string }>(
    tx,
    sql`select coalesce(sum(budget_cents), 0) as budget, coalesce(sum(fee_cents), 0) as fee,
          coalesce(sum(vat_cents), 0) as vat from payment_refunds where payment_id = ${payment.id}`,
  );
  const want = parts(payment, refund.amount);
  const take = {
    budgetCents: Math.min(want.budgetCents, payment.budgetCents - Number(given?.budget ?? 0)),
    feeCents: Math.min(want.feeCents, payment.feeCents - Number(given?.fee ?? 0)),
    vatCents: Math.min(want.vatCents, payment.vatCents - Number(given?.vat ?? 0)),
  };
  const campaignId = await campaignOf(tx, payment);
  let ended = false;
  if (campaignId !== null && take.budgetCents > 0) {
    // the money is no longer the campaign's: what is neither reserved nor spent is cut from its budget
    const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const cut = c && c.status === 'active' ? Math.min(take.budgetCents, c.budgetLeftCents) : 0;
    if (c && cut > 0) await changeBudget(tx, { campaignId, newBudgetCents: c.budgetCents - cut });
    ended = !!c && c.status === 'active' && c.budgetLeftCents - cut <= 0;
  }
  const row = await recordRefund(tx, config, {
    payment,
    rail: 'stripe',
    reason: 'stripe_outside',
    ...take,
    campaignId,
    budgetFromCampaign: campaignId !== null,
    stripeRefundId: refund.id,
  });
  if (!row) return 'ignored';
  const [after] = await rawRows<{ n: string }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0) as n from payment_refunds where payment_id = ${payment.id}`,
  );
  // refunded in full: a draft's payment can fund nothing any more
  if (Number(after?.n ?? 0) >= payment.totalCents && payment.appliedAt === null)
    await tx
      .update(draftPayments)
      .set({ status: 'refunded', refundedAt: new Date(), stripeRefundId: refund.id })
      .where(and(eq(draftPayments.id, payment.id), eq(draftPayments.status, 'paid')));
  if (ended && campaignId !== null) await archiveCampaignTx(tx, campaignId);
  return 'refunded-at-stripe';
}

/** charge.refunded: each refund the charge lists (Stripe lists its refunds with the charge when asked to). */
export async function chargeRefunded(tx: Tx, config: BillingConfig, charge: Stripe.Charge) {
  const outcomes: string[] = [];
  for (const r of charge.refunds?.data ?? [])
    outcomes.push(await refundAtStripe(tx, config, { ...r, payment_intent: r.payment_intent ?? intentOf(charge) }));
  return outcomes.includes('refunded-at-stripe') ? 'refunded-at-stripe' : (outcomes[0] ?? 'ignored');
}
