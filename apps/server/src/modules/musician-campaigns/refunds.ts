// Refunds of musicians' payments (docs/engine.md "Refunds"). Every refund, whatever its cause (a rejected draft, a
// late or second payment, the unspent budget at the end of a campaign), is recorded by one function, `recordRefund`:
// a `payment_refunds` row (amount, rail, reason) and its own ledger transaction, in the caller's transaction. Money
// leaves afterwards: a Stripe refund is sent outside any database transaction (`sendStripeRefunds`, with the row's
// id as idempotency key, so a retry never refunds twice; the job retries what is still pending), a bank transfer
// waits for an admin's "Mark sent", a credit is on the musician's account at once. Every row, a credit included,
// has its credit note against the payment's invoice for its amount (docs/engine.md "Credit notes and credit").

import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client';
import { campaignDrafts, campaigns, draftPayments, musicians, paymentRefunds } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { external, type Leg, post } from '../ledger/ledger';
import { type BillingConfig, issueCreditNote } from '../musician-billing/documents';
import { stripeClient } from '../stripe/client';

type PaymentRow = typeof draftPayments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;
type Rail = RefundRow['rail'];
type Reason = RefundRow['reason'];

const paymentLeg = (account: Leg['account'], paymentId: number, amountCents: number): Leg => ({
  account,
  refId: paymentId,
  amountCents,
});

/**
 * Records one refund of a payment: the row, its ledger transaction `musician_refund` and its credit note. What it returns comes
 * from where the payment's money sits: a payment not applied to a campaign gives back from musician_prepaid,
 * platform_revenue and vat_payable; the unspent budget of an ended campaign (reason campaign_end) comes from
 * `external`, where the end of the campaign released it, with the VAT charged on it from vat_payable. It goes to
 * `external` (a Stripe refund or a bank transfer) or to the musician's credit. The transaction names no campaign,
 * so the campaign's own figures (docs/engine.md invariant 5) are untouched.
 */
export async function recordRefund(
  tx: Tx,
  config: BillingConfig,
  r: {
    payment: PaymentRow;
    rail: Rail;
    reason: Reason;
    budgetCents: number;
    feeCents: number;
    vatCents: number;
    campaignId?: number | null;
    /** the budget part comes from `external` (the caller cut the campaign's budget): the payment funds a campaign */
    budgetFromCampaign?: boolean;
    /** a refund made at Stripe outside the product: already sent, with Stripe's id */
    stripeRefundId?: string;
  },
) {
  const amount = r.budgetCents + r.feeCents + r.vatCents;
  if (amount <= 0) return null;
  const musicianId = r.payment.musicianId as number;
  // a credit is given at once; what a chargeback or a refund at Stripe took has left already
  const done = r.rail === 'credit' || r.rail === 'chargeback' || r.stripeRefundId !== undefined;
  // a Stripe refund of disputed money waits for the dispute's end (Stripe refuses it: charge_disputed)
  const held = r.rail === 'stripe' && !done && r.payment.disputeStatus === 'open';
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: r.payment.id,
      musicianId,
      campaignId: r.campaignId ?? null,
      rail: r.rail,
      reason: r.reason,
      budgetCents: r.budgetCents,
      feeCents: r.feeCents,
      vatCents: r.vatCents,
      amountCents: amount,
      status: done ? 'sent' : held ? 'held' : 'pending',
      sentAt: done ? new Date() : null,
      stripeRefundId: r.stripeRefundId ?? null,
    })
    .returning();
  if (!row) throw new Error('refund insert failed');
  const from: Leg[] = [
    r.reason === 'campaign_end' || r.budgetFromCampaign
      ? external(-r.budgetCents)
      : paymentLeg('musician_prepaid', r.payment.id, -r.budgetCents),
    paymentLeg('platform_revenue', r.payment.id, -r.feeCents),
    paymentLeg('vat_payable', r.payment.id, -r.vatCents),
  ];
  // a lost dispute's money left with the chargeback, which musician_disputed holds since the dispute opened
  const to: Leg =
    r.rail === 'credit'
      ? { account: 'musician_credit', refId: musicianId, amountCents: amount }
      : r.rail === 'chargeback'
        ? paymentLeg('musician_disputed', r.payment.id, amount)
        : external(amount);
  await post(tx, { kind: 'musician_refund', memo: `payment refund ${row.id}`, legs: [...from, to] });
  // a credit kept for the next campaign too: the invoice's amount is reduced now, the next invoice is in full
  await issueCreditNote(tx, config, {
    paymentId: r.payment.id,
    amountCents: amount,
    upToInvoice: true,
    ...(r.rail === 'chargeback' ? { reasonKey: 'docDisputeLost' as const } : {}),
  });
  return row;
}

/** The rail that gives a payment's money back "to the original payment": Stripe for card and SEPA, else a transfer. */
const originalRail = (p: PaymentRow): Rail => (p.rail === 'bank_transfer' ? 'bank_transfer' : 'stripe');

/**
 * Refunds a payment that no campaign took (rejected draft, late or second payment, top-up after the end) in full:
 * the part paid by credit back to the credit, the rest through the rail it came by. Only a paid payment is refunded,
 * once: the status is part of the update's condition.
 */
export async function refundInFull(tx: Tx, config: BillingConfig, payment: PaymentRow, reason: Reason) {
  const [done] = await tx
    .update(draftPayments)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(and(eq(draftPayments.id, payment.id), eq(draftPayments.status, 'paid')))
    .returning();
  if (!done) return [];
  // the credit part takes budget first, then fee, then VAT; the cash part the rest, less what a lost dispute's
  // chargeback gave back already
  const c = done.creditCents;
  const cb = Math.min(c, done.budgetCents);
  const cf = Math.min(c - cb, done.feeCents);
  const cv = c - cb - cf;
  const [given] = await rawRows<{ budget: string; fee: string; vat: string }>(
    tx,
    sql`select coalesce(sum(budget_cents), 0) as budget, coalesce(sum(fee_cents), 0) as fee,
          coalesce(sum(vat_cents), 0) as vat from payment_refunds where payment_id = ${done.id}`,
  );
  const rows = [
    await recordRefund(tx, config, {
      payment: done,
      rail: originalRail(done),
      reason,
      budgetCents: Math.max(0, done.budgetCents - cb - Number(given?.budget ?? 0)),
      feeCents: Math.max(0, done.feeCents - cf - Number(given?.fee ?? 0)),
      vatCents: Math.max(0, done.vatCents - cv - Number(given?.vat ?? 0)),
    }),
    await recordRefund(tx, config, {
      payment: done,
      rail: 'credit',
      reason,
      budgetCents: cb,
      feeCents: cf,
      vatCents: cv,
    }),
  ];
  return rows.filter((r) => r !== null);
}

/**
 * Sends the Stripe refunds still pending (all, or those given). Stripe is called outside any database transaction;
 * the idempotency key is the refund row, so a retry after a failed recording gets the same refund back.
 */
export async function sendStripeRefunds(ctx: Pick<AppContext, 'db' | 'config' | 'selfUrl'>, ids?: number[]) {
  const pending = await ctx.db
    .select({ refund: paymentRefunds, intent: draftPayments.stripePaymentIntent, full: draftPayments.status })
    .from(paymentRefunds)
    .innerJoin(draftPayments, eq(draftPayments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        eq(paymentRefunds.rail, 'stripe'),
        isNotNull(draftPayments.stripePaymentIntent),
        // never for disputed money: it waits for the dispute's end
        sql`${draftPayments.disputeStatus} is distinct from 'open'`,
        ids ? inArray(paymentRefunds.id, ids.length ? ids : [0]) : sql`true`,
      ),
    )
    .orderBy(asc(paymentRefunds.id));
  let sent = 0;
  for (const { refund, intent, full } of pending) {
    try {
      const r = await stripeClient(ctx).refunds.create(
        // the row's id travels with the refund, so that its events are known as the product's own
        {
          payment_intent: intent as string,
          amount: refund.amountCents,
          metadata: { payment_refund: String(refund.id) },
        },
        // the row and the payment: unique even across databases that share a Stripe account (a restored copy)
        { idempotencyKey: `payment-refund-${refund.id}-${intent}` },
      );
      await ctx.db
        .update(paymentRefunds)
        .set({ status: 'sent', stripeRefundId: r.id, sentAt: new Date() })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
      // a payment refunded in full keeps its Stripe refund's id, as its screens show it
      if (full === 'refunded')
        await ctx.db.update(draftPayments).set({ stripeRefundId: r.id }).where(eq(draftPayments.id, refund.paymentId));
      sent += 1;
    } catch (err) {
      // a disputed charge cannot be refunded: the refund waits for the dispute's end instead of being retried; any
      // other refusal stays pending with Stripe's reason, and the next run of the job sends it again (same key)
      const code = (err as { code?: string }).code;
      const message = err instanceof Error ? err.message : String(err);
      await ctx.db
        .update(paymentRefunds)
        .set({ status: code === 'charge_disputed' ? 'held' : 'pending', failureReason: code ?? message })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
    }
  }
  return { sent, pending: pending.length - sent };
}

/** An admin marks a refund by bank transfer as sent; a second time answers 409. */
export async function markRefundSent(db: Db, { id, adminId }: { id: number; adminId: number }) {
  const [row] = await db
    .update(paymentRefunds)
    .set({ status: 'sent', sentAt: new Date(), sentBy: adminId })
    .where(
      and(eq(paymentRefunds.id, id), eq(paymentRefunds.rail, 'bank_transfer'), eq(paymentRefunds.status, 'pending')),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.rail, 'bank_transfer')));
  throw exists ? conflict('refundAlreadySent') : notFound('refundNotFound');
}

export function refundAnswer(r: RefundRow) {
  return {
    id: r.id,
    payment_id: r.paymentId,
    campaign_id: r.campaignId,
    rail: r.rail,
    reason: r.reason,
    amount_cents: r.amountCents,
    status: r.status,
    failure_reason: r.failureReason,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  };
}

/** Refunds by bank transfer waiting for an admin, oldest first. */
export async function refundsToSend(db: Db) {
  const rows = await db
    .select({ refund: paymentRefunds, stageName: musicians.stageName })
    .from(paymentRefunds)
    .innerJoin(musicians, eq(musicians.id, paymentRefunds.musicianId))
    .where(and(eq(paymentRefunds.status, 'pending'), eq(paymentRefunds.rail, 'bank_transfer')))
    .orderBy(asc(paymentRefunds.id));
  return rows.map((r) => ({
    ...refundAnswer(r.refund),
    musician: { id: r.refund.musicianId, stage_name: r.stageName },
  }));
}

/** The payments that funded a campaign: its approved draft's and its top-ups, newest first. */
async function fundingPayments(tx: DbOrTx, campaignId: number) {
  return tx
    .select({ payment: draftPayments })
    .from(draftPayments)
    .leftJoin(campaignDrafts, eq(campaignDrafts.id, draftPayments.draftId))
    .where(
      and(
        eq(draftPayments.status, 'paid'),
        isNotNull(draftPayments.appliedAt),
        sql`(${draftPayments.campaignId} = ${campaignId} or ${campaignDrafts.campaignId} = ${campaignId})`,
      ),
    )
    .orderBy(desc(draftPayments.paidAt), desc(draftPayments.id));
}

/** round(a × b / c), half up, in integers */
const share = (a: number, b: number, c: number) => (c === 0 ? 0 : Math.floor((a * b * 2 + c) / (c * 2)));

/**
 * The end of a campaign paid by its musician: what it did not spend goes back, newest payment first, each part as
 * that payment's musician chose at checkout. What is due is what the ledger shows went back to `external` from the
 * campaign since its end (the budget left at the end, and what reservations still open then released later), at most
 * what the musician's payments funded, less what earlier runs already gave back: so a run after each late settlement
 * gives back the rest, and two runs never give back the same cent (the campaign row is locked while it counts).
 * Fee rule: the service fee is not given back (its share of the unspent part stays earned); the VAT charged on the
 * unspent budget is.
 */
export async function refundUnspent(tx: Tx, config: BillingConfig, campaignId: number) {
  const [c] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (c?.status !== 'archived') return [];
  const payments = await fundingPayments(tx, campaignId);
  if (payments.length === 0) return [];
  const [figures] = await rawRows<{ returned: string; given: string }>(
    tx,
    sql`select
          coalesce((select sum(e.amount_cents) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            where t.campaign_id = ${campaignId} and e.account = 'external'
              and t.kind not in ('funding', 'budget_edit')), 0) as returned,
          coalesce((select sum(budget_cents) from payment_refunds
            where campaign_id = ${campaignId} and reason = 'campaign_end'), 0) as given`,
  );
  const funded = payments.reduce((s, p) => s + p.payment.budgetCents, 0);
  let due = Math.min(Number(figures?.returned ?? 0), funded) - Number(figures?.given ?? 0);
  const rows: RefundRow[] = [];
  for (const { payment } of payments) {
    if (due <= 0) break;
    const [before] = await rawRows<{ budget: string; vat: string; cash: string }>(
      tx,
      sql`select coalesce(sum(budget_cents), 0) as budget, coalesce(sum(vat_cents), 0) as vat,
            coalesce(sum(amount_cents) filter (where rail in ('stripe', 'chargeback')), 0) as cash
          from payment_refunds where payment_id = ${payment.id}`,
    );
    const take = Math.min(payment.budgetCents - Number(before?.budget ?? 0), due);
    if (take <= 0) continue;
    const vat = Math.min(
      share(take, payment.vatCents, payment.budgetCents + payment.feeCents),
      payment.vatCents - Number(before?.vat ?? 0),
    );
    let rail: Rail =
      payment.endRefund === 'credit'
        ? 'credit'
        : payment.endRefund === 'bank_transfer'
          ? 'bank_transfer'
          : originalRail(payment);
    // Stripe gives back at most what it charged (the total less the credit used, less what refunds and a lost
    // dispute took already): the rest is credit
    const charged = payment.totalCents - payment.creditCents - Number(before?.cash ?? 0);
    if (rail === 'stripe' && take + vat > charged) rail = 'credit';
    const row = await recordRefund(tx, config, {
      payment,
      rail,
      reason: 'campaign_end',
      budgetCents: take,
      feeCents: 0,
      vatCents: vat,
      campaignId,
    });
    if (row) rows.push(row);
    due -= take;
  }
  return rows;
}

/** The ended campaigns with payments of their musicians and something left to give back. */
export async function campaignsWithUnspentToRefund(db: DbOrTx) {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select c.id from campaigns c
        where c.status = 'archived' and exists (
          select 1 from draft_payments p left join campaign_drafts d on d.id = p.draft_id
          where p.status = 'paid' and p.applied_at is not null and (p.campaign_id = c.id or d.campaign_id = c.id))
        and coalesce((select sum(e.amount_cents) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id = c.id and e.account = 'external' and t.kind not in ('funding', 'budget_edit')), 0)
          > coalesce((select sum(budget_cents) from payment_refunds r
              where r.campaign_id = c.id and r.reason = 'campaign_end'), 0)
        order by c.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The job's part: gives back the unspent budget of every ended campaign that has some, then sends Stripe refunds. */
export async function refundEndedCampaigns(ctx: Pick<AppContext, 'db' | 'config' | 'selfUrl'>) {
  let recorded = 0;
  for (const id of await campaignsWithUnspentToRefund(ctx.db)) {
    recorded += (await ctx.db.transaction((tx) => refundUnspent(tx, ctx.config, id))).length;
  }
  const stripe = await sendStripeRefunds(ctx);
  return { refunds: recorded, stripe_sent: stripe.sent, stripe_pending: stripe.pending };
}

/** At the end of one campaign: gives back what it did not spend now, and sends its Stripe refunds. */
export async function refundCampaignNow(ctx: Pick<AppContext, 'db' | 'config' | 'selfUrl'>, campaignId: number) {
  const rows = await ctx.db.transaction((tx) => refundUnspent(tx, ctx.config, campaignId));
  if (rows.length)
    await sendStripeRefunds(
      ctx,
      rows.map((r) => r.id),
    );
  return rows;
}

/** The refunds of a campaign's payments (its draft's and its top-ups'), newest first. */
export async function refundsOfCampaign(db: Db, campaignId: number) {
  const rows = await db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(draftPayments, eq(draftPayments.id, paymentRefunds.paymentId))
    .leftJoin(campaignDrafts, eq(campaignDrafts.id, draftPayments.draftId))
    .where(
      sql`(${paymentRefunds.campaignId} = ${campaignId} or ${draftPayments.campaignId} = ${campaignId}
        or ${campaignDrafts.campaignId} = ${campaignId})`,
    )
    .orderBy(desc(paymentRefunds.id));
  return rows.map((r) => refundAnswer(r.refund));
}

/** The refunds of the caller's own campaign; another musician's campaign does not exist for them (404). */
export async function refundsOfOwnCampaign(db: Db, o: { userId: number; campaignId: number }) {
  const [c] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(musicians, eq(musicians.id, campaigns.musicianId))
    .where(and(eq(campaigns.id, o.campaignId), eq(musicians.userId, o.userId)));
  if (!c) throw notFound('campaignNotFound');
  return refundsOfCampaign(db, c.id);
}

/** The musician's credit not yet used: credited refunds less credit used by payments paid or under way. */
export async function availableCredit(db: DbOrTx, musicianId: number) {
  const [row] = await rawRows<{ n: string }>(
    db,
    sql`select coalesce((select sum(amount_cents) from ledger_entries
              where account = 'musician_credit' and ref_id = ${musicianId}), 0)
         - coalesce((select sum(credit_cents) from draft_payments
              where musician_id = ${musicianId} and status in ('open', 'processing')), 0) as n`,
  );
  return Math.max(0, Number(row?.n ?? 0));
}
