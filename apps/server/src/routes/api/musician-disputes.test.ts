// Disputes of musicians' payments as Stripe runs them (docs/engine.md "Disputes"): an open dispute holds the draft
// (no approval) and the campaign it funds (no new joins), a refund of disputed money waits for the dispute's end,
// a won dispute gives the money back and lets the refund go, a lost one is credited (and its VAT reversed) once and
// drops the refund the chargeback replaced; events in any order and twice change nothing twice; a checkout completed
// in another currency is not booked.
import { MSG } from '@hookline/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/client';
import { campaignDrafts, campaigns, countryTerritories, jobs, outbox, paymentRefunds } from '../../db/schema';
import { checkLedger } from '../../modules/ledger/invariants';
import { balance } from '../../modules/ledger/ledger';
import { sendNotification } from '../../modules/notifications/notify';
import { simulatorSession } from '../../modules/stripe/simulator';
import { connectedTikTok, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import {
  checkout,
  newDraft,
  paidSession,
  paymentsOfDraft,
  payOnPage,
  sendEvent,
  simulatorBank,
  totalsOf,
} from '../../test/musician-payments';

const h = useHarness();
let admin: { authorization: string };
let adminEmail = '';
beforeAll(async () => {
  const a = await userWithToken(h.app, { isAdmin: true });
  admin = a.auth;
  adminEmail = a.user.email;
});

type Dispute = { id: string; amount: number; payment_intent: string; status: string };

/** A draft paid by card, then disputed in full by the payer's bank through the simulator. */
async function disputedDraft() {
  const { me, id } = await newDraft(h);
  const { pagePath, sessionId } = await checkout(h, me, id);
  await payOnPage(h, pagePath, 'success');
  const intent = simulatorSession(sessionId)?.payment_intent as string;
  const res = await simulatorBank(h, 'disputes', `payment_intent=${intent}`);
  expect(res.status).toBe(200);
  const dispute = (await res.json()) as Dispute;
  const [payment] = await paymentsOfDraft(h, id);
  if (!payment) throw new Error('no payment');
  return { me, id, intent, sessionId, dispute, payment };
}

const review = (id: number, action: 'approve' | 'reject') =>
  h.app.inject({
    method: 'POST',
    url: `/api/admin/campaign-drafts/${id}/${action}`,
    headers: admin,
    payload: action === 'approve' ? { max_level_id: 7 } : { reason: 'Not this song.' },
  });
const refundsOf = (paymentId: number) =>
  h.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(paymentRefunds.id);
const close = (d: Dispute, outcome: 'won' | 'lost') => simulatorBank(h, `disputes/${d.id}/close`, `outcome=${outcome}`);
/** What left the platform for a payment through Stripe: its refunds sent and what a dispute holds or took. */
const paidOut = async (paymentId: number) => {
  const [r] = await rawRows<{ n: string }>(
    h.db,
    sql`select coalesce((select sum(amount_cents) from payment_refunds where payment_id = ${paymentId}
          and ((rail = 'stripe' and status = 'sent') or rail = 'chargeback')), 0)
        + coalesce((select case when dispute_status = 'open' then disputed_cents else 0 end
          from draft_payments where id = ${paymentId}), 0) as n`,
  );
  return Number(r?.n ?? 0);
};

describe('an open dispute', () => {
  it('holds the draft: approval is refused with a clear 409, the admin sees the evidence due date', async () => {
    const { me, id, dispute, payment } = await disputedDraft();
    const res = await review(id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.disputedPaymentHeld);
    const [draft] = await h.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id));
    expect(draft?.status).toBe('paid');
    const item = (await h.app.inject({ url: '/api/admin/campaign-drafts', headers: admin }))
      .json()
      .data.items.find((d: { id: number }) => d.id === id);
    expect(item.payment).toMatchObject({ dispute_status: 'open', disputed_cents: payment.totalCents });
    expect(new Date(item.payment.dispute_due_by).getTime()).toBeGreaterThan(Date.now());
    // a dispute is not a refund: no credit note while it is open
    expect(await totalsOf(h, me, payment.id, 'credit_note')).toEqual([]);
    expect(dispute.status).toBe('needs_response');
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('rejected while disputed: the refund waits instead of going out, so the payment is not paid out twice', async () => {
    const { id, payment } = await disputedDraft();
    expect((await review(id, 'reject')).statusCode).toBe(200);
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((r) => [r.rail, r.status, r.amountCents])).toEqual([['stripe', 'held', payment.totalCents]]);
    expect(await paidOut(payment.id)).toBe(payment.totalCents);
    expect(await checkLedger(h.db)).toEqual([]);
    // had the refund gone out as well (one payment of its total paid out twice), ledger:check would say so
    await h.db.update(paymentRefunds).set({ status: 'sent' }).where(eq(paymentRefunds.paymentId, payment.id));
    const found = (await checkLedger(h.db)).map((d) => d.explanation);
    expect(found).toContain(`draft payment ${payment.id}: refunds and its dispute give back more than Stripe charged`);
    await h.db.update(paymentRefunds).set({ status: 'pending' }).where(eq(paymentRefunds.paymentId, payment.id));
    expect((await checkLedger(h.db)).map((d) => d.explanation)).toContain(
      `draft payment ${payment.id}: a Stripe refund would be sent while its dispute is open`,
    );
    await h.db.update(paymentRefunds).set({ status: 'held' }).where(eq(paymentRefunds.paymentId, payment.id));
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('a dispute that closes', () => {
  it('won: the money comes back once (closed and funds_reinstated, each twice), the draft can be approved', async () => {
    const { id, dispute, payment, intent } = await disputedDraft();
    expect((await close(dispute, 'won')).status).toBe(200);
    const won = { ...dispute, status: 'won', object: 'dispute', payment_intent: intent };
    await sendEvent(h, 'charge.dispute.funds_reinstated', won);
    await sendEvent(h, 'charge.dispute.closed', won);
    const [p] = await paymentsOfDraft(h, id);
    expect(p).toMatchObject({ disputeStatus: 'won', disputedCents: 0 });
    expect(await balance(h.db, { account: 'musician_disputed', refId: payment.id })).toBe(0);
    expect(await checkLedger(h.db)).toEqual([]);
    const res = await review(id, 'approve');
    expect(res.statusCode).toBe(200);
    const campaignId = res.json().data.campaign_id as number;
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c?.heldAt).toBeNull();
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('won after a rejection: the refund that waited goes out then, once', async () => {
    const { id, dispute, payment } = await disputedDraft();
    await review(id, 'reject');
    await close(dispute, 'won');
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['sent', payment.totalCents]]);
    expect(refunds[0]?.stripeRefundId).toMatch(/^re_/);
    expect(await paidOut(payment.id)).toBe(payment.totalCents);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('lost: a credit note and the VAT reversed, only then; ledger:check holds; no approval', async () => {
    const { me, id, dispute, payment, intent } = await disputedDraft();
    expect(await totalsOf(h, me, payment.id, 'credit_note')).toEqual([]);
    await close(dispute, 'lost');
    await sendEvent(h, 'charge.dispute.closed', { ...dispute, status: 'lost', payment_intent: intent });
    expect(await totalsOf(h, me, payment.id, 'credit_note')).toEqual([payment.totalCents]);
    expect(await balance(h.db, { account: 'vat_payable', refId: payment.id })).toBe(0);
    expect(await balance(h.db, { account: 'platform_revenue', refId: payment.id })).toBe(0);
    expect(await balance(h.db, { account: 'musician_disputed', refId: payment.id })).toBe(0);
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((r) => [r.rail, r.reason, r.vatCents])).toEqual([
      ['chargeback', 'dispute_lost', payment.vatCents],
    ]);
    expect(await checkLedger(h.db)).toEqual([]);
    const res = await review(id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.disputeLostNoFunding);
    // rejected after the loss: nothing is left to refund, nothing goes out
    expect((await review(id, 'reject')).statusCode).toBe(200);
    expect((await refundsOf(payment.id)).length).toBe(1);
    expect(await paidOut(payment.id)).toBe(payment.totalCents);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('lost after a rejection: the refund is dropped (the bank gave the money back), one credit note', async () => {
    const { me, id, dispute, payment } = await disputedDraft();
    await review(id, 'reject');
    await close(dispute, 'lost');
    const refunds = await refundsOf(payment.id);
    expect(refunds.map((r) => [r.rail, r.status])).toEqual([['stripe', 'dropped']]);
    expect(await paidOut(payment.id)).toBe(0);
    expect(await totalsOf(h, me, payment.id, 'credit_note')).toEqual([payment.totalCents]);
    expect(await balance(h.db, { account: 'vat_payable', refId: payment.id })).toBe(0);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('closed before created (wrong order): the loss is booked once, the late opening changes nothing', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    const [payment] = await paymentsOfDraft(h, id);
    const total = payment?.totalCents ?? 0;
    const d = { id: 'du_order', object: 'dispute', amount: total, payment_intent: intent, currency: 'eur' };
    await sendEvent(h, 'charge.dispute.closed', { ...d, status: 'lost' });
    await sendEvent(h, 'charge.dispute.created', { ...d, status: 'needs_response' });
    await sendEvent(h, 'charge.dispute.funds_withdrawn', { ...d, status: 'needs_response' });
    const [p] = await paymentsOfDraft(h, id);
    expect(p?.disputeStatus).toBe('lost');
    expect(await totalsOf(h, me, p?.id ?? 0, 'credit_note')).toEqual([total]);
    expect(await balance(h.db, { account: 'musician_disputed', refId: p?.id ?? 0 })).toBe(0);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('a disputed campaign', () => {
  it('is held while the dispute is open (no new joins) and released when it is won', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const campaignId = (await review(id, 'approve')).json().data.campaign_id as number;
    // started already, so that creators may join it
    await h.db
      .update(campaigns)
      .set({ startDate: new Date(Date.now() - 60_000) })
      .where(eq(campaigns.id, campaignId));
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    const dispute = (await (await simulatorBank(h, 'disputes', `payment_intent=${intent}`)).json()) as Dispute;
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c?.heldAt).not.toBeNull();
    expect(await checkLedger(h.db)).toEqual([]);
    // the admin's campaign view shows the hold and the evidence due date
    const money = (await h.app.inject({ url: `/api/admin/campaigns/${campaignId}/money`, headers: admin })).json().data;
    expect(money.held).toBe(true);
    expect(new Date(money.dispute_due_by).getTime()).toBeGreaterThan(Date.now());
    // the musician is told by email, and every admin
    const [job] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:campaign-held:${campaignId}`));
    expect(job).toBeDefined();
    await sendNotification(h.ctx, job as NonNullable<typeof job>);
    const mails = await h.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} like ${`%${campaignId}%on hold%`}`);
    expect(mails.map((m) => m.to)).toContain(adminEmail);
    const [musicianMail] = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, me.user.email), sql`${outbox.subject} like 'Your campaign for %on hold'`));
    expect(musicianMail).toBeDefined();
    const [country] = await h.db
      .select({ id: countryTerritories.countryId })
      .from(countryTerritories)
      .where(eq(countryTerritories.territoryId, 4))
      .limit(1);
    const creator = await userWithToken(h.app, {
      creator: { countryId: country?.id ?? null, levelId: 7, ...connectedTikTok('disputefan') },
    });
    const join = () =>
      h.app.inject({ method: 'POST', url: `/api/campaigns/${campaignId}/join`, headers: creator.auth });
    const refused = await join();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.campaignOnHold);
    await close(dispute, 'won');
    const [after] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(after?.heldAt).toBeNull();
    expect((await join()).statusCode).toBe(201);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('the currency', () => {
  it('a checkout completed in another currency than the priced EUR is not booked', async () => {
    const { me, id } = await newDraft(h);
    const { sessionId } = await checkout(h, me, id);
    await sendEvent(h, 'checkout.session.completed', {
      ...paidSession(sessionId, 'pi_usd'),
      currency: 'usd',
    });
    const [p] = await paymentsOfDraft(h, id);
    expect(p?.status).toBe('open');
    const [draft] = await h.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id));
    expect(draft?.status).toBe('draft');
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('refunds made at Stripe', () => {
  it('a full refund from the dashboard lands once (credit note, VAT); the draft cannot be approved', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    const [payment] = await paymentsOfDraft(h, id);
    const total = payment?.totalCents ?? 0;
    const res = await simulatorBank(h, 'refunds', `payment_intent=${intent}`);
    expect(res.status).toBe(200);
    const refund = (await res.json()) as { id: string };
    // the same refund told again, as charge.refunded and as refund.updated
    const charge = { id: 'ch_x', object: 'charge', amount: total, amount_refunded: total, payment_intent: intent };
    const again = { ...refund, object: 'refund', amount: total, currency: 'eur', status: 'succeeded' };
    await sendEvent(h, 'charge.refunded', { ...charge, refunds: { object: 'list', data: [again] } });
    await sendEvent(h, 'refund.updated', { ...again, payment_intent: intent });
    const refunds = await refundsOf(payment?.id ?? 0);
    expect(refunds.map((r) => [r.reason, r.status, r.amountCents, r.stripeRefundId])).toEqual([
      ['stripe_outside', 'sent', total, refund.id],
    ]);
    expect(await totalsOf(h, me, payment?.id ?? 0, 'credit_note')).toEqual([total]);
    expect(await balance(h.db, { account: 'vat_payable', refId: payment?.id ?? 0 })).toBe(0);
    const [p] = await paymentsOfDraft(h, id);
    expect(p?.status).toBe('refunded');
    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it("a partial refund of a running campaign's payment cuts its budget once; the product's own refund is not counted twice", async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const campaignId = (await review(id, 'approve')).json().data.campaign_id as number;
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    const [payment] = await paymentsOfDraft(h, id);
    const [before] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const refund = (await (await simulatorBank(h, 'refunds', `payment_intent=${intent}&amount=1190`)).json()) as {
      id: string;
    };
    await sendEvent(h, 'refund.created', {
      ...refund,
      object: 'refund',
      amount: 1190,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: intent,
    });
    const rows = await refundsOf(payment?.id ?? 0);
    expect(rows.map((r) => [r.reason, r.amountCents])).toEqual([['stripe_outside', 1190]]);
    const [after] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect((before?.budgetCents ?? 0) - (after?.budgetCents ?? 0)).toBe(rows[0]?.budgetCents);
    expect(rows[0]?.budgetCents).toBeGreaterThan(0);
    expect(await totalsOf(h, me, payment?.id ?? 0, 'credit_note')).toEqual([1190]);
    expect(await checkLedger(h.db)).toEqual([]);
    // the product's own refund, told back by Stripe with its row's id: nothing more is recorded
    const own = rows[0];
    await sendEvent(h, 'charge.refund.updated', {
      id: 're_own',
      object: 'refund',
      amount: 1190,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: intent,
      metadata: { payment_refund: String(own?.id) },
    });
    expect((await refundsOf(payment?.id ?? 0)).length).toBe(1);
    // failed at Stripe: back to pending, with Stripe's reason for the admin
    await sendEvent(h, 'refund.updated', {
      id: refund.id,
      object: 'refund',
      amount: 1190,
      currency: 'eur',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      payment_intent: intent,
    });
    const [failed] = await refundsOf(payment?.id ?? 0);
    expect(failed).toMatchObject({ status: 'pending', failureReason: 'expired_or_canceled_card' });
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a refund the product made, told back by charge.refunded (twice), is not counted again', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    await review(id, 'reject');
    const [payment] = await paymentsOfDraft(h, id);
    const [own] = await refundsOf(payment?.id ?? 0);
    expect(own).toMatchObject({ status: 'sent', reason: 'rejected' });
    const told = {
      id: own?.stripeRefundId,
      object: 'refund',
      amount: own?.amountCents,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: intent,
      metadata: { payment_refund: String(own?.id) },
    };
    const charge = { id: 'ch_own', object: 'charge', amount: own?.amountCents, payment_intent: intent };
    for (const _ of [1, 2])
      await sendEvent(h, 'charge.refunded', { ...charge, refunds: { object: 'list', data: [told] } });
    expect((await refundsOf(payment?.id ?? 0)).length).toBe(1);
    expect(await totalsOf(h, me, payment?.id ?? 0, 'credit_note')).toEqual([payment?.totalCents]);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});
