import {
  BILL_MESSAGES,
  DEFAULT_EXEMPTION_NOTE,
  type PaymentSettings,
  paymentSettingsSaved,
  paymentSettingsSchema,
} from '@hookline/shared/bills';
import { messageText } from '@hookline/shared/catalogue';

const IBAN_INVALID = BILL_MESSAGES.ibanInvalid;

import { MSG } from '@hookline/shared/messages';
import { stripeOnboardingResponse } from '@hookline/shared/payout-methods';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { startSession } from '../../../lib/session';
import { fakeApi, refusal, served, signedInRoutes } from '../../../test/fake-api';
import { identityOf, renderRoute, renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { accountDefaults, groupIban, PaymentSettingsForm } from './payment-settings-form';

// who is paid and where they live: the form sends these back as it got them
const person = {
  legal_name: 'Test User',
  address_street: 'Main St 1',
  address_postcode: '10115',
  address_city: 'Berlin',
  address_country: 'DE',
  tax_status: 'small_business',
} as const;

// nothing saved for the tax and the bank account
const noAccount = {
  tax_id: null,
  tax_exemption_note: null,
  account_holder: null,
  iban: null,
  bic: null,
  payout_method: null,
  payout_methods: ['sepa'] as ('sepa' | 'stripe' | 'paypal')[],
  is_payable: false,
} as const;

const empty: PaymentSettings = served(paymentSettingsSchema, {
  ...person,
  ...noAccount,
  missing: ['account holder', 'IBAN'],
});

/** What the form sent: its saves, not the reference lists it reads. */
const saves = <T extends { method: string }>(api: { calls: T[] }) => api.calls.filter((c) => c.method !== 'GET');

describe('PaymentSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an IBAN outside SEPA that passes the checksum (a Brazilian one) before sending', async () => {
    signInAs('creator');
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm creatorId={3} settings={empty} defaults={accountDefaults(userInfo('creator'))} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'BR18 0036 0305 0000 1000 9795 493C 1');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(BILL_MESSAGES.ibanNotSepa)).toBeTruthy();
    expect(saves(api)).toEqual([]);
  });

  it('offers every country, and asks no IBAN of a creator who chooses one outside SEPA, says how they will be paid, and saves address and tax status alone', async () => {
    signInAs('creator');
    const api = fakeApi({
      'GET /api/countries': [
        { id: 1, name: 'Germany', iso2: 'DE' },
        { id: 2, name: 'United States', iso2: 'US' },
        { id: 3, name: 'Japan', iso2: 'JP' },
      ],
      'PUT /api/creators/:id/payment-settings': served(paymentSettingsSaved, {
        message: MSG.userUpdated,
        data: userInfo('creator', { is_payable: false }),
        settings: {
          ...empty,
          address_country: 'US',
          payout_methods: [],
          missing: ['a payout method for your country'],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm creatorId={3} settings={empty} defaults={accountDefaults(userInfo('creator'))} />,
    );
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Account holder' })).toBeNull();
    expect(screen.getByTestId('stripe-payouts-after-save').textContent).toBe(
      messageText('stripePayoutsAfterSave', { country: 'United States' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await vi.waitFor(() => expect(saves(api)).toHaveLength(1), { timeout: 10_000 });
    expect(saves(api)[0]?.body).toMatchObject({ address_country: 'US', account_holder: '', iban: '', bic: '' });
  });

  it('offers a creator outside SEPA to set up payouts with Stripe, and goes to Stripe’s onboarding', async () => {
    signInAs('creator');
    const url = 'https://connect.stripe.com/setup/e/acct_1/abc';
    const api = fakeApi({
      'POST /api/creators/:id/payout-methods/stripe': served(stripeOnboardingResponse, { data: { url } }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    const br = { ...empty, address_country: 'BR', payout_methods: ['stripe' as const] };
    renderWithProviders(
      <PaymentSettingsForm creatorId={3} settings={br} defaults={accountDefaults(userInfo('creator'))} />,
    );
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(screen.queryByTestId('no-payout-method')).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.stripePayoutsSetUp }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url), { timeout: 10_000 });
    expect(saves(api).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/creators/3/payout-methods/stripe']);
  });

  it('says payouts go by Stripe once the connected account is payable', () => {
    signInAs('creator');
    fakeApi({});
    const ready = {
      ...empty,
      address_country: 'BR',
      payout_methods: ['stripe' as const],
      payout_method: 'stripe' as const,
      is_payable: true,
      missing: [],
    };
    renderWithProviders(
      <PaymentSettingsForm creatorId={3} settings={ready} defaults={accountDefaults(userInfo('creator'))} />,
    );
    expect(screen.getByTestId('stripe-payouts-ready').textContent).toBe(MSG.stripePayoutsReady);
    expect(screen.queryByRole('button', { name: MSG.stripePayoutsSetUp })).toBeNull();
  });

  it('groups an IBAN in fours', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('refuses an IBAN with a wrong checksum before sending, then saves a valid one', async () => {
    signInAs('creator');
    const api = fakeApi({
      'PUT /api/creators/:id/payment-settings': served(paymentSettingsSaved, {
        message: MSG.userUpdated,
        data: userInfo('creator', { is_payable: true }),
        settings: {
          ...empty,
          account_holder: 'Test User',
          iban: 'DE89370400440532013000',
          is_payable: true,
          missing: [],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm creatorId={3} settings={empty} defaults={accountDefaults(userInfo('creator'))} />,
    );
    expect((screen.getByRole('textbox', { name: 'Account holder' }) as HTMLInputElement).value).toBe('Test User');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(IBAN_INVALID)).toBeTruthy();
    expect(saves(api)).toEqual([]);

    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await vi.waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.userUpdated), {
      timeout: 10_000,
    });
    const put = saves(api)[0];
    expect(put?.path).toBe('/api/creators/3/payment-settings');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({
      ...person,
      tax_id: '',
      tax_exemption_note: DEFAULT_EXEMPTION_NOTE,
      account_holder: 'Test User',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: '',
    });
    expect(getClientState().user.info?.is_payable).toBe(true);
  }, 20_000);

  it('shows a refusal of the server under the IBAN field', async () => {
    signInAs('creator');
    fakeApi({ '/*': () => refusal(400, IBAN_INVALID, 'VALIDATION') });
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm
        creatorId={3}
        settings={{ ...empty, account_holder: 'A', iban: 'DE89370400440532013000', is_payable: true, missing: [] }}
        defaults={accountDefaults(null)}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement).value).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(IBAN_INVALID)).toBeTruthy();
    expect(getClientState().toasts.items).toEqual([]);
  });

  it('starts from the account (name, street, city, country) and says the banner is what is saved', async () => {
    const info = userInfo('creator', {
      first_name: 'Lena',
      last_name: 'Berg',
      street: 'Lindenstrasse',
      house_number: '12',
      city: 'Hamburg',
    });
    const creator = info.creator && { ...info.creator, country: { id: 4, name: 'Germany', iso2: 'DE' } };
    const account = { ...info, creator };
    startSession({ token: 't', identity: identityOf(account), info: account, activePage: 'campaigns' });
    const nothingSaved = served(paymentSettingsSchema, {
      legal_name: null,
      address_street: null,
      address_postcode: null,
      address_city: null,
      address_country: null,
      tax_status: null,
      ...noAccount,
      missing: ['legal name', 'address', 'country', 'tax status', 'account holder', 'IBAN'],
    });
    fakeApi({ ...signedInRoutes(account), 'GET /api/creators/:id/payment-settings': { data: nothingSaved } });
    renderRoute('/app/account/payment-settings');
    const value = async (name: string) => ((await screen.findByRole('textbox', { name })) as HTMLInputElement).value;
    expect(await value('City')).toBe('Hamburg');
    expect(await value('Street and house number')).toBe('Lindenstrasse 12');
    expect(await value('Legal name')).toBe('Lena Berg');
    expect(await value('Account holder')).toBe('Lena Berg');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Germany');
    // the banner is what the server has saved; the values above are named as not saved yet
    expect(screen.getByTestId('payable-missing').textContent).toBe(
      messageText('billSettingsMissing', { missing: nothingSaved.missing.join(', ') }),
    );
    expect(screen.getByTestId('payable-from-account').textContent).toBe(
      'Filled in below from your account and not saved yet: legal name, street, city, country, account holder. Check them and save.',
    );
    expect(screen.getByTestId('payable').textContent).toBe('Not payable');
  }, 20_000);
});
