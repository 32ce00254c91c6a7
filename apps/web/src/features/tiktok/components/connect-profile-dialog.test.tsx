import { MSG } from '@hookline/shared/messages';
import { countryList } from '@hookline/shared/reference';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { loadAllTexts, switchLanguage } from '../../../lib/language';
import { answeredDialog, heldConnection } from '../../../test/connect-account';
import { fakeApi, refusal, served } from '../../../test/fake-api';
import { renderWithProviders, signInAs } from '../../../test/render';
import { ConnectProfileDialog } from './connect-profile-dialog';

const COUNTRIES = served(countryList, [
  { id: 1, name: 'Austria', iso2: 'AT' },
  { id: 2, name: 'Germany', iso2: 'DE' },
]);

function renderDialog() {
  const props = answeredDialog();
  renderWithProviders(<ConnectProfileDialog creatorId={3} {...props} />);
  return props;
}

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

describe('ConnectProfileDialog', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('keeps Connect disabled until a country is chosen, shows the wait text, then connects', async () => {
    signInAs('creator');
    const held = heldConnection('POST /api/creator/authorize/tiktok', { 'GET /api/countries': COUNTRIES });
    const user = userEvent.setup();
    const { onConnected } = renderDialog();

    expect(await screen.findByRole('dialog', { name: MSG.connectTitle })).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect' });
    expect((connect as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await held.connect(
      MSG.tiktokConnecting,
      ['GET /api/countries', 'POST /api/creator/authorize/tiktok'],
      { creator_id: 3, country_id: 2, code: 'sim-code.abc', state: 'state-abcdef-123' },
      { onConnected, toastText: MSG.tiktokConnected },
    );
  });

  it("names the countries in the creator's language, in its alphabetical order, and sends the chosen id", async () => {
    signInAs('creator');
    await switchLanguage('de');
    await loadAllTexts();
    const countries = served(countryList, [
      { id: 1, name: 'Austria', iso2: 'AT' },
      { id: 2, name: 'Egypt', iso2: 'EG' },
      { id: 3, name: 'Germany', iso2: 'DE' },
      { id: 4, name: 'Sweden', iso2: 'SE' },
    ]);
    const held = heldConnection('POST /api/creator/authorize/tiktok', { 'GET /api/countries': countries });
    const user = userEvent.setup();
    renderDialog();

    await user.click(await screen.findByRole('combobox', { name: 'Land' }));
    // German order: Ä and Ö sort as A and O
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Ägypten',
        'Deutschland',
        'Österreich',
        'Schweden',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Österreich' }));
    expect((screen.getByRole('combobox', { name: 'Land' }) as HTMLInputElement).value).toBe('Österreich');
    await user.click(screen.getByRole('button', { name: 'Verbinden' }));
    await waitFor(() => expect(held.api.callsTo('POST /api/creator/authorize/tiktok')).toHaveLength(1));
    expect(held.api.callsTo('POST /api/creator/authorize/tiktok')[0]?.body).toMatchObject({ country_id: 1 });
  });

  it('says so when the countries cannot be fetched', async () => {
    signInAs('creator');
    fakeApi({ '/*': () => refusal(500, '', 'INTERNAL') });
    renderDialog();
    expect(await screen.findByText(MSG.errorFetchingCountries, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the server message in the dialog and as a red toast when TikTok refuses', async () => {
    signInAs('creator');
    const message = 'TikTok did not accept the connection. Please try again.';
    fakeApi({ '/*': () => refusal(400, message, 'VALIDATION'), 'GET /api/countries': COUNTRIES });
    const user = userEvent.setup();
    const { onConnected } = renderDialog();
    await user.click(await screen.findByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByTestId('connect-error')).textContent).toBe(message);
    expect(toasts()).toContain(`red:${message}`);
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('falls back to the spec texts when the server gives no message', async () => {
    signInAs('creator');
    fakeApi({ '/*': () => new Response('oops', { status: 502 }), 'GET /api/countries': COUNTRIES });
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(await screen.findByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByTestId('connect-error')).textContent).toBe(MSG.dialogFallback);
    expect(toasts()).toContain(`red:${MSG.errorContactSupport}`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
