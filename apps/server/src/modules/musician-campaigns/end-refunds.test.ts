// The end of a campaign paid by its musician (docs/engine.md "Refunds"): the unspent budget, with the VAT charged on
// it and without the fee, goes back as the musician chose at checkout: a Stripe refund, a bank transfer for the admin
// to send, or a credit used at the next checkout. Each refund is its own row and ledger transaction; a reservation
// still open at the end gives back its unused part when it settles, even while the refund runs.

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments, type draftPayments, paymentRefunds } from '../../db/schema';
import { createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkout, newDraft, paymentsOfDraft, payOnPage, totalsOf } from '../../test/musician-payments';
import { archiveEnded } from '../jobs/definitions/archive-ended';
import { checkLedger } from '../ledger/invariants';
import { approve, archiveCampaign, settlePromotion } from '../promotions/engine';
import { simulatorKeys } from '../stripe/sim-keys';
import { simulatorSession } from '../stripe/simulator';
import { refundEndedCampaigns } from './refunds';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };

/** A €500 draft paid by card with that end-refund choice and approved; one level-6 video reserves the whole budget. */
async function runningCampaign(endRefund: 'original' | 'bank_transfer' | 'credit') {
  const { me, id } = await newDraft(h, 500);
  const { pagePath, sessionId } = await checkout(h, me, id, { end_refund: endRefund });
  await payOnPage(h, pagePath, 'success');
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/admin/campaign-drafts/${id}/approve`,
    headers: admin,
    payload: { max_level_id: 7 },
  });
  const campaignId = res.json().data.campaign_id as number;
  const { creator } = await createUser(h.db, { creator: { levelId: 7 } }); // level 6: €2 per 1k, cap €500
  const p = await createPromotion(h.db, { campaignId, creatorId: creator?.id ?? 0 });
  await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
  const [payment] = await paymentsOfDraft(h, id);
  return {
    me,
    draftId: id,
    campaignId,
    promotionId: p.id,
    sessionId,
    payment: payment as typeof draftPayments.$inferSelect,
  };
}

const endRefundsOf = (campaignId: number) =>
  h.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaignId)).orderBy(paymentRefunds.id);

describe('the end of a campaign paid by its musician', () => {
  it('gives back the unspent budget and its VAT (not the fee) through a Stripe refund, once', async () => {
    const c = await runningCampaign('original');
    // €200 earned of the €500 reserved; €300 unspent
    await settlePromotion(h.db, { promotionId: c.promotionId, viewsAfterThreeDays: 100_000, actor: 'system' });
    await archiveCampaign(h.db, c.campaignId);
    const first = await refundEndedCampaigns(h.ctx);
    expect(first.refunds).toBe(1);
    // VAT of the payment (€109.25 on €575 net) in the share of €300: €57.00
    const [refund] = await endRefundsOf(c.campaignId);
    expect(refund).toMatchObject({
      rail: 'stripe',
      reason: 'campaign_end',
      budgetCents: 30_000,
      feeCents: 0,
      vatCents: 5700,
      amountCents: 35_700,
      status: 'sent',
    });
    expect(refund?.stripeRefundId).toMatch(/^re_/);
    // its credit note, for the amount given back, against the payment's invoice
    expect(await totalsOf(h, c.me, c.payment.id, 'invoice')).toEqual([c.payment.totalCents]);
    expect(await totalsOf(h, c.me, c.payment.id, 'credit_note')).toEqual([35_700]);
    // Stripe (the simulator) refunded that much of the payment: what is left is the rest
    const left = await fetch(`${h.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${simulatorKeys(h.dataDir).secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${simulatorSession(c.sessionId)?.payment_intent}&amount=${c.payment.totalCents - 35_700 + 1}`,
    });
    expect(left.status).toBe(400);
    // a second run (the job every five minutes) finds nothing more to give back
    expect((await refundEndedCampaigns(h.ctx)).refunds).toBe(0);
    expect(await endRefundsOf(c.campaignId)).toHaveLength(1);
    // the musician reads it on the campaign
    const mine = (
      await h.app.inject({ url: `/api/musician/campaigns/${c.campaignId}/refunds`, headers: c.me.auth })
    ).json().data.items;
    expect(mine).toMatchObject([{ reason: 'campaign_end', rail: 'stripe', amount_cents: 35_700, status: 'sent' }]);
    const other = await userWithToken(h.app, { userType: 'musician' });
    expect(
      (await h.app.inject({ url: `/api/musician/campaigns/${c.campaignId}/refunds`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a reservation open at the end settles while the refund runs: the rest follows, no cent twice', async () => {
    const c = await runningCampaign('original');
    await archiveCampaign(h.db, c.campaignId); // nothing unreserved: the reservation is still open
    const [settled, refunded] = await Promise.all([
      settlePromotion(h.db, { promotionId: c.promotionId, viewsAfterThreeDays: 50_000, actor: 'system' }), // €100
      refundEndedCampaigns(h.ctx),
      refundEndedCampaigns(h.ctx),
    ]);
    expect(settled).toBeTruthy();
    expect(refunded.refunds).toBeGreaterThanOrEqual(0);
    await archiveEnded(h.ctx); // the job's own run: archives nothing new, gives back what is still due
    await refundEndedCampaigns(h.ctx);
    const rows = await endRefundsOf(c.campaignId);
    expect(rows.reduce((s, r) => s + r.budgetCents, 0)).toBe(40_000);
    expect(rows.every((r) => r.status === 'sent' && r.rail === 'stripe')).toBe(true);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('as a credit: on the account at once, shown in the next price and used by the next checkout', async () => {
    const c = await runningCampaign('credit');
    await settlePromotion(h.db, { promotionId: c.promotionId, viewsAfterThreeDays: 100_000, actor: 'system' });
    await archiveCampaign(h.db, c.campaignId);
    await refundEndedCampaigns(h.ctx);
    const [refund] = await endRefundsOf(c.campaignId);
    expect(refund).toMatchObject({ rail: 'credit', status: 'sent', amountCents: 35_700 });
    // a credit note when the credit is granted: the ended campaign's invoice is reduced now
    expect(await totalsOf(h, c.me, c.payment.id, 'credit_note')).toEqual([35_700]);

    const next = await newDraft(h, 1000, c.me);
    const price = (await h.app.inject({ url: `/api/musician/drafts/${next.id}/price`, headers: c.me.auth })).json()
      .data;
    expect(price).toMatchObject({ credit_cents: 35_700, to_pay_cents: price.total_cents - 35_700 });
    const { pagePath, sessionId } = await checkout(h, c.me, next.id);
    expect(simulatorSession(sessionId)?.amount_total).toBe(price.total_cents - 35_700);
    // a credit promised to an open checkout is not offered twice
    const third = await newDraft(h, 100, c.me);
    expect(
      (await h.app.inject({ url: `/api/musician/drafts/${third.id}/price`, headers: c.me.auth })).json().data
        .credit_cents,
    ).toBe(0);
    await payOnPage(h, pagePath, 'success');
    const [paid] = await paymentsOfDraft(h, next.id);
    expect(paid).toMatchObject({ status: 'paid', creditCents: 35_700 });
    // the next payment's invoice is for its full price: the credit only paid part of it, no second credit note
    expect(await totalsOf(h, c.me, paid?.id ?? 0, 'invoice')).toEqual([price.total_cents]);
    expect(await totalsOf(h, c.me, paid?.id ?? 0, 'credit_note')).toEqual([]);
    expect(await totalsOf(h, c.me, c.payment.id, 'credit_note')).toEqual([35_700]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('by bank transfer: listed for the admin, who marks it sent once', async () => {
    const c = await runningCampaign('bank_transfer');
    await settlePromotion(h.db, { promotionId: c.promotionId, viewsAfterThreeDays: 200_000, actor: 'system' }); // €400
    await archiveCampaign(h.db, c.campaignId);
    await refundEndedCampaigns(h.ctx);
    const [refund] = await endRefundsOf(c.campaignId);
    expect(refund).toMatchObject({ rail: 'bank_transfer', status: 'pending', budgetCents: 10_000, vatCents: 1900 });
    expect(await totalsOf(h, c.me, c.payment.id, 'credit_note')).toEqual([11_900]);
    // the ledger check names a refund without its credit note (tried in a transaction rolled back)
    const missing = h.db.transaction(async (tx) => {
      await tx
        .delete(billingDocuments)
        .where(and(eq(billingDocuments.paymentId, c.payment.id), eq(billingDocuments.kind, 'credit_note')));
      const found = (await checkLedger(tx)).map((d) => d.explanation);
      expect(found).toContain(
        `draft payment ${c.payment.id} (paid): the total of its credit notes (its refunds) must be 11900`,
      );
      throw new Error('rolled back');
    });
    await expect(missing).rejects.toThrow('rolled back');
    const { refunds } = (await h.app.inject({ url: '/api/admin/bank-transfers', headers: admin })).json().data;
    expect(refunds.map((r: { id: number }) => r.id)).toContain(refund?.id);
    const sent = () =>
      h.app.inject({ method: 'POST', url: `/api/admin/payment-refunds/${refund?.id}/sent`, headers: admin });
    expect((await sent()).statusCode).toBe(200);
    expect((await sent()).statusCode).toBe(409);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it("an admin's End campaign gives back at once, without waiting for the job", async () => {
    const c = await runningCampaign('original');
    await settlePromotion(h.db, { promotionId: c.promotionId, viewsAfterThreeDays: 150_000, actor: 'system' }); // €300
    const ended = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${c.campaignId}`,
      headers: admin,
      payload: { archived: true },
    });
    expect(ended.statusCode).toBe(200);
    expect(await endRefundsOf(c.campaignId)).toMatchObject([
      { rail: 'stripe', status: 'sent', budgetCents: 20_000, vatCents: 3800 },
    ]);
    expect(await totalsOf(h, c.me, c.payment.id, 'credit_note')).toEqual([23_800]);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});
