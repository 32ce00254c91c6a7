import { IBAN_INVALID } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { groupIban, PaymentSettingsForm } from './payment-settings-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const empty = { account_holder: null, iban: null, address: null, is_payable: false };

describe('PaymentSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups an IBAN in fours', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('refuses an IBAN with a wrong checksum before sending, then saves a valid one', async () => {
    signInAs('creator');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ message: MSG.userUpdated, data: userInfo('creator', { is_payable: true }) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm
        creatorId={3}
        settings={empty}
        fallbackHolder="Test User"
        fallbackAddress="Main St 1, Berlin"
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Account holder' }) as HTMLInputElement).value).toBe('Test User');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(IBAN_INVALID)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await vi.waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.userUpdated), {
      timeout: 10_000,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/creators/3/payment-settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      account_holder: 'Test User',
      iban: 'DE89 3704 0044 0532 0130 00',
      address: 'Main St 1, Berlin',
    });
    expect(getClientState().user.info?.is_payable).toBe(true);
  });

  it('shows a refusal of the server under the IBAN field', async () => {
    signInAs('creator');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: IBAN_INVALID, code: 'VALIDATION' }, 400)),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentSettingsForm
        creatorId={3}
        settings={{ account_holder: 'A', iban: 'DE89370400440532013000', address: 'B', is_payable: true }}
        fallbackHolder=""
        fallbackAddress=""
      />,
    );
    expect((screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement).value).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(IBAN_INVALID)).toBeTruthy();
    expect(getClientState().toasts.items).toEqual([]);
  });
});
