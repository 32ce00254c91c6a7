// Top up: the amount is checked by the shared schema, its price shown before paying.
import { MSG } from '@hookline/shared/messages';
import { bankTransferResponse, draftCheckoutResponse, draftPriceResponse } from '@hookline/shared/musician-campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, served } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { TopUpButton } from './top-up-button';

const price = {
  budget_cents: 20_000,
  fee_cents: 3000,
  fee_percent: 15,
  fee_min_cents: 2500,
  net_cents: 23_000,
  vat_country: 'DE',
  vat_rate_percent: 19,
  vat_rule: 'domestic' as const,
  vat_cents: 4370,
  total_cents: 27_370,
  credit_cents: 0,
  to_pay_cents: 27_370,
  currency: 'eur' as const,
};

const transfer = {
  payment_id: 91,
  reference: 'HL-ABCD-EF23',
  amount_cents: 27_370,
  account_holder: 'Hookline GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  status: 'open',
};

/** The Top up dialog opened, its price and Checkout served: where the browser is sent, and the body sent. */
async function openTopUp(checkoutUrl: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  let body: unknown = null;
  fakeApi({
    'GET /api/musician/price': served(draftPriceResponse, { data: price }),
    'POST /api/musician/campaigns/:id/top-up': (request: FakeRequest) => {
      body = request.body;
      return served(draftCheckoutResponse, { data: { url: checkoutUrl, price } });
    },
    'POST /api/musician/campaigns/:id/top-up/bank-transfer': (request: FakeRequest) => {
      body = request.body;
      return served(bankTransferResponse, { data: { price, transfer } });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<TopUpButton campaignId={4} />);
  await user.click(screen.getByRole('button', { name: 'Top up' }));
  return { assign, sent: () => body, user };
}

describe('TopUpButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a too small amount, shows the price of a valid one, and pays through Checkout', async () => {
    const { assign, sent, user } = await openTopUp('http://hookline.test/stripe-sim/checkout/cs_t');
    const amount = await screen.findByLabelText('Amount added to the budget (EUR)');
    await user.type(amount, '0.5');
    expect(await screen.findByText('The top-up must be at least 1 EUR')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '200');
    expect(await screen.findByText('€273.70')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://hookline.test/stripe-sim/checkout/cs_t'));
    expect(sent()).toEqual({ amount_eur: 200, rail: 'card', end_refund: 'original' });
  });

  it('shows the budget, fee and VAT before paying and offers the checkout rails and the end-of-campaign refund', async () => {
    const { assign, sent, user } = await openTopUp('http://hookline.test/stripe-sim/checkout/cs_s');
    const dialog = await screen.findByRole('dialog', { name: 'Top up the budget' });
    await user.type(within(dialog).getByLabelText('Amount added to the budget (EUR)'), '200');
    expect(await within(dialog).findByText('Budget (what creators can earn)')).toBeTruthy();
    expect(within(dialog).getByText('€200.00')).toBeTruthy();
    expect(within(dialog).getByText('Service fee (15 %, at least €25.00)')).toBeTruthy();
    expect(within(dialog).getByText('€30.00')).toBeTruthy();
    expect(within(dialog).getByText('VAT 19 % (DE)')).toBeTruthy();
    expect(within(dialog).getByText('€43.70')).toBeTruthy();
    // card, SEPA Direct Debit or a bank transfer, as for a draft
    expect(within(dialog).getByRole('radio', { name: MSG.payByBankTransfer })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: MSG.payBySepa }));
    await user.click(within(dialog).getByRole('radio', { name: MSG.endRefundCredit }));
    await user.click(within(dialog).getByRole('button', { name: MSG.payBySepa }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://hookline.test/stripe-sim/checkout/cs_s'));
    expect(sent()).toEqual({ amount_eur: 200, rail: 'sepa_debit', end_refund: 'credit' });
  });

  it('pays by bank transfer: the reference, the account and the pro-forma stay in the dialog, nobody is sent away', async () => {
    const { assign, sent, user } = await openTopUp('http://hookline.test/unused');
    const dialog = await screen.findByRole('dialog', { name: 'Top up the budget' });
    await user.type(within(dialog).getByLabelText('Amount added to the budget (EUR)'), '200');
    await within(dialog).findByText('€273.70');
    await user.click(within(dialog).getByRole('radio', { name: MSG.payByBankTransfer }));
    await user.click(within(dialog).getByRole('button', { name: MSG.payByBankTransfer }));
    const details = await within(dialog).findByTestId('transfer-details');
    expect(within(details).getByText('HL-ABCD-EF23')).toBeTruthy();
    expect(within(details).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(within(details).getByRole('button', { name: MSG.bankTransferProForma })).toBeTruthy();
    expect(sent()).toEqual({ amount_eur: 200, end_refund: 'original' });
    expect(assign).not.toHaveBeenCalled();
  });
});
