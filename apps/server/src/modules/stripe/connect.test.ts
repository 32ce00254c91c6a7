// Paying creators by Stripe Connect Express, against the Connect simulator, through the official `stripe` client as
// the payout seam calls it: the account, its onboarding, transfers with their idempotency and refusals, reversals,
// a payout returned by the creator's bank, a disconnection, and the signed events each one sends.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema';
import type { Harness } from '../../test/harness';
import { useHarness } from '../../test/harness';
import { simulatorBank } from '../../test/musician-payments';
import { stripeClient, stripeWebhooks } from './client';
import {
  BILL_METADATA_KEY,
  ConnectRefusal,
  createExpressAccount,
  dashboardLink,
  onboardingLink,
  parseConnectEvent,
  transferBill,
} from './connect';
import { CONNECT_SIM_PREFIX, connectSimulatorEvents, PAYOUT_FAILURES } from './connect-simulator';
import { simulatorKeys } from './sim-keys';

const h = useHarness();
const RETURN = 'https://hookline.test/creator/payouts?connected=1';
const REFRESH = 'https://hookline.test/creator/payouts?again=1';

/** The page of a simulator url (its host is APP_URL), fetched from the server under test. */
const onServer = (h: Harness, url: string) => {
  const u = new URL(url);
  return `${h.url}${u.pathname}${u.search}`;
};

/** The last event of a type the simulator sent for an account, verified as the webhook verifies it. */
function lastEvent(h: Harness, type: string, account?: string): Stripe.Event {
  const secret = simulatorKeys(h.dataDir).webhookSecret;
  // the simulator's list is the process's: other test files' servers (other data folders, other secrets) add to it,
  // so the event is picked by its account before it is verified with this server's secret
  const sent = connectSimulatorEvents
    .filter((e) => e.type === type)
    .filter((e) => account === undefined || (JSON.parse(e.payload) as { account?: string }).account === account)
    .at(-1);
  if (!sent) throw new Error(`no ${type} event${account ? ` for ${account}` : ''}`);
  return stripeWebhooks.constructEvent(sent.payload, sent.signature, secret);
}

const recorded = async (h: Harness, id: string) =>
  (await h.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length;

async function refusal(p: Promise<unknown>): Promise<ConnectRefusal> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConnectRefusal);
  return err as ConnectRefusal;
}

/** Goes through an account's hosted onboarding page as the creator does. */
async function submitOnboarding(h: Harness, account: string) {
  const { url } = await onboardingLink(h.ctx, { account, returnUrl: RETURN, refreshUrl: REFRESH });
  const token = new URL(url).searchParams.get('link') ?? '';
  const res = await fetch(`${h.url}${CONNECT_SIM_PREFIX}/onboarding/${account}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `link=${token}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
}

/** A creator's Express account taken through the hosted onboarding page. */
async function onboarded(h: Harness, creatorId: number, country = 'BR') {
  const { account } = await createExpressAccount(h.ctx, { creatorId, email: `c${creatorId}@example.com`, country });
  await submitOnboarding(h, account);
  return account;
}

describe('an Express account and its onboarding', () => {
  it('is made with Stripe’s Account shape: transfers requested, not payable until onboarded', async () => {
    const { account } = await createExpressAccount(h.ctx, { creatorId: 7, email: 'c7@example.com', country: 'BR' });
    expect(account).toMatch(/^acct_[0-9a-f]{16}$/);
    const a = await stripeClient(h.ctx).accounts.retrieve(account);
    expect(a).toMatchObject({
      id: account,
      object: 'account',
      type: 'express',
      country: 'BR',
      email: 'c7@example.com',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      metadata: { creator_id: '7' },
    });
    expect(a.requirements?.currently_due).toEqual(expect.arrayContaining(['external_account', 'tos_acceptance.date']));
    expect(a.requirements?.disabled_reason).toBe('requirements.past_due');
  });

  it('a transfer to an account not onboarded is refused as Stripe refuses it; once onboarded its key pays', async () => {
    const { account } = await createExpressAccount(h.ctx, { creatorId: 8, email: 'c8@example.com', country: 'US' });
    const pay = () => transferBill(h.ctx, { account, amountCents: 1000, billId: 1, idempotencyKey: 'k-8' });
    const r = await refusal(pay());
    expect(r.code).toBe('insufficient_capabilities_for_transfer');
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/capabilities enabled: transfers/);
    const raw = await stripeClient(h.ctx)
      .transfers.create({ amount: 1, currency: 'eur', destination: account })
      .catch((e: unknown) => e);
    expect(raw).toMatchObject({ type: 'StripeInvalidRequestError', code: 'insufficient_capabilities_for_transfer' });
    // the refusal is not kept under its key: the same key pays once the creator has onboarded
    await submitOnboarding(h, account);
    expect((await pay()).transferId).toMatch(/^tr_test_/);
  });

  it('the hosted page shows Stripe’s steps in the creator’s language, and submitting it makes the account payable', async () => {
    const { account } = await createExpressAccount(h.ctx, { creatorId: 9, email: 'c9@example.com', country: 'BR' });
    const link = await onboardingLink(h.ctx, { account, returnUrl: RETURN, refreshUrl: REFRESH, locale: 'de' });
    expect(link.url).toContain(`${CONNECT_SIM_PREFIX}/onboarding/${account}?link=`);
    const ttl = link.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const de = await fetch(onServer(h, link.url));
    expect(de.status).toBe(200);
    const html = await de.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Auszahlungen mit Stripe einrichten');
    expect(html).toContain('Identität bestätigen');
    expect(html).toContain('Formular W-8BEN'); // a person outside the US
    expect(html.match(/<button/g)).toHaveLength(1);
    // without a locale, the browser's language
    const es = await fetch(onServer(h, link.url).replace(/&?locale=de/, ''), {
      headers: { 'accept-language': 'es-MX' },
    });
    expect(await es.text()).toContain('Configura tus pagos con Stripe');

    const token = new URL(link.url).searchParams.get('link') ?? '';
    const submit = () =>
      fetch(`${h.url}${CONNECT_SIM_PREFIX}/onboarding/${account}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `link=${token}`,
        redirect: 'manual',
      });
    const done = await submit();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(RETURN);
    const a = await stripeClient(h.ctx).accounts.retrieve(account);
    expect(a).toMatchObject({ details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' } });
    expect(a.requirements?.currently_due).toEqual([]);

    const event = lastEvent(h, 'account.updated', account);
    expect(event.account).toBe(account);
    expect(event.data.object).toMatchObject({ id: account, payouts_enabled: true });
    expect(parseConnectEvent(event)).toEqual({ kind: 'account_payable', account });
    expect(await recorded(h, event.id)).toBe(1); // the server's webhook took it (its signature passed)

    // a used link goes to refresh_url, as Stripe's single-use links do
    const again = await submit();
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(REFRESH);
    const page = await fetch(onServer(h, link.url), { redirect: 'manual' });
    expect(page.headers.get('location')).toBe(REFRESH);
  });

  it('a US person is asked for form W-9', async () => {
    const { account } = await createExpressAccount(h.ctx, { creatorId: 10, email: 'c10@example.com', country: 'US' });
    const link = await onboardingLink(h.ctx, { account, returnUrl: RETURN, refreshUrl: REFRESH, locale: 'en' });
    expect(await (await fetch(onServer(h, link.url))).text()).toContain('Form W-9');
  });

  it('the Express dashboard link exists only once the account is onboarded', async () => {
    const { account } = await createExpressAccount(h.ctx, { creatorId: 11, email: 'c11@example.com', country: 'MX' });
    const early = await refusal(dashboardLink(h.ctx, { account }));
    expect(early.status).toBe(400);
    const ready = await onboarded(h, 12);
    const { url } = await dashboardLink(h.ctx, { account: ready });
    expect(url).toContain(`${CONNECT_SIM_PREFIX}/express/${ready}`);
    const res = await fetch(onServer(h, url));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Express dashboard');
    // without the link's token the page is not shown
    expect((await fetch(`${h.url}${CONNECT_SIM_PREFIX}/express/${ready}`)).status).toBe(404);
  });

  it('the Stripe API refuses a caller without the simulator’s key', async () => {
    const res = await fetch(`${h.url}/v1/accounts`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_wrong', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=express&country=BR',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('transfers of bills', () => {
  it('pays a bill once: Stripe’s Transfer shape, the same key answers the same transfer, other params are refused', async () => {
    const account = await onboarded(h, 20);
    const first = await transferBill(h.ctx, {
      account,
      amountCents: 12_345,
      billId: 501,
      idempotencyKey: 'bill-501-1',
    });
    expect(first.transferId).toMatch(/^tr_test_/);
    const t = await stripeClient(h.ctx).transfers.retrieve(first.transferId);
    expect(t).toMatchObject({
      id: first.transferId,
      object: 'transfer',
      amount: 12_345,
      amount_reversed: 0,
      currency: 'eur',
      destination: account,
      livemode: false,
      metadata: { [BILL_METADATA_KEY]: '501' },
      reversed: false,
      transfer_group: 'bill_501',
      reversals: { object: 'list', data: [] },
    });
    // a retry after a lost answer: the same transfer, not a second payment
    const retry = await transferBill(h.ctx, {
      account,
      amountCents: 12_345,
      billId: 501,
      idempotencyKey: 'bill-501-1',
    });
    expect(retry.transferId).toBe(first.transferId);
    const listed = await stripeClient(h.ctx).transfers.list({ destination: account });
    expect(listed.data.map((x) => x.id)).toEqual([first.transferId]);
    // the key with other parameters: Stripe's idempotency_error
    const r = await refusal(
      transferBill(h.ctx, { account, amountCents: 999, billId: 501, idempotencyKey: 'bill-501-1' }),
    );
    expect(r.code).toBe('idempotency_error');
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/same parameters they were first used with/);
    // a new key is a new transfer
    const second = await transferBill(h.ctx, { account, amountCents: 999, billId: 502, idempotencyKey: 'bill-502-1' });
    expect(second.transferId).not.toBe(first.transferId);
  });

  it('a transfer to an account that does not exist is refused (resource_missing)', async () => {
    const r = await refusal(
      transferBill(h.ctx, { account: 'acct_0000000000000000', amountCents: 100, billId: 1, idempotencyKey: 'none-1' }),
    );
    expect(r.code).toBe('resource_missing');
  });

  it('a reversal sends transfer.reversed naming the bill and the reason; nothing is reversed twice', async () => {
    const account = await onboarded(h, 21);
    const { transferId } = await transferBill(h.ctx, {
      account,
      amountCents: 5000,
      billId: 610,
      idempotencyKey: 'b610',
    });
    const stripe = stripeClient(h.ctx);
    const reversal = await stripe.transfers.createReversal(transferId, { metadata: { reason: 'bill cancelled' } });
    expect(reversal).toMatchObject({
      object: 'transfer_reversal',
      amount: 5000,
      currency: 'eur',
      transfer: transferId,
      metadata: { reason: 'bill cancelled' },
    });
    expect(reversal.id).toMatch(/^trr_/);
    const event = lastEvent(h, 'transfer.reversed');
    expect(event.account).toBeUndefined(); // a transfer lives on the platform's account
    expect(event.data.object).toMatchObject({ id: transferId, reversed: true, amount_reversed: 5000 });
    expect(parseConnectEvent(event)).toEqual({ kind: 'transfer_reversed', billId: 610, reason: 'bill cancelled' });
    expect(await recorded(h, event.id)).toBe(1);
    const twice = await stripe.transfers.createReversal(transferId).catch((e) => e);
    expect(twice).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
  });
});

describe('what happens outside the platform', () => {
  it('a payout returned by the creator’s bank sends payout.failed with the account and Stripe’s failure code', async () => {
    const account = await onboarded(h, 30);
    await transferBill(h.ctx, { account, amountCents: 7000, billId: 700, idempotencyKey: 'b700' });
    expect((await simulatorBank(h, 'connect/payout-failure', `account=${account}&failure_code=nope`)).status).toBe(400);
    const res = await simulatorBank(h, 'connect/payout-failure', `account=${account}&failure_code=no_account`);
    expect(res.status).toBe(200);
    const event = lastEvent(h, 'payout.failed', account);
    expect(event.account).toBe(account);
    expect(event.data.object).toMatchObject({
      object: 'payout',
      amount: 7000,
      currency: 'eur',
      status: 'failed',
      failure_code: 'no_account',
      failure_message: PAYOUT_FAILURES.no_account,
    });
    expect(parseConnectEvent(event)).toEqual({
      kind: 'payout_failed',
      account,
      failureCode: 'no_account',
      reasonText: PAYOUT_FAILURES.no_account,
    });
    expect(await recorded(h, event.id)).toBe(1);
    // the bills behind it are reached through the account's transfers
    const transfers = await stripeClient(h.ctx).transfers.list({ destination: account });
    expect(transfers.data.map((t) => t.metadata[BILL_METADATA_KEY])).toEqual(['700']);
    // Stripe stops the account's payouts until it has a new bank account: no longer payable
    const after = lastEvent(h, 'account.updated', account);
    expect(after.data.object).toMatchObject({ payouts_enabled: false });
    expect(parseConnectEvent(after)).toEqual({ kind: 'ignored' });
    const r = await refusal(transferBill(h.ctx, { account, amountCents: 100, billId: 701, idempotencyKey: 'b701' }));
    expect(r.code).toBe('insufficient_capabilities_for_transfer');
  });

  it('the bank side takes the simulator’s key', async () => {
    const res = await fetch(`${h.url}${CONNECT_SIM_PREFIX}/payout-failure`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_wrong', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=acct_x&failure_code=account_closed',
    });
    expect(res.status).toBe(401);
  });

  it('a disconnected account sends account.application.deauthorized and receives nothing more', async () => {
    const account = await onboarded(h, 31);
    expect((await simulatorBank(h, 'connect/deauthorize', `account=${account}`)).status).toBe(200);
    const event = lastEvent(h, 'account.application.deauthorized', account);
    expect(event.data.object).toMatchObject({ object: 'application' });
    expect(parseConnectEvent(event)).toEqual({ kind: 'deauthorized', account });
    expect(await recorded(h, event.id)).toBe(1);
    const r = await refusal(transferBill(h.ctx, { account, amountCents: 100, billId: 800, idempotencyKey: 'b800' }));
    expect(r.code).toBe('resource_missing');
    expect((await simulatorBank(h, 'connect/deauthorize', `account=${account}`)).status).toBe(404);
  });
});

describe('reading events', () => {
  const event = (type: string, object: object, account?: string) =>
    ({
      id: 'evt_x',
      object: 'event',
      type,
      data: { object },
      ...(account ? { account } : {}),
    }) as unknown as Stripe.Event;

  it('ignores what does not concern paying creators', () => {
    expect(parseConnectEvent(event('checkout.session.completed', { id: 'cs_1' }))).toEqual({ kind: 'ignored' });
    // the platform's own payout names no connected account
    expect(parseConnectEvent(event('payout.failed', { failure_code: 'account_closed' }))).toEqual({ kind: 'ignored' });
    // an account still missing something
    expect(
      parseConnectEvent(
        event('account.updated', { id: 'acct_1', details_submitted: true, payouts_enabled: false }, 'acct_1'),
      ),
    ).toEqual({ kind: 'ignored' });
    // a reversal of a transfer that pays no bill
    expect(
      parseConnectEvent(event('transfer.reversed', { id: 'tr_1', metadata: {}, reversals: { data: [] } })),
    ).toEqual({ kind: 'ignored' });
  });
});
