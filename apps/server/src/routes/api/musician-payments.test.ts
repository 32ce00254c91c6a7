// Paying for a draft (the card rail): the price shown before paying, Stripe Checkout through the
// simulator, signed webhooks handled once whatever their order, and the ledger's entries for the payment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignDrafts, draftPayments, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { checkLedger } from '../../modules/ledger/invariants';
import { priceOf } from '../../modules/musician-campaigns/pricing';
import { simulatorEvent, simulatorSession } from '../../modules/stripe/simulator';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const draftBody = (budget: number) => ({
  start_date: inHours(1),
  end_date: inHours(24 * 30),
  budget_eur: budget,
  territories: [4],
  song: {
    title: 'Paid Song',
    artist: 'The Waves',
    genre: { name: 'Pop' },
    spotify_url: 'https://open.spotify.com/track/p',
  },
});

async function paidDraftSetup(budget = 1000) {
  const me = await userWithToken(h.app, { userType: 'musician' });
  const id = (
    await h.app.inject({ method: 'POST', url: '/api/musician/drafts', headers: me.auth, payload: draftBody(budget) })
  ).json().data.id as number;
  const checkout = await h.app.inject({ method: 'POST', url: `/api/musician/drafts/${id}/checkout`, headers: me.auth });
  expect(checkout.statusCode).toBe(200);
  const url = new URL(checkout.json().data.url as string);
  const sessionId = url.pathname.split('/').at(-1) as string;
  return { me, id, sessionId, pagePath: url.pathname, price: checkout.json().data.price };
}

const webhook = (e: { payload: string; signature: string }) =>
  h.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    payload: e.payload,
  });
const paymentOf = async (draftId: number) =>
  (await h.db.select().from(draftPayments).where(eq(draftPayments.draftId, draftId)))[0];
const draftStatus = async (id: number) =>
  (await h.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id)))[0]?.status;
const paymentPostings = async (paymentId: number) =>
  h.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.memo, `draft payment ${paymentId}`));

describe('price of a draft', () => {
  it('budget + fee (percentage, at least the minimum) + VAT of the platform country, half up in cents', () => {
    const o = { feePercent: 15, feeMinCents: 2500, country: 'DE' };
    expect(priceOf(100_000, o)).toMatchObject({
      budget_cents: 100_000,
      fee_cents: 15_000,
      net_cents: 115_000,
      vat_cents: 21_850,
      total_cents: 136_850,
      vat_rate_percent: 19,
    });
    // the minimum fee wins on a small budget
    expect(priceOf(10_000, o)).toMatchObject({ fee_cents: 2500, vat_cents: 2375, total_cents: 14_875 });
    // 15 % of 333.33 = 49.9995 → 50.00; VAT 19 % of 383.33 = 72.8327 → 72.83
    expect(priceOf(33_333, o)).toMatchObject({ fee_cents: 5000, vat_cents: 7283, total_cents: 45_616 });
    expect(() => priceOf(10_000, { ...o, country: 'XX' })).toThrow();
  });

  it('GET …/price shows the same figures for the own draft only', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    const id = (
      await h.app.inject({ method: 'POST', url: '/api/musician/drafts', headers: me.auth, payload: draftBody(1000) })
    ).json().data.id;
    const res = await h.app.inject({ url: `/api/musician/drafts/${id}/price`, headers: me.auth });
    expect(res.json().data).toMatchObject({ budget_cents: 100_000, fee_cents: 15_000, total_cents: 136_850 });
    expect((await h.app.inject({ url: `/api/musician/drafts/${id}/price`, headers: other.auth })).statusCode).toBe(404);
  });
});

describe('Stripe Checkout (simulator)', () => {
  it('paying on the hosted page marks the draft paid and posts budget, fee and VAT; the books agree', async () => {
    const { id, sessionId, pagePath, price } = await paidDraftSetup();
    const session = simulatorSession(sessionId);
    expect(session).toMatchObject({ object: 'checkout.session', amount_total: price.total_cents, currency: 'eur' });
    const page = await h.app.inject({ url: pagePath });
    expect(page.body).toContain('€1,368.50');
    const pay = await h.app.inject({
      method: 'POST',
      url: pagePath,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toContain('checkout=success');
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: 'paid', budgetCents: 100_000, feeCents: 15_000, vatCents: 21_850 });
    expect(payment?.stripePaymentIntent).toMatch(/^pi_/);
    expect(await draftStatus(id)).toBe('paid');
    const legs = await h.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.refId, payment?.id ?? 0));
    expect(
      legs
        .filter(
          (l) =>
            l.account !== 'campaign_budget' && l.account !== 'campaign_reserved' && !l.account.startsWith('creator'),
        )
        .sort((a, b) => a.account.localeCompare(b.account)),
    ).toEqual([
      { account: 'musician_prepaid', amount: 100_000 },
      { account: 'platform_revenue', amount: 15_000 },
      { account: 'vat_payable', amount: 21_850 },
    ]);
    expect(await checkLedger(h.db)).toEqual([]);
    // a paid draft is neither edited nor paid again
    const me = (await h.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id)))[0];
    expect(me?.status).toBe('paid');
  });

  it('a failing card leaves the draft unpaid, with no ledger entry', async () => {
    const { id, pagePath } = await paidDraftSetup();
    const pay = await h.app.inject({
      method: 'POST',
      url: pagePath,
      payload: 'outcome=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.headers.location).toContain('checkout=cancelled');
    const payment = await paymentOf(id);
    expect(payment?.status).toBe('failed');
    expect(await draftStatus(id)).toBe('draft');
    expect(await paymentPostings(payment?.id ?? 0)).toEqual([]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('a forged or altered signature is refused and changes nothing', async () => {
    const { id, sessionId } = await paidDraftSetup();
    const paid = { ...simulatorSession(sessionId), payment_status: 'paid', status: 'complete', payment_intent: 'pi_x' };
    const forged = simulatorEvent(h.ctx, 'checkout.session.completed', paid, { secret: 'whsec_not_ours' });
    expect((await webhook(forged)).statusCode).toBe(400);
    const good = simulatorEvent(h.ctx, 'checkout.session.completed', paid);
    const altered = { payload: good.payload.replace('"livemode":false', '"livemode":true'), signature: good.signature };
    expect((await webhook(altered)).statusCode).toBe(400);
    expect((await webhook({ payload: good.payload, signature: '' })).statusCode).toBe(400);
    expect((await paymentOf(id))?.status).toBe('open');
    expect(await draftStatus(id)).toBe('draft');
  });

  it('a duplicate, a replay and a late failure after the payment change nothing: one posting', async () => {
    const { id, sessionId } = await paidDraftSetup();
    const paid = {
      ...simulatorSession(sessionId),
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_dup',
    };
    const event = simulatorEvent(h.ctx, 'checkout.session.completed', paid, { id: `evt_dup_${id}` });
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200); // the same delivery again
    // the same event id, signed again later (a replay by Stripe), and another event for the same session
    expect(
      (await webhook(simulatorEvent(h.ctx, 'checkout.session.completed', paid, { id: `evt_dup_${id}` }))).statusCode,
    ).toBe(200);
    expect((await webhook(simulatorEvent(h.ctx, 'checkout.session.completed', paid))).statusCode).toBe(200);
    // out of order: a failure arriving after the payment
    expect((await webhook(simulatorEvent(h.ctx, 'checkout.session.async_payment_failed', paid))).statusCode).toBe(200);
    const payment = await paymentOf(id);
    expect(payment?.status).toBe('paid');
    expect(await paymentPostings(payment?.id ?? 0)).toEqual([{ kind: 'musician_payment' }]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('an event for another amount than the one priced does not pay the draft', async () => {
    const { id, sessionId } = await paidDraftSetup();
    const s = simulatorSession(sessionId);
    const cheaper = { ...s, amount_total: 100, payment_status: 'paid', status: 'complete', payment_intent: 'pi_c' };
    expect((await webhook(simulatorEvent(h.ctx, 'checkout.session.completed', cheaper))).statusCode).toBe(200);
    expect((await paymentOf(id))?.status).toBe('open');
  });

  it('the ledger check reports a payment whose entries are missing', async () => {
    const { id, sessionId } = await paidDraftSetup();
    const paid = { ...simulatorSession(sessionId), payment_status: 'paid', status: 'complete', payment_intent: 'pi_m' };
    await webhook(simulatorEvent(h.ctx, 'checkout.session.completed', paid));
    const payment = await paymentOf(id);
    // a payment marked paid by hand, without its posting
    const { id: other } = await paidDraftSetup();
    await h.db.update(draftPayments).set({ status: 'paid' }).where(eq(draftPayments.draftId, other));
    const diffs = await checkLedger(h.db);
    // its three accounts, and its missing invoice
    expect(diffs.map((d) => d.rule)).toEqual([
      'musician_payment',
      'musician_payment',
      'musician_payment',
      'musician_payment',
    ]);
    expect(diffs.filter((d) => d.explanation.includes('its number of invoices must be 1'))).toHaveLength(1);
    expect(diffs.some((d) => d.explanation.includes(`draft payment ${payment?.id}`))).toBe(false);
    await h.db.update(draftPayments).set({ status: 'failed' }).where(eq(draftPayments.draftId, other));
  });
});
