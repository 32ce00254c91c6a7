import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { ConnectProfileDialog } from './connect-profile-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const COUNTRIES = [
  { id: 1, name: 'Austria' },
  { id: 2, name: 'Germany' },
];

function renderDialog(onConnected = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(
    <ConnectProfileDialog
      opened
      creatorId={3}
      code="sim-code.abc"
      state="state-abcdef-123"
      onClose={onClose}
      onConnected={onConnected}
    />,
  );
  return { onConnected, onClose };
}

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

describe('ConnectProfileDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Connect disabled until a country is chosen, shows the wait text, then connects', async () => {
    signInAs('creator');
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/countries') return json(COUNTRIES);
      expect(String(input)).toBe('/api/creator/authorize/tiktok');
      expect(JSON.parse(String(init?.body))).toEqual({
        creator_id: 3,
        country_id: 2,
        code: 'sim-code.abc',
        state: 'state-abcdef-123',
      });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    vi.stubGlobal('fetch', fetchMock);
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
    expect(await screen.findByText(MSG.tiktokConnecting)).toBeTruthy();

    release(json(userInfo('creator', { email: 'connected@example.test' })));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(toasts()).toContain(`green:${MSG.tiktokConnected}`);
    expect(getClientState().user.info?.email).toBe('connected@example.test');
  });

  it('says so when the countries cannot be fetched', async () => {
    signInAs('creator');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: '', code: 'INTERNAL' }, 500)),
    );
    renderDialog();
    expect(await screen.findByText(MSG.errorFetchingCountries, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the server message in the dialog and as a red toast when TikTok refuses', async () => {
    signInAs('creator');
    const refusal = 'TikTok did not accept the connection. Please try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/countries' ? json(COUNTRIES) : json({ message: refusal, code: 'VALIDATION' }, 400),
      ),
    );
    const user = userEvent.setup();
    const { onConnected } = renderDialog();
    await user.click(await screen.findByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByTestId('connect-error')).textContent).toBe(refusal);
    expect(toasts()).toContain(`red:${refusal}`);
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('falls back to the spec texts when the server gives no message', async () => {
    signInAs('creator');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/countries' ? json(COUNTRIES) : new Response('oops', { status: 502 }),
      ),
    );
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
