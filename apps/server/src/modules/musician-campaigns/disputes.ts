// Disputes (chargebacks) of musicians' payments (docs/engine.md "Disputes"), as Stripe's life cycle has them: opened
// (charge.dispute.created; the money is withdrawn with it or with charge.dispute.funds_withdrawn), then closed won
// (charge.dispute.closed with status won, and charge.dispute.funds_reinstated: the money comes back) or lost (the money
// is gone). While a dispute is open the payment holds its campaign (no approval, no new joins) and its Stripe refunds
// wait; a lost dispute is credited and its VAT reversed (a refund row of rail chargeback), never before. Each change
// is guarded by the payment's dispute state, so a duplicate or out-of-order event changes nothing twice.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { rawRows, type Tx } from '../../db/client';
import { campaignDrafts, campaigns, draftPayments, paymentRefunds } from '../../db/schema';
import { external, post } from '../ledger/ledger';
import type { BillingConfig } from '../musician-billing/documents';
import { changeBudget } from '../promotions/engine';
import { queueNotification } from '../queue/notification-job';
import { recordRefund } from './refunds';

type PaymentRow = typeof draftPayments.$inferSelect;

const intentOf = (d: Stripe.Dispute) =>
  typeof d.payment_intent === 'string' ? d.payment_intent : d.payment_intent?.id;

/** The disputed payment, locked; by the dispute's id once known, else by its payment intent. */
async function disputedPayment(tx: Tx, d: Stripe.Dispute) {
  const intent = intentOf(d);
  const [p] = await tx
    .select()
    .from(draftPayments)
    .where(
      or(
        eq(draftPayments.stripeDisputeId, d.id),
        intent
          ? and(eq(draftPayments.stripePaymentIntent, intent), sql`${draftPayments.stripeDisputeId} is null`)
          : sql`false`,
      ),
    )
    .orderBy(asc(draftPayments.id))
    .limit(1)
    .for('update');
  if (!p || (p.status !== 'paid' && p.status !== 'refunded')) return null;
  return p;
}

/** The campaign a payment funds: its top-up's campaign, or its draft's once approved. */
export async function campaignOf(tx: Tx, p: PaymentRow) {
  if (p.campaignId !== null) return p.campaignId;
  if (p.draftId === null || p.appliedAt === null) return null;
  const [d] = await tx
    .select({ campaignId: campaignDrafts.campaignId })
    .from(campaignDrafts)
    .where(eq(campaignDrafts.id, p.draftId));
  return d?.campaignId ?? null;
}

const dueBy = (d: Stripe.Dispute) => {
  const at = d.evidence_details?.due_by;
  return typeof at === 'number' ? new Date(at * 1000) : null;
};

/** An inquiry (status warning_…) withdraws nothing; any other dispute took its amount when it opened. */
const withdraws = (d: Stripe.Dispute) => !String(d.status).startsWith('warning_');

/** The money leaves: musician_disputed holds it until the dispute closes. */
async function withdraw(tx: Tx, p: PaymentRow, d: Stripe.Dispute) {
  if (p.disputedCents > 0 || d.amount <= 0) return p;
  await post(tx, {
    kind: 'musician_dispute',
    memo: `draft payment ${p.id} dispute ${d.id}`,
    legs: [{ account: 'musician_disputed', refId: p.id, amountCents: -d.amount }, external(d.amount)],
  });
  const [row] = await tx
    .update(draftPayments)
    .set({ disputedCents: d.amount, disputedAt: p.disputedAt ?? new Date() })
    .where(eq(draftPayments.id, p.id))
    .returning();
  return row as PaymentRow;
}

async function holdCampaign(tx: Tx, p: PaymentRow) {
  const campaignId = await campaignOf(tx, p);
  if (campaignId === null) return;
  const held = await tx
    .update(campaigns)
    .set({ heldAt: new Date(), updatedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.heldAt} is null`, eq(campaigns.status, 'active')))
    .returning({ id: campaigns.id });
  // the musician learns why their campaign stopped taking creators; the admins, that a dispute needs an answer
  if (held.length) await queueNotification(tx, { event: 'campaign-held', campaign_id: campaignId });
}

/** The hold ends with the last open dispute of the campaign's payments. */
async function releaseCampaign(tx: Tx, p: PaymentRow) {
  const campaignId = await campaignOf(tx, p);
  if (campaignId === null) return;
  const [open] = await rawRows<{ n: string }>(
    tx,
    sql`select count(*) as n from draft_payments p left join campaign_drafts d on d.id = p.draft_id
        where p.dispute_status = 'open' and p.id <> ${p.id}
          and (p.campaign_id = ${campaignId} or (d.campaign_id = ${campaignId} and p.applied_at is not null))`,
  );
  if (Number(open?.n ?? 0) > 0) return;
  await tx.update(campaigns).set({ heldAt: null, updatedAt: new Date() }).where(eq(campaigns.id, campaignId));
}

/** charge.dispute.created, .updated and .funds_withdrawn: the dispute opens (once), its due date is kept. */
export async function disputeOpened(tx: Tx, d: Stripe.Dispute) {
  let p = await disputedPayment(tx, d);
  if (!p) return 'ignored';
  // a dispute closed already (its closing event came first) stays closed
  if (p.disputeStatus === 'won' || p.disputeStatus === 'lost') return 'ignored';
  const opening = p.disputeStatus === null;
  const [row] = await tx
    .update(draftPayments)
    .set({ stripeDisputeId: d.id, disputeStatus: 'open', disputeDueBy: dueBy(d) ?? p.disputeDueBy })
    .where(eq(draftPayments.id, p.id))
    .returning();
  p = row as PaymentRow;
  const before = p.disputedCents;
  if (withdraws(d)) p = await withdraw(tx, p, d);
  if (opening) {
    await holdCampaign(tx, p);
    await tx
      .update(paymentRefunds)
      .set({ status: 'held' })
      .where(
        and(
          eq(paymentRefunds.paymentId, p.id),
          eq(paymentRefunds.rail, 'stripe'),
          eq(paymentRefunds.status, 'pending'),
        ),
      );
  }
  return opening || p.disputedCents !== before ? 'disputed' : 'ignored';
}

/** Won (charge.dispute.closed won or warning_closed, charge.dispute.funds_reinstated): the money is back. */
async function disputeWon(tx: Tx, p: PaymentRow, d: Stripe.Dispute) {
  if (p.disputedCents > 0)
    await post(tx, {
      kind: 'musician_dispute',
      memo: `draft payment ${p.id} dispute ${d.id} reinstated`,
      legs: [{ account: 'musician_disputed', refId: p.id, amountCents: p.disputedCents }, external(-p.disputedCents)],
    });
  const [row] = await tx
    .update(draftPayments)
    .set({ stripeDisputeId: d.id, disputeStatus: 'won', disputedCents: 0, disputeClosedAt: new Date() })
    .where(eq(draftPayments.id, p.id))
    .returning();
  // the refunds that waited may go out now
  await tx
    .update(paymentRefunds)
    .set({ status: 'pending' })
    .where(and(eq(paymentRefunds.paymentId, p.id), eq(paymentRefunds.status, 'held')));
  await releaseCampaign(tx, row as PaymentRow);
  return 'dispute-won';
}

/** round(a × b / c), half up, in integers */
const share = (a: number, b: number, c: number) => (c === 0 ? 0 : Math.floor((a * b * 2 + c) / (c * 2)));

/** An amount (VAT included) cut into budget, fee and VAT as the payment's invoice has them. */
export function parts(p: PaymentRow, amount: number) {
  const vat = amount - share(amount, p.budgetCents + p.feeCents, p.totalCents);
  const fee = share(amount - vat, p.feeCents, p.budgetCents + p.feeCents);
  return { budgetCents: amount - vat - fee, feeCents: fee, vatCents: vat };
}

/**
 * Lost: the money is gone. A refund waiting for the dispute does not go out for what the chargeback gave back
 * already (dropped; a part of it is split off and goes out); the rest the chargeback took is a refund row of rail
 * chargeback, with its credit note and VAT reversal, its budget cut from the campaign it funds.
 */
async function disputeLost(tx: Tx, config: BillingConfig, p0: PaymentRow, d: Stripe.Dispute) {
  let p = p0.disputedCents > 0 ? p0 : await withdraw(tx, p0, d);
  let left = p.disputedCents;
  const held = await tx
    .select()
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.paymentId, p.id), eq(paymentRefunds.rail, 'stripe'), eq(paymentRefunds.status, 'held')),
    )
    .orderBy(asc(paymentRefunds.id));
  for (const r of held) {
    if (left <= 0) break;
    const cover = Math.min(r.amountCents, left);
    if (cover < r.amountCents) {
      const c = {
        vatCents: Math.min(r.vatCents, share(cover, r.vatCents, r.amountCents)),
        feeCents: Math.min(r.feeCents, share(cover, r.feeCents, r.amountCents)),
      };
      const covered = { ...c, budgetCents: cover - c.vatCents - c.feeCents };
      await tx.insert(paymentRefunds).values({
        paymentId: r.paymentId,
        musicianId: r.musicianId,
        campaignId: r.campaignId,
        rail: r.rail,
        reason: r.reason,
        budgetCents: r.budgetCents - covered.budgetCents,
        feeCents: r.feeCents - covered.feeCents,
        vatCents: r.vatCents - covered.vatCents,
        amountCents: r.amountCents - cover,
        status: 'pending',
      });
      await tx
        .update(paymentRefunds)
        .set({ ...covered, amountCents: cover })
        .where(eq(paymentRefunds.id, r.id));
    }
    await tx
      .update(paymentRefunds)
      .set({ status: 'dropped', failureReason: 'dispute_lost' })
      .where(eq(paymentRefunds.id, r.id));
    // the refund's money never left: the chargeback's did
    await post(tx, {
      kind: 'musician_dispute',
      memo: `payment refund ${r.id} given back by dispute ${d.id}`,
      legs: [{ account: 'musician_disputed', refId: p.id, amountCents: cover }, external(-cover)],
    });
    left -= cover;
  }
  const [row] = await tx
    .update(draftPayments)
    .set({ stripeDisputeId: d.id, disputeStatus: 'lost', disputeClosedAt: new Date() })
    .where(eq(draftPayments.id, p.id))
    .returning();
  p = row as PaymentRow;
  if (left > 0) {
    const [given] = await rawRows<{ budget: string; fee: string; vat: string }>(
      tx,
      sql`select coalesce(sum(budget_cents), 0) as budget, coalesce(sum(fee_cents), 0) as fee,
            coalesce(sum(vat_cents), 0) as vat from payment_refunds where payment_id = ${p.id}`,
    );
    const want = parts(p, left);
    const take = {
      budgetCents: Math.min(want.budgetCents, p.budgetCents - Number(given?.budget ?? 0)),
      feeCents: Math.min(want.feeCents, p.feeCents - Number(given?.fee ?? 0)),
      vatCents: Math.min(want.vatCents, p.vatCents - Number(given?.vat ?? 0)),
    };
    const campaignId = await campaignOf(tx, p);
    if (campaignId !== null && take.budgetCents > 0) {
      // the budget the chargeback took is no longer the campaign's: what is not reserved or spent is cut
      const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
      const cut = c && c.status === 'active' ? Math.min(take.budgetCents, c.budgetLeftCents) : 0;
      if (c && cut > 0) await changeBudget(tx, { campaignId, newBudgetCents: c.budgetCents - cut });
    }
    await recordRefund(tx, config, {
      payment: p,
      rail: 'chargeback',
      reason: 'dispute_lost',
      ...take,
      campaignId,
      budgetFromCampaign: campaignId !== null,
    });
  }
  await releaseCampaign(tx, p);
  return 'dispute-lost';
}

/** charge.dispute.closed and charge.dispute.funds_reinstated: the dispute ends, won or lost, once. */
export async function disputeClosed(tx: Tx, config: BillingConfig, d: Stripe.Dispute, reinstated: boolean) {
  const p = await disputedPayment(tx, d);
  if (!p) return 'ignored';
  if (p.disputeStatus === 'won' || p.disputeStatus === 'lost') return 'ignored';
  if (reinstated || d.status === 'won' || d.status === 'warning_closed') return disputeWon(tx, p, d);
  if (d.status === 'lost') return disputeLost(tx, config, p, d);
  return 'ignored';
}

/** Whether a payment's dispute holds what it pays for (open), or took its money (lost). */
export const disputeHold = (p: Pick<PaymentRow, 'disputeStatus'>) =>
  p.disputeStatus === 'open' ? 'disputedPaymentHeld' : p.disputeStatus === 'lost' ? 'disputeLostNoFunding' : null;
