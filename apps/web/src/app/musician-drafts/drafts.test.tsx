// A musician's New campaign, drafts list and preview.

import { musicianCampaign } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import {
  bankTransferResponse,
  DRAFT_MESSAGES,
  type DraftPrice,
  draftCheckoutResponse,
  draftPaymentStateResponse,
  draftPriceResponse,
  type MusicianDraft,
  musicianDraftList,
  musicianDraftResponse,
  musicianDraftSaved,
} from '@hookline/shared/musician-campaigns';
import { genreList } from '@hookline/shared/reference';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllTexts, switchLanguage } from '../../lib/language';
import { type FakeRequest, fakeApi, served, servedPage, signedInRoutes } from '../../test/fake-api';
import { renderRoute, renderWithProviders, signInAs } from '../../test/render';
import { DraftForm } from './draft-form';

const aDraft = (o: Partial<MusicianDraft> = {}): MusicianDraft => ({
  id: 7,
  status: 'draft',
  reject_reason: null,
  campaign_id: null,
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-01T10:00:00.000Z',
  draft: {
    description: '<p>Dance to the chorus</p>',
    start_date: '2031-01-01T10:00:00.000Z',
    end_date: '2031-02-01T10:00:00.000Z',
    budget_eur: 250,
    hashtags: ['#summer'],
    territories: [5],
    song: { title: 'Summer Nights', artist: 'The Waves', genre_id: 1, spotify_url: 'https://open.spotify.com/track/1' },
  },
  ...o,
});

/** The price of a €250 draft in Germany (15 % fee, 19 % VAT), with a test's overrides. */
const draftPrice = (o: Partial<DraftPrice> = {}): DraftPrice => ({
  budget_cents: 25_000,
  fee_cents: 3750,
  fee_percent: 15,
  fee_min_cents: 2500,
  net_cents: 28_750,
  vat_country: 'DE',
  vat_rate_percent: 19,
  vat_rule: 'domestic',
  vat_cents: 5463,
  total_cents: 34_213,
  credit_cents: 0,
  to_pay_cents: 34_213,
  currency: 'eur',
  ...o,
});

const routes = (drafts: MusicianDraft[]) => ({
  ...signedInRoutes(signInAs('musician')),
  'GET /api/musician/campaigns': servedPage(musicianCampaign, []),
  'GET /api/musician/drafts': served(musicianDraftList, { data: { items: drafts } }),
  'GET /api/musician/genres': served(genreList, [{ id: 1, name: 'Pop' }]),
});

describe('musician drafts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the drafts with New campaign; Delete asks first, then deletes', async () => {
    const api = fakeApi({
      ...routes([aDraft()]),
      'DELETE /api/musician/drafts/:id': { message: DRAFT_MESSAGES.deleted },
    });
    const user = userEvent.setup();
    renderRoute('/app/musician-campaigns');
    const card = await screen.findByTestId('draft-card');
    expect(within(card).getByText('Summer Nights')).toBeTruthy();
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe(
      '/app/musician-campaigns/drafts/new',
    );
    expect(within(card).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/app/musician-campaigns/drafts/7/preview',
    );
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DRAFT_MESSAGES.deleteConfirm)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/7'))).toBe(true));
  });

  it('a paid or rejected draft cannot be edited or deleted; the rejection reason is shown', async () => {
    fakeApi(routes([aDraft({ status: 'rejected', reject_reason: 'The song is not out yet.' })]));
    renderRoute('/app/musician-campaigns');
    const card = await screen.findByTestId('draft-card');
    expect(within(card).getByText('The song is not out yet.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("the form uses Create Campaign's texts and has no admin fields", async () => {
    const api = fakeApi(routes([]));
    const user = userEvent.setup();
    renderWithProviders(<DraftForm onSaved={() => {}} />);
    expect(screen.queryByLabelText(/Max Creator Level/)).toBeNull();
    expect(screen.queryByLabelText(/Musician/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(MSG.startDateRequired)).toBeTruthy();
    expect(screen.getByText('Please enter the song title')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a draft: PUT with the changed budget and no admin field', async () => {
    let sent: Record<string, unknown> | null = null;
    fakeApi({
      ...routes([]),
      'PUT /api/musician/drafts/:id': ({ body }: FakeRequest) => {
        sent = body as Record<string, unknown>;
        return served(musicianDraftSaved, { message: DRAFT_MESSAGES.updated, data: aDraft() });
      },
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DraftForm draft={aDraft()} onSaved={onSaved} />);
    const budget = screen.getByLabelText(/Budget/);
    await user.clear(budget);
    await user.type(budget, '300');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject({ budget_eur: 300, territories: [5], song: { title: 'Summer Nights', genre_id: 1 } });
    expect(sent).not.toHaveProperty('max_level_id');
    expect(sent).not.toHaveProperty('musician_id');
  });

  it("offers the territories in the musician's language", async () => {
    fakeApi(routes([]));
    await switchLanguage('de');
    await loadAllTexts();
    try {
      const user = userEvent.setup();
      renderWithProviders(<DraftForm draft={aDraft()} onSaved={() => {}} />);
      expect(screen.getByText('Europa')).toBeTruthy(); // the draft's territory, id 5
      await user.click(screen.getByLabelText(/^Gebiete/));
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        'LATAM',
        'Nordamerika',
        'Afrika',
        'GSA',
        'Europa',
        'Asien',
        'Ozeanien',
        'alle',
      ]);
    } finally {
      await switchLanguage('en');
    }
  });

  it('previews the draft as creators will see it', async () => {
    fakeApi({
      ...routes([aDraft()]),
      'GET /api/musician/drafts/:id': served(musicianDraftResponse, { data: aDraft() }),
    });
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    const preview = await screen.findByTestId('draft-preview');
    expect(within(preview).getByText('Summer Nights')).toBeTruthy();
    expect(within(preview).getByText('Dance to the chorus')).toBeTruthy();
    expect(within(preview).getByText('#summer')).toBeTruthy();
    expect(await within(preview).findByText('Pop')).toBeTruthy();
  });

  it('shows budget, fee, VAT and total before paying; Pay by card goes to the hosted checkout page', async () => {
    const price = draftPrice();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeApi({
      ...routes([aDraft()]),
      'GET /api/musician/drafts/:id': served(musicianDraftResponse, { data: aDraft() }),
      'GET /api/musician/drafts/:id/price': served(draftPriceResponse, { data: price }),
      'GET /api/musician/drafts/:id/payment': served(draftPaymentStateResponse, { data: null }),
      'POST /api/musician/drafts/:id/checkout': ({ body }: FakeRequest) => {
        sentCheckout = body;
        return served(draftCheckoutResponse, {
          data: { url: 'http://hookline.test/stripe-sim/checkout/cs_test_1', price },
        });
      },
    });
    let sentCheckout: unknown = null;
    const user = userEvent.setup();
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    expect((await screen.findByTestId('price-total')).textContent).toBe('€342.13');
    expect(screen.getByText('Service fee (15 %, at least €25.00)')).toBeTruthy();
    expect(screen.getByText('€37.50')).toBeTruthy();
    expect(screen.getByText('VAT 19 % (DE)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://hookline.test/stripe-sim/checkout/cs_test_1'));
    expect(sentCheckout).toEqual({ rail: 'card', end_refund: 'original' });
  });

  it('by bank transfer: shows the amount, our account, the reference and its pro-forma; the end-refund choice is sent', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const price = draftPrice({ credit_cents: 1213, to_pay_cents: 33_000 });
    const transfer = {
      payment_id: 4,
      reference: 'HL-ABCD-EFGH',
      amount_cents: 33_000,
      account_holder: 'Hookline Demo GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      status: 'open',
    };
    let sent: unknown = null;
    let state: { data: null | object } = { data: null };
    const api = fakeApi({
      ...routes([aDraft()]),
      'GET /api/musician/drafts/:id': served(musicianDraftResponse, { data: aDraft() }),
      'GET /api/musician/drafts/:id/price': served(draftPriceResponse, { data: price }),
      'GET /api/musician/drafts/:id/payment': () => served(draftPaymentStateResponse, state as never),
      'GET /api/musician/payments/4/pro-forma': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      'POST /api/musician/drafts/:id/bank-transfer': ({ body }: FakeRequest) => {
        sent = body;
        state = { data: { id: 4, rail: 'bank_transfer', status: 'open', to_pay_cents: 33_000, transfer } };
        return served(bankTransferResponse, { data: { price, transfer } });
      },
    });
    const user = userEvent.setup();
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    // the credit is shown in the price
    expect((await screen.findByTestId('price-credit')).textContent).toBe('−€12.13');
    expect(screen.getByTestId('price-to-pay').textContent).toBe('€330.00');
    await user.click(screen.getByRole('radio', { name: MSG.payByBankTransfer }));
    await user.click(screen.getByRole('radio', { name: MSG.endRefundCredit }));
    await user.click(screen.getByRole('button', { name: MSG.payByBankTransfer }));
    const details = await screen.findByTestId('transfer-details');
    expect(sent).toEqual({ end_refund: 'credit' });
    expect(within(details).getByText('HL-ABCD-EFGH')).toBeTruthy();
    expect(within(details).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(within(details).getByText('€330.00')).toBeTruthy();
    // while the transfer is awaited no second payment is offered
    expect(screen.queryByRole('button', { name: MSG.payByBankTransfer })).toBeNull();
    // the transfer pays against the payment's pro-forma
    await user.click(within(details).getByRole('button', { name: MSG.bankTransferProForma }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/musician/payments/4/pro-forma')).toHaveLength(1));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('tells the musician when the last payment failed', async () => {
    fakeApi({
      ...routes([aDraft()]),
      'GET /api/musician/drafts/:id': served(musicianDraftResponse, { data: aDraft() }),
      'GET /api/musician/drafts/:id/payment': served(draftPaymentStateResponse, {
        data: { id: 3, rail: 'card', status: 'failed', to_pay_cents: 100, transfer: null },
      }),
    });
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    expect((await screen.findByTestId('payment-failed')).textContent).toBe(MSG.paymentFailed);
  });
});
