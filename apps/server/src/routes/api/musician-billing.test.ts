// Musicians' billing (docs/engine.md "Invoices to musicians", "VAT on musicians' payments"): billing details and the
// VAT rule they decide, shown before paying; an invoice for a paid payment, a credit note for its refund, read
// back from their PDFs; pro-formas of unpaid payments; every document for its musician only; gapless numbers under
// concurrent payments; the ledger check's invoice rules.

import { MSG } from '@hookline/shared/messages';
import { FRENCH_BUSINESS_DETAILS } from '@hookline/shared/test/billing-details-sample';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments, draftPayments } from '../../db/schema';
import { checkLedger } from '../../modules/ledger/invariants';
import { issueCreditNote, issueInvoice } from '../../modules/musician-billing/documents';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { readPdf } from '../../test/pdf-read';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

type Auth = { authorization: string };
const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const draftBody = (budget: number, title = 'Billed Song') => ({
  start_date: inHours(2),
  end_date: inHours(24 * 30),
  budget_eur: budget,
  territories: [4],
  song: { title, artist: 'The Waves', genre: { name: 'Pop' }, spotify_url: 'https://open.spotify.com/track/b' },
});
const details = (o: Partial<Record<string, unknown>> = {}) => ({ ...FRENCH_BUSINESS_DETAILS, ...o });

const put = (auth: Auth, payload: object) =>
  h.app.inject({ method: 'PUT', url: '/api/musician/billing-details', headers: auth, payload });

async function draftOf(auth: Auth, budget = 1000, title?: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/musician/drafts',
    headers: auth,
    payload: draftBody(budget, title),
  });
  return res.json().data.id as number;
}

/** Checkout, then the simulator's hosted page paid (or failed) by card. */
async function pay(auth: Auth, draftId: number, outcome: 'success' | 'fail' | null = 'success') {
  const checkout = await h.app.inject({
    method: 'POST',
    url: `/api/musician/drafts/${draftId}/checkout`,
    headers: auth,
  });
  expect(checkout.statusCode).toBe(200);
  const page = new URL(checkout.json().data.url as string).pathname;
  if (outcome)
    await h.app.inject({
      method: 'POST',
      url: page,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.draftId, draftId));
  return payment as typeof draftPayments.$inferSelect;
}

const list = async (auth: Auth) =>
  (await h.app.inject({ url: '/api/musician/billing/documents', headers: auth })).json().data.items as {
    kind: string;
    id: number | null;
    number: string | null;
    payment_id: number;
    total_cents: number;
    payment_status: string;
    pdf_url: string;
  }[];

async function pdfText(url: string, auth: Auth) {
  const res = await h.app.inject({ url, headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (process.env.PDF_OUT)
    (await import('node:fs')).writeFileSync(`${process.env.PDF_OUT}/${url.replace(/\W+/g, '-')}.pdf`, res.rawPayload);
  return (await readPdf(res.rawPayload)).lines.map((l) => l.text).join('\n');
}

describe('billing details and the VAT rule', () => {
  it('validates the details: a consumer has no VAT id, a member state VAT id must be one of that state', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    expect((await h.app.inject({ url: '/api/musician/billing-details', headers: me.auth })).json().data).toBeNull();
    const bad = await put(me.auth, details({ vat_id: 'FR123' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.billingVatIdInvalid);
    // a valid VAT id, but of another state than the country given
    expect((await put(me.auth, details({ country: 'DE' }))).body).toContain(MSG.billingVatIdInvalid);
    expect((await put(me.auth, details({ is_business: false }))).body).toContain(MSG.billingVatIdConsumer);
    expect((await put(me.auth, details({ legal_name: ' ' }))).body).toContain(MSG.billingLegalNameRequired);
    expect((await put(me.auth, details({ country: 'XX' }))).body).toContain(MSG.billingCountryRequired);
    const ok = await put(me.auth, details({ vat_id: 'fr 40 303 265 045' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: MSG.billingDetailsSaved, data: { vat_id: 'FR40303265045' } });
    expect((await h.app.inject({ url: '/api/musician/billing-details', headers: me.auth })).json().data).toMatchObject({
      legal_name: 'Wave Records SARL',
      country: 'FR',
      is_business: true,
    });
  });

  it('the price shown before paying follows the rule: home, EU consumer, reverse charge, outside the EU', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const id = await draftOf(me.auth, 1000);
    const price = async () =>
      (await h.app.inject({ url: `/api/musician/drafts/${id}/price`, headers: me.auth })).json().data;
    const topUp = async () =>
      (await h.app.inject({ url: '/api/musician/price?amount_eur=1000', headers: me.auth })).json().data;
    // no details: the platform country's rate (DE, 19 %)
    expect(await price()).toMatchObject({ vat_rule: 'domestic', vat_rate_percent: 19, vat_cents: 21_850 });
    await put(me.auth, details({ is_business: false, vat_id: '' }));
    expect(await price()).toMatchObject({ vat_rule: 'eu_consumer', vat_rate_percent: 19, total_cents: 136_850 });
    await put(me.auth, details());
    expect(await price()).toMatchObject({ vat_rule: 'reverse_charge', vat_rate_percent: 0, total_cents: 115_000 });
    expect(await topUp()).toMatchObject({ vat_rule: 'reverse_charge', vat_cents: 0 });
    // a German business pays German VAT, whatever its VAT id
    await put(me.auth, details({ country: 'DE', vat_id: 'DE136695976', postcode: '10115', city: 'Berlin' }));
    expect(await price()).toMatchObject({ vat_rule: 'domestic', vat_cents: 21_850 });
    await put(me.auth, details({ country: 'US', vat_id: '', postcode: '10001', city: 'New York' }));
    expect(await price()).toMatchObject({ vat_rule: 'outside_eu', vat_cents: 0, total_cents: 115_000 });
  });
});

describe('invoices, credit notes and pro-formas', () => {
  it('a paid payment gets its invoice; a rejection its credit note; both read back from their PDFs', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    await put(me.auth, details());
    const id = await draftOf(me.auth, 1000, 'Reverse Song');
    const payment = await pay(me.auth, id);
    expect(payment).toMatchObject({ status: 'paid', vatCents: 0, vatRule: 'reverse_charge', vatRateBp: 0 });
    let items = await list(me.auth);
    expect(items).toHaveLength(1);
    const invoice = items[0];
    expect(invoice).toMatchObject({ kind: 'invoice', payment_status: 'paid', total_cents: 115_000 });
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const text = await pdfText(invoice?.pdf_url as string, me.auth);
    expect(text).toContain(`Invoice ${invoice?.number}`);
    expect(text).toContain('Hookline Demo GmbH');
    expect(text).toContain('VAT ID: DE000000000');
    expect(text).toContain('Wave Records SARL');
    expect(text).toContain('VAT ID: FR40303265045');
    expect(text).toContain('Campaign budget: Reverse Song €1,000.00');
    expect(text).toContain('Service fee €150.00');
    expect(text).toContain('VAT 0 % (reverse charge): €0.00');
    expect(text).toContain('Total: €1,150.00');
    expect(text).toContain('Reverse charge: VAT is due from the recipient');

    const reject = await h.app.inject({
      method: 'POST',
      url: `/api/admin/campaign-drafts/${id}/reject`,
      headers: admin,
      payload: { reason: 'Not this song.' },
    });
    expect(reject.statusCode).toBe(200);
    items = await list(me.auth);
    expect(items.map((i) => [i.kind, i.payment_status])).toEqual([
      ['credit_note', 'refunded'],
      ['invoice', 'refunded'],
    ]);
    const note = items[0];
    expect(note?.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const noteText = await pdfText(note?.pdf_url as string, me.auth);
    expect(noteText).toContain(`Credit note ${note?.number}`);
    expect(noteText).toContain(`Corrects invoice: ${invoice?.number}`);
    expect(noteText).toContain('Total: -€1,150.00');
    // an admin reads both; the ledger check agrees with the documents
    expect(
      (await h.app.inject({ url: `/api/admin/billing-documents/${note?.id}/pdf`, headers: admin })).statusCode,
    ).toBe(200);
    expect(await checkLedger(h.db)).toEqual([]);
  });

  it("VAT at the platform's rate on a consumer's invoice; a failed payment gets none", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const failed = await pay(me.auth, await draftOf(me.auth, 200), 'fail');
    expect(failed.status).toBe('failed');
    expect(await list(me.auth)).toEqual([]);
    const payment = await pay(me.auth, await draftOf(me.auth, 1000, 'Home Song'));
    const [invoice] = await list(me.auth);
    expect(invoice).toMatchObject({ kind: 'invoice', payment_id: payment.id, total_cents: 136_850 });
    const text = await pdfText(invoice?.pdf_url as string, me.auth);
    expect(text).toContain('VAT 19 %: €218.50');
    expect(text).toContain('Total: €1,368.50');
    expect(text).not.toContain('Reverse charge');
  });

  it("a pro-forma of an unpaid payment carries its amount, reference and the platform's bank details", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const payment = await pay(me.auth, await draftOf(me.auth, 500, 'Open Song'), null);
    const [item] = await list(me.auth);
    expect(item).toMatchObject({ kind: 'pro_forma', id: null, payment_id: payment.id, payment_status: 'open' });
    const text = await pdfText(item?.pdf_url as string, me.auth);
    expect(text).toContain(`Pro-forma invoice HOOKLINE-P${payment.id}`);
    expect(text).toContain('Total: €684.25');
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX');
    expect(text).toContain(`Reference: HOOKLINE-P${payment.id}`);
    const other = await userWithToken(h.app, { userType: 'musician' });
    const stranger = await h.app.inject({ url: item?.pdf_url as string, headers: other.auth });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('NOT_FOUND');
    expect(
      (await h.app.inject({ url: `/api/admin/payments/${payment.id}/pro-forma`, headers: admin })).statusCode,
    ).toBe(200);
  });

  it("another musician's invoice does not exist for them", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    await pay(me.auth, await draftOf(me.auth));
    const [invoice] = await list(me.auth);
    const res = await h.app.inject({ url: invoice?.pdf_url as string, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(await list(other.auth)).toEqual([]);
    // a paid payment has no pro-forma any more
    expect(
      (await h.app.inject({ url: `/api/musician/payments/${invoice?.payment_id}/pro-forma`, headers: me.auth })).json()
        .message,
    ).toBe(MSG.billingProFormaOnlyUnpaid);
  });
});

describe("the admin's campaign card", () => {
  it('shows funded, spent, reserved and refunded of an approved musician campaign; admins only', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const id = await draftOf(me.auth, 800, 'Card Song');
    await pay(me.auth, id);
    const approve = await h.app.inject({
      method: 'POST',
      url: `/api/admin/campaign-drafts/${id}/approve`,
      headers: admin,
      payload: { max_level_id: 3 },
    });
    const campaignId = approve.json().data.campaign_id as number;
    const money = await h.app.inject({ url: `/api/admin/campaigns/${campaignId}/money`, headers: admin });
    expect(money.json().data).toEqual({
      funded_eur: 800,
      budget_spent_eur: 0,
      budget_reserved_eur: 0,
      budget_refunded_eur: 0,
      held: false,
      dispute_due_by: null,
    });
    expect((await h.app.inject({ url: `/api/admin/campaigns/${campaignId}/money`, headers: me.auth })).statusCode).toBe(
      403,
    );
    expect((await h.app.inject({ url: '/api/admin/campaigns/999999/money', headers: admin })).statusCode).toBe(404);
  });
});

describe('numbering', () => {
  it('concurrent payments take numbers without gaps; a rolled-back one gives its number back', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await pay(me.auth, await draftOf(me.auth, 100 + i), null);
      await h.db.update(draftPayments).set({ status: 'paid', paidAt: new Date() }).where(eq(draftPayments.id, p.id));
      ids.push(p.id);
    }
    const { config } = h.app.ctx;
    const year = 2031; // a year of its own: the series starts at 1
    const now = new Date(Date.UTC(year, 5, 1));
    const outcomes = await Promise.allSettled(
      ids.map((paymentId, i) =>
        h.db.transaction(async (tx) => {
          const doc = await issueInvoice(tx, config, paymentId, now);
          // every third payment's transaction fails after taking its number
          if (i % 3 === 1) throw new Error('recording the payment failed');
          return doc.seq;
        }),
      ),
    );
    const kept = outcomes
      .filter((o) => o.status === 'fulfilled')
      .map((o) => (o as PromiseFulfilledResult<number>).value);
    expect(kept).toHaveLength(ids.length - 3);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept.map((_, i) => i + 1));
    const rows = await h.db.select().from(billingDocuments).where(eq(billingDocuments.year, year));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(kept.map((_, i) => i + 1));
    // credit notes have their own series, also gapless, and never exceed the invoice
    const credited = rows.slice(0, 3);
    const notes = await Promise.all(
      credited.map((r) =>
        h.db.transaction((tx) => issueCreditNote(tx, config, { paymentId: r.paymentId, amountCents: 100, now })),
      ),
    );
    expect(notes.map((n) => n.seq).sort()).toEqual([1, 2, 3]);
    expect(notes.map((n) => n.number).sort()).toEqual([`CN-${year}-000001`, `CN-${year}-000002`, `CN-${year}-000003`]);
    await expect(
      h.db.transaction((tx) =>
        issueCreditNote(tx, config, { paymentId: credited[0]?.paymentId as number, amountCents: 10_000_000, now }),
      ),
    ).rejects.toThrow(/exceed/);
    // the payments marked paid by hand carry no ledger posting: leave them failed for the other tests' checks
    await h.db.delete(billingDocuments).where(eq(billingDocuments.year, year));
    for (const id of ids) await h.db.update(draftPayments).set({ status: 'failed' }).where(eq(draftPayments.id, id));
  });

  it('the ledger check reports a paid payment without its invoice, and an invoice of the wrong total', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const payment = await pay(me.auth, await draftOf(me.auth, 300));
    expect(await checkLedger(h.db)).toEqual([]);
    await h.db
      .update(billingDocuments)
      .set({ netCents: 1, vatCents: 0, totalCents: 1 })
      .where(eq(billingDocuments.paymentId, payment.id));
    const diffs = await checkLedger(h.db);
    expect(diffs.map((d) => d.explanation)).toEqual([
      `draft payment ${payment.id} (paid): its invoice's net must be ${payment.budgetCents + payment.feeCents}`,
      `draft payment ${payment.id} (paid): its invoice's VAT must be ${payment.vatCents}`,
      `draft payment ${payment.id} (paid): its invoice's total must be ${payment.totalCents}`,
    ]);
    await h.db.delete(billingDocuments).where(eq(billingDocuments.paymentId, payment.id));
    expect((await checkLedger(h.db)).map((d) => d.explanation)).toEqual([
      `draft payment ${payment.id} (paid): its number of invoices must be 1`,
    ]);
    await h.db.transaction((tx) => issueInvoice(tx, h.app.ctx.config, payment.id));
    expect(await checkLedger(h.db)).toEqual([]);
  });
});
