// Payment rails and the events that settle them (docs/engine.md "Musicians' own campaigns"): SEPA Direct Debit
// through Stripe Checkout (processing, then paid or failed, also late), bank transfer against a reference an admin
// marks as received, a new checkout that closes the older one, late and second payments refunded, disputes recorded;
// each event handled once whatever its order, forged ones refused.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignDrafts, ledgerEntries, ledgerTransactions, paymentRefunds } from '../../db/schema';
import { checkLedger } from '../../modules/ledger/invariants';
import { simulatorSession } from '../../modules/stripe/simulator';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import {
  checkout,
  documentsOf,
  newDraft,
  paidSession,
  paymentsOfDraft,
  payOnPage,
  sendEvent,
  simulatorBank,
  totalsOf,
} from '../../test/musician-payments';
import { readPdf } from '../../test/pdf-read';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const draftStatus = async (id: number) =>
  (await h.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id)))[0]?.status;
const postingsOf = async (memo: string) =>
  (
    await h.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memo, memo))
  ).map((r) => r.kind);
const paymentState = async (me: { auth: Record<string, string> }, id: number) =>
  (await h.app.inject({ url: `/api/musician/drafts/${id}/payment`, headers: me.auth })).json().data;

describe('SEPA Direct Debit', () => {
  it('processing first, paid when the debit succeeds; the musician reads each state', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id, { rail: 'sepa_debit' });
    expect(simulatorSession(sessionId)?.payment_method_types).toEqual(['sepa_debit']);
    const page = await h.app.inject({ url: pagePath });
    expect(page.body).toContain('Pay by SEPA Direct Debit');
    expect((await payOnPage(h, pagePath, 'sepa_late')).statusCode).toBe(302);
    expect(await paymentState(me, id)).toMatchObject({ rail: 'sepa_debit', status: 'processing' });
    expect(await draftStatus(id)).toBe('draft');
    // a debit under way: no second checkout, no deleting
    expect((await checkout(h, me, id)).res.statusCode).toBe(409);
    // the late success
    expect((await simulatorBank(h, `checkout/${sessionId}/settle`, 'outcome=success')).status).toBe(200);
    const [p] = await paymentsOfDraft(h, id);
    expect(p).toMatchObject({ status: 'paid', rail: 'sepa_debit' });
    expect(await draftStatus(id)).toBe('paid');
    expect(await postingsOf(`draft payment ${p?.id}`)).toEqual(['musician_payment']);
    // invoiced when the money arrived, not while it was processing
    expect(await totalsOf(h, me, p?.id ?? 0, 'invoice')).toEqual([p?.totalCents]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a debit that fails leaves the draft unpaid and tells the musician; nothing is posted', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath } = await checkout(h, me, id, { rail: 'sepa_debit' });
    await payOnPage(h, pagePath, 'sepa_fail');
    const [p] = await paymentsOfDraft(h, id);
    expect(p?.status).toBe('failed');
    expect(await draftStatus(id)).toBe('draft');
    expect(await paymentState(me, id)).toMatchObject({ status: 'failed' });
    expect(await postingsOf(`draft payment ${p?.id}`)).toEqual([]);
    // and it can be paid again
    expect((await checkout(h, me, id)).res.statusCode).toBe(200);
  });

  it('out of order, duplicated and replayed: the success before the completion, each twice, posts once', async () => {
    const { me, id } = await newDraft(h);
    const { sessionId } = await checkout(h, me, id, { rail: 'sepa_debit' });
    const paid = paidSession(sessionId, `pi_sepa_${id}`);
    const processing = { ...paid, payment_status: 'unpaid' };
    const success = { id: `evt_sepa_ok_${id}` };
    expect((await sendEvent(h, 'checkout.session.async_payment_succeeded', paid, success)).statusCode).toBe(200);
    expect((await sendEvent(h, 'checkout.session.async_payment_succeeded', paid, success)).statusCode).toBe(200);
    expect((await sendEvent(h, 'checkout.session.completed', processing)).statusCode).toBe(200);
    expect((await sendEvent(h, 'checkout.session.async_payment_failed', paid)).statusCode).toBe(200);
    expect((await sendEvent(h, 'checkout.session.async_payment_succeeded', paid)).statusCode).toBe(200);
    const [p] = await paymentsOfDraft(h, id);
    expect(p?.status).toBe('paid');
    expect(await postingsOf(`draft payment ${p?.id}`)).toEqual(['musician_payment']);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('forged SEPA and dispute events are refused and change nothing', async () => {
    const { me, id } = await newDraft(h);
    const { sessionId } = await checkout(h, me, id, { rail: 'sepa_debit' });
    const paid = paidSession(sessionId, `pi_forged_${id}`);
    const forged = { secret: 'whsec_someone_else' };
    expect((await sendEvent(h, 'checkout.session.async_payment_succeeded', paid, forged)).statusCode).toBe(400);
    expect((await sendEvent(h, 'charge.dispute.created', { id: 'du_x', amount: 1 }, forged)).statusCode).toBe(400);
    expect((await paymentsOfDraft(h, id))[0]?.status).toBe('open');
  });
});

describe('bank transfer', () => {
  it('a unique reference, the amount and our account; an admin marks it received once (409 after)', async () => {
    const { me, id } = await newDraft(h, 400);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/musician/drafts/${id}/bank-transfer`,
      headers: me.auth,
      payload: { end_refund: 'bank_transfer' },
    });
    expect(res.statusCode).toBe(200);
    const { price, transfer } = res.json().data;
    expect(transfer.reference).toMatch(/^HL-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(transfer).toMatchObject({ amount_cents: price.total_cents, iban: 'DE89370400440532013000', status: 'open' });
    expect(await paymentState(me, id)).toMatchObject({ rail: 'bank_transfer', status: 'open', transfer });
    // the transfer pays against its pro-forma, which carries the transfer's own reference and amount
    const proForma = (await documentsOf(h, me)).find((d) => d.payment_id === transfer.payment_id);
    expect(proForma).toMatchObject({
      kind: 'pro_forma',
      pdf_url: `/api/musician/payments/${transfer.payment_id}/pro-forma`,
    });
    const pdf = await h.app.inject({ url: proForma?.pdf_url as string, headers: me.auth });
    const text = (await readPdf(pdf.rawPayload)).lines.map((l) => l.text).join('\n');
    expect(text).toContain(`Reference: ${transfer.reference}`);
    expect(text).toContain(`Pro-forma invoice ${transfer.reference}`);
    expect(await totalsOf(h, me, transfer.payment_id, 'invoice')).toEqual([]);
    const other = await newDraft(h, 400);
    const second = await h.app.inject({
      method: 'POST',
      url: `/api/musician/drafts/${other.id}/bank-transfer`,
      headers: other.me.auth,
    });
    expect(second.json().data.transfer.reference).not.toBe(transfer.reference);

    const queue = (await h.app.inject({ url: '/api/admin/bank-transfers', headers: admin })).json().data;
    expect(queue.transfers.map((t: { reference: string }) => t.reference)).toContain(transfer.reference);
    const received = (pid: number) =>
      h.app.inject({ method: 'POST', url: `/api/admin/bank-transfers/${pid}/received`, headers: admin });
    const ok = await received(transfer.payment_id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.bankTransferReceived);
    expect(await draftStatus(id)).toBe('paid');
    // received: invoiced once, and no pro-forma any more
    expect(await totalsOf(h, me, transfer.payment_id, 'invoice')).toEqual([price.total_cents]);
    expect((await documentsOf(h, me)).filter((d) => d.kind === 'pro_forma')).toEqual([]);
    const again = await received(transfer.payment_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.bankTransferAlreadyReceived);
    expect((await received(999_999)).statusCode).toBe(404);
    const after = (await h.app.inject({ url: '/api/admin/bank-transfers', headers: admin })).json().data;
    expect(after.transfers.map((t: { reference: string }) => t.reference)).not.toContain(transfer.reference);
    // the review queue shows it with its rail and reference
    const item = (await h.app.inject({ url: '/api/admin/campaign-drafts', headers: admin }))
      .json()
      .data.items.find((d: { id: number }) => d.id === id);
    expect(item.payment).toMatchObject({ rail: 'bank_transfer', reference: transfer.reference, disputed_cents: 0 });
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('rejecting a draft paid by transfer lists the refund for the admin, who marks it sent once', async () => {
    const { me, id } = await newDraft(h, 300);
    const { transfer } = (
      await h.app.inject({ method: 'POST', url: `/api/musician/drafts/${id}/bank-transfer`, headers: me.auth })
    ).json().data;
    await h.app.inject({
      method: 'POST',
      url: `/api/admin/bank-transfers/${transfer.payment_id}/received`,
      headers: admin,
    });
    const rej = await h.app.inject({
      method: 'POST',
      url: `/api/admin/campaign-drafts/${id}/reject`,
      headers: admin,
      payload: { reason: 'Not this song.' },
    });
    expect(rej.statusCode).toBe(200);
    const { refunds } = (await h.app.inject({ url: '/api/admin/bank-transfers', headers: admin })).json().data;
    const refund = refunds.find((r: { payment_id: number }) => r.payment_id === transfer.payment_id);
    expect(refund).toMatchObject({ rail: 'bank_transfer', reason: 'rejected', status: 'pending' });
    expect(refund.amount_cents).toBe(transfer.amount_cents);
    // the refund has its credit note when it is recorded, before the admin sends the money
    expect(await totalsOf(h, me, transfer.payment_id, 'credit_note')).toEqual([transfer.amount_cents]);
    const sent = (rid: number) =>
      h.app.inject({ method: 'POST', url: `/api/admin/payment-refunds/${rid}/sent`, headers: admin });
    expect((await sent(refund.id)).statusCode).toBe(200);
    expect((await sent(refund.id)).statusCode).toBe(409);
    expect((await sent(999_999)).statusCode).toBe(404);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('two payments for one draft', () => {
  it('a new checkout expires the older open session; if the older one is paid anyway, it is refunded', async () => {
    const { me, id } = await newDraft(h);
    const first = await checkout(h, me, id);
    const second = await checkout(h, me, id);
    expect(simulatorSession(first.sessionId)?.status).toBe('expired');
    expect((await paymentsOfDraft(h, id)).map((p) => p.status)).toEqual(['expired', 'open']);
    // the older page can no longer be paid
    expect((await payOnPage(h, first.pagePath, 'success')).statusCode).toBe(404);
    await payOnPage(h, second.pagePath, 'success');
    // Stripe paid the older session before it expired: its success arrives late
    const late = paidSession(first.sessionId, `pi_second_${id}`);
    Object.assign(simulatorSession(first.sessionId) ?? {}, late);
    expect((await sendEvent(h, 'checkout.session.completed', late)).statusCode).toBe(200);
    const [older, newer] = await paymentsOfDraft(h, id);
    expect(newer?.status).toBe('paid');
    expect(older?.status).toBe('refunded');
    expect(older?.stripeRefundId).toMatch(/^re_/);
    const refunds = await h.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, older?.id ?? 0));
    expect(refunds).toMatchObject([{ reason: 'second_payment', rail: 'stripe', status: 'sent' }]);
    // the same late event again changes nothing: one payment posting, one refund
    expect((await sendEvent(h, 'checkout.session.completed', late)).statusCode).toBe(200);
    expect(await postingsOf(`draft payment ${older?.id}`)).toEqual(['musician_payment']);
    expect(
      await h.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, older?.id ?? 0)),
    ).toHaveLength(1);
    expect(await draftStatus(id)).toBe('paid');
    // the second payment is invoiced and credited in full; the one that took the draft is only invoiced
    expect(await totalsOf(h, me, older?.id ?? 0, 'invoice')).toEqual([older?.totalCents]);
    expect(await totalsOf(h, me, older?.id ?? 0, 'credit_note')).toEqual([older?.totalCents]);
    expect(await totalsOf(h, me, newer?.id ?? 0, 'credit_note')).toEqual([]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a success arriving after the draft was rejected is recorded and refunded (late payment)', async () => {
    const { me, id } = await newDraft(h);
    const first = await checkout(h, me, id, { rail: 'sepa_debit' });
    await payOnPage(h, first.pagePath, 'sepa_fail');
    const second = await checkout(h, me, id);
    await payOnPage(h, second.pagePath, 'success');
    await h.app.inject({
      method: 'POST',
      url: `/api/admin/campaign-drafts/${id}/reject`,
      headers: admin,
      payload: { reason: 'Not now.' },
    });
    // the failed debit's money arrives after all
    const late = paidSession(first.sessionId, `pi_late_${id}`);
    Object.assign(simulatorSession(first.sessionId) ?? {}, late);
    await sendEvent(h, 'checkout.session.async_payment_succeeded', late);
    const [older] = await paymentsOfDraft(h, id);
    expect(older?.status).toBe('refunded');
    const [refund] = await h.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, older?.id ?? 0));
    expect(refund).toMatchObject({ reason: 'late_payment', amountCents: older?.totalCents, status: 'sent' });
    expect(await draftStatus(id)).toBe('rejected');
    expect(await totalsOf(h, me, older?.id ?? 0, 'invoice')).toEqual([older?.totalCents]);
    expect(await totalsOf(h, me, older?.id ?? 0, 'credit_note')).toEqual([older?.totalCents]);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

describe('disputes', () => {
  it('a dispute is recorded once, in the ledger, and the admin sees it on the request', async () => {
    const { me, id } = await newDraft(h);
    const { pagePath, sessionId } = await checkout(h, me, id);
    await payOnPage(h, pagePath, 'success');
    const intent = simulatorSession(sessionId)?.payment_intent as string;
    const res = await simulatorBank(h, 'disputes', `payment_intent=${intent}`);
    expect(res.status).toBe(200);
    const dispute = (await res.json()) as { id: string; amount: number };
    const [p] = await paymentsOfDraft(h, id);
    expect(p).toMatchObject({ stripeDisputeId: dispute.id, disputedCents: p?.totalCents });
    // the same dispute again (a duplicate delivery with another event id) is not counted twice
    await sendEvent(h, 'charge.dispute.created', { ...dispute, object: 'dispute', payment_intent: intent });
    const legs = await h.db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'musician_disputed'));
    expect(legs.filter((l) => l.amount === -(p?.totalCents ?? 0))).toHaveLength(1);
    const item = (await h.app.inject({ url: '/api/admin/campaign-drafts', headers: admin }))
      .json()
      .data.items.find((d: { id: number }) => d.id === id);
    expect(item.payment.disputed_cents).toBe(p?.totalCents);
    expect(await checkLedger(h.db)).toEqual([]);
    // a dispute is not a refund (most are won): nothing is credited while it is open
    const docs = (await h.app.inject({ url: '/api/musician/billing/documents', headers: me.auth })).json().data
      .items as { kind: string; number: string; payment_id: number; total_cents: number }[];
    const invoice = docs.find((d) => d.kind === 'invoice' && d.payment_id === p?.id);
    expect(invoice?.total_cents).toBe(p?.totalCents);
    expect(docs.filter((d) => d.kind === 'credit_note' && d.payment_id === p?.id)).toHaveLength(0);
    // Stripe's funds_withdrawn for the same dispute neither posts nor credits
    await sendEvent(h, 'charge.dispute.funds_withdrawn', { ...dispute, object: 'dispute', payment_intent: intent });
    const again = (await h.app.inject({ url: '/api/musician/billing/documents', headers: me.auth })).json().data
      .items as { kind: string; payment_id: number }[];
    expect(again.filter((d) => d.kind === 'credit_note' && d.payment_id === p?.id)).toHaveLength(0);
    const legsAgain = await h.db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'musician_disputed'));
    expect(legsAgain.filter((l) => l.amount === -(p?.totalCents ?? 0))).toHaveLength(1);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});
