// Paying creators outside SEPA by Stripe Connect Express, driven through the routes and the Connect simulator: the
// creator's account and onboarding link, the simulated onboarding page, and the webhook making the creator payable.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, creators } from '../../db/schema';
import { COMPLETE_PAYMENT_SETTINGS, settledVideo, userWithToken } from '../../test/factories';
import type { Harness } from '../../test/harness';
import { useHarness } from '../../test/harness';
import { simulatorBank } from '../../test/musician-payments';
import { checkLedger } from '../ledger/invariants';
import { stripeClient } from '../stripe/client';
import { CONNECT_SIM_PREFIX } from '../stripe/connect-simulator';
import { generateBills } from './generate-bills';
import { payStripeBill } from './stripe-payouts';

const h = useHarness();

const BRAZIL = {
  ...COMPLETE_PAYMENT_SETTINGS,
  addressCountry: 'BR',
  payoutIban: null,
  payoutMethod: null,
  // a rate that earns (the default level pays nothing)
  levelType: 'linear',
  per1kCents: 200,
  maxCents: 6_000,
} as const;

const creatorRow = async (id: number) => (await h.db.select().from(creators).where(eq(creators.id, id)))[0];

/** The creator submits the simulated hosted onboarding page behind their link, as the browser posts its form. */
async function submitOnboarding(h: Harness, url: string) {
  const u = new URL(url);
  const account = u.pathname.split('/').at(-1) ?? '';
  const res = await fetch(`${h.url}${CONNECT_SIM_PREFIX}/onboarding/${account}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `link=${u.searchParams.get('link') ?? ''}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return { account, location: res.headers.get('location') };
}

async function stripeCreator(h: Harness) {
  const c = await userWithToken(h.app, { creator: { ...BRAZIL } });
  const id = c.creator?.id ?? 0;
  const res = await h.app.inject({ method: 'POST', url: `/api/creators/${id}/payout-methods/stripe`, headers: c.auth });
  expect(res.statusCode, res.body).toBe(200);
  const { account, location } = await submitOnboarding(h, res.json().data.url);
  return { ...c, id, account, location };
}

describe('setting up payouts with Stripe', () => {
  it('makes the Express account once, links to its onboarding, and is payable once Stripe says so', async () => {
    const c = await userWithToken(h.app, { creator: { ...BRAZIL } });
    const id = c.creator?.id ?? 0;
    const settings = `/api/creators/${id}/payment-settings`;
    const before = (await h.app.inject({ url: settings, headers: c.auth })).json().data;
    expect(before).toMatchObject({ payout_methods: ['stripe'], payout_method: null, is_payable: false });
    expect(before.missing).toEqual([MSG.missingPayoutMethod]);

    const post = () =>
      h.app.inject({ method: 'POST', url: `/api/creators/${id}/payout-methods/stripe`, headers: c.auth });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.url;
    expect(url).toContain(`${CONNECT_SIM_PREFIX}/onboarding/acct_`);
    const row = await creatorRow(id);
    expect(row).toMatchObject({ payoutMethod: 'stripe', stripePayoutsEnabled: false });
    expect(row?.stripeAccountId).toMatch(/^acct_/);
    // a second click reuses the account, with a new link
    const again = await post();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url).not.toBe(url);
    expect((await creatorRow(id))?.stripeAccountId).toBe(row?.stripeAccountId);
    expect(new URL(again.json().data.url).pathname).toBe(new URL(url).pathname);

    const { account, location } = await submitOnboarding(h, again.json().data.url);
    expect(account).toBe(row?.stripeAccountId);
    expect(location).toBe('http://hookline.test/app/account/payment-settings');
    expect((await creatorRow(id))?.stripePayoutsEnabled).toBe(true);
    const after = (await h.app.inject({ url: settings, headers: c.auth })).json().data;
    expect(after).toMatchObject({ payout_method: 'stripe', is_payable: true, missing: [] });

    // saving the payment settings again keeps the Stripe account as the method
    const put = await h.app.inject({
      method: 'PUT',
      url: settings,
      headers: c.auth,
      payload: {
        legal_name: 'Ada Creator',
        address_street: '1 Bill Street',
        address_postcode: '10115',
        address_city: 'São Paulo',
        address_country: 'BR',
        tax_status: 'private',
        account_holder: '',
        iban: '',
        bic: '',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().settings).toMatchObject({ payout_method: 'stripe', is_payable: true });
  });

  it('makes the creator unpayable when the account disconnects', async () => {
    const c = await stripeCreator(h);
    expect((await creatorRow(c.id))?.stripePayoutsEnabled).toBe(true);
    expect((await simulatorBank(h, 'connect/deauthorize', `account=${c.account}`)).status).toBe(200);
    expect((await creatorRow(c.id))?.stripePayoutsEnabled).toBe(false);
    const s = (await h.app.inject({ url: `/api/creators/${c.id}/payment-settings`, headers: c.auth })).json().data;
    expect(s).toMatchObject({ payout_method: 'stripe', is_payable: false });
  });

  it('refuses a creator in a SEPA country or without a country, with the reason', async () => {
    for (const creator of [{ ...COMPLETE_PAYMENT_SETTINGS }, { ...BRAZIL, addressCountry: null }]) {
      const c = await userWithToken(h.app, { creator });
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/creators/${c.creator?.id}/payout-methods/stripe`,
        headers: c.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.stripePayoutsNotOffered);
      expect((await creatorRow(c.creator?.id ?? 0))?.stripeAccountId).toBeNull();
    }
  });
});

describe('paying a bill by transfer', () => {
  it('transfers once to the connected account and books the bill paid, however many ask at once', async () => {
    const c = await stripeCreator(h);
    await settledVideo(h.db, { creatorId: c.id, views: 10_000 });
    await generateBills(h.ctx, { until: new Date(Date.now() + 1000) });
    const [bill] = await h.db.select().from(bills).where(eq(bills.creatorId, c.id));
    expect(bill?.status).toBe('open');
    const billId = bill?.id ?? 0;
    const results = await Promise.allSettled([payStripeBill(h.ctx, { billId }), payStripeBill(h.ctx, { billId })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['billAlreadyPaid', 'billNotOpen']).toContain(refused.reason.key);
    const [paid] = await h.db.select().from(bills).where(eq(bills.id, billId));
    expect(paid).toMatchObject({ status: 'paid', stripeTransferId: expect.stringMatching(/^tr_/) });
    const transfers = await stripeClient(h.ctx).transfers.list({ destination: c.account });
    expect(transfers.data.map((t) => [t.id, t.amount, t.metadata.bill_id])).toEqual([
      [paid?.stripeTransferId, bill?.amountCents, String(billId)],
    ]);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it('refuses a bill of a creator whose account is not payable, writing nothing', async () => {
    const c = await stripeCreator(h);
    await simulatorBank(h, 'connect/deauthorize', `account=${c.account}`);
    await settledVideo(h.db, { creatorId: c.id, views: 5_000 });
    await generateBills(h.ctx, { until: new Date(Date.now() + 1000) });
    const [bill] = await h.db.select().from(bills).where(eq(bills.creatorId, c.id));
    await expect(payStripeBill(h.ctx, { billId: bill?.id ?? 0 })).rejects.toMatchObject({ key: 'billNotPayable' });
    const [after] = await h.db
      .select()
      .from(bills)
      .where(eq(bills.id, bill?.id ?? 0));
    expect(after).toMatchObject({ status: 'open', stripeTransferId: null });
  });
});
