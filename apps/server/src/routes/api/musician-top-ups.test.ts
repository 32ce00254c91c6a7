// A musician tops up an active campaign through the same checkout: the budget rises at once when
// the payment arrives and reservations cut short by the small budget are lifted, as an admin's top-up does.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, draftPayments, paymentRefunds, promotions } from '../../db/schema';
import { checkLedger } from '../../modules/ledger/invariants';
import { approve, archiveCampaign } from '../../modules/promotions/engine';
import { simulatorEvent, simulatorSession } from '../../modules/stripe/simulator';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const pay = async (url: string) =>
  h.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('top-ups', () => {
  it('a paid top-up raises the budget at once and lifts a reservation cut short; the books agree', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 1000 });
    const { creator } = await createUser(h.db, { creator: { levelId: 7, tiktokUsername: 'topup_big' } });
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
    await approve(h.db, {
      promotionId: p.id,
      uploadedAt: new Date(Date.now() - 3_600_000),
      stat: { views_count: 10, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    const before = (await h.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]?.reservedCents ?? 0;
    expect(before).toBe(1000); // cut short by the €10 budget

    const res = await h.app.inject({
      method: 'POST',
      url: `/api/musician/campaigns/${campaign.id}/top-up`,
      headers: me.auth,
      payload: { amount_eur: 200 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price).toMatchObject({ budget_cents: 20_000, fee_cents: 3000, total_cents: 27_370 });
    // nothing changes before the payment arrives
    expect((await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetCents).toBe(1000);
    await pay(res.json().data.url);
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c?.budgetCents).toBe(21_000);
    const after = (await h.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]?.reservedCents ?? 0;
    expect(after).toBeGreaterThan(before);
    const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.campaignId, campaign.id));
    expect(payment?.status).toBe('paid');
    expect(payment?.appliedAt).not.toBeNull();
    expect(await checkLedger(h.db)).toEqual([]);

    // the same event again: the budget rises once
    const s = simulatorSession(payment?.stripeSessionId ?? '');
    const again = simulatorEvent(h.ctx, 'checkout.session.completed', s ?? {});
    await h.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': again.signature },
      payload: again.payload,
    });
    expect((await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetCents).toBe(21_000);
  });

  it("another musician's campaign does not exist for them; an ended campaign takes no top-up", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 5000 });
    const call = (who: typeof me, body: object = { amount_eur: 50 }) =>
      h.app.inject({
        method: 'POST',
        url: `/api/musician/campaigns/${campaign.id}/top-up`,
        headers: who.auth,
        payload: body,
      });
    expect((await call(other)).statusCode).toBe(404);
    expect((await call(me, { amount_eur: 0.5 })).statusCode).toBe(400);
    expect((await call(me, { amount_eur: 10.123 })).statusCode).toBe(400);
    await archiveCampaign(h.db, campaign.id);
    expect((await call(me)).statusCode).toBe(409);
  });

  it('a top-up paid after the campaign ended is refunded in full through Stripe, never applied; the books agree', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 5000 });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/musician/campaigns/${campaign.id}/top-up`,
      headers: me.auth,
      payload: { amount_eur: 20 },
    });
    await archiveCampaign(h.db, campaign.id);
    await pay(res.json().data.url);
    const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.campaignId, campaign.id));
    expect(payment).toMatchObject({ status: 'refunded', appliedAt: null });
    expect(payment?.stripeRefundId).toMatch(/^re_/);
    const refunds = await h.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.id ?? 0));
    expect(refunds).toMatchObject([
      { rail: 'stripe', reason: 'late_payment', status: 'sent', amountCents: payment?.totalCents },
    ]);
    expect((await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetCents).toBe(5000);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a top-up by bank transfer waits for the admin, then raises the budget; its pro-forma is readable; the books agree', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const admin = await userWithToken(h.app, { isAdmin: true });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 5000 });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/musician/campaigns/${campaign.id}/top-up/bank-transfer`,
      headers: me.auth,
      payload: { amount_eur: 100, end_refund: 'credit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { price, transfer } = res.json().data;
    expect(price).toMatchObject({ budget_cents: 10_000 });
    expect(transfer.reference).toMatch(/^HL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(transfer.amount_cents).toBe(price.to_pay_cents);
    // the musician pays against its pro-forma
    const proForma = await h.app.inject({
      url: `/api/musician/payments/${transfer.payment_id}/pro-forma`,
      headers: me.auth,
    });
    expect(proForma.statusCode).toBe(200);
    expect(proForma.headers['content-type']).toContain('application/pdf');
    // nothing changes before the admin marks the money received; the transfer is in their list, for this campaign
    expect((await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetCents).toBe(5000);
    const awaiting = await h.app.inject({ url: '/api/admin/bank-transfers', headers: admin.auth });
    const listed = (awaiting.json().data.transfers as { payment_id: number; campaign_id: number | null }[]).find(
      (t) => t.payment_id === transfer.payment_id,
    );
    expect(listed?.campaign_id).toBe(campaign.id);
    const received = await h.app.inject({
      method: 'POST',
      url: `/api/admin/bank-transfers/${transfer.payment_id}/received`,
      headers: admin.auth,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetCents).toBe(15_000);
    const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.id, transfer.payment_id));
    expect(payment).toMatchObject({ status: 'paid', rail: 'bank_transfer', endRefund: 'credit' });
    expect(payment?.appliedAt).not.toBeNull();
    expect(await checkLedger(h.db)).toEqual([]);
    // a bad amount is refused before anything is written; another musician's campaign does not exist for them
    const other = await userWithToken(h.app, { userType: 'musician' });
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/musician/campaigns/${campaign.id}/top-up/bank-transfer`,
      headers: me.auth,
      payload: { amount_eur: 0.5 },
    });
    expect(refused.statusCode).toBe(400);
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/api/musician/campaigns/${campaign.id}/top-up/bank-transfer`,
      headers: other.auth,
      payload: { amount_eur: 50 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
