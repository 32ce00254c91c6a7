import { MSG } from '@hookline/shared/messages';
import { PLATFORM_CONNECT_TEXTS, PLATFORM_ERROR_MESSAGES } from '@hookline/shared/platforms';
import { userInfoSchema } from '@hookline/shared/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { answer, fakeApi, refusal, served } from '../../../test/fake-api';
import { renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { ConnectPlatformDialog } from './connect-platform-dialog';
import { PlatformAccounts } from './platform-accounts';

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

function renderDialog(platform: 'instagram' | 'youtube', onConnected = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(
    <ConnectPlatformDialog
      platform={platform}
      opened
      code="sim-code.abc"
      state="state-abcdef-123"
      onClose={onClose}
      onConnected={onConnected}
    />,
  );
  return { onConnected, onClose };
}

describe('ConnectPlatformDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the platform's title and text, waits, then connects with the code and state", async () => {
    signInAs('creator');
    let release: (r: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/creator/platforms/youtube/authorize': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    const { onConnected } = renderDialog('youtube');
    expect(await screen.findByRole('dialog', { name: PLATFORM_CONNECT_TEXTS.youtube.title })).toBeTruthy();
    expect(screen.getByText(PLATFORM_CONNECT_TEXTS.youtube.body)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(MSG.platformConnecting)).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/creator/platforms/youtube/authorize']);
    expect(api.calls[0]?.body).toEqual({ code: 'sim-code.abc', state: 'state-abcdef-123' });
    release(answer(200, served(userInfoSchema, userInfo('creator', { email: 'yt@example.test' }))));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(toasts()).toContain(`green:${MSG.platformConnected}`);
    expect(getClientState().user.info?.email).toBe('yt@example.test');
  });

  it("shows the platform's refusal in the dialog and lets the creator cancel", async () => {
    signInAs('creator');
    fakeApi({ '/*': () => refusal(400, PLATFORM_ERROR_MESSAGES.token_expired, 'VALIDATION') });
    const user = userEvent.setup();
    const { onConnected, onClose } = renderDialog('instagram');
    expect(await screen.findByRole('dialog', { name: PLATFORM_CONNECT_TEXTS.instagram.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByTestId('connect-error')).textContent).toBe(PLATFORM_ERROR_MESSAGES.token_expired);
    expect(onConnected).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('PlatformAccounts', () => {
  it('lists the connected accounts and offers to connect the others', () => {
    signInAs('creator');
    fakeApi({});
    const base = userInfo('creator').creator;
    if (!base) throw new Error('creator expected');
    renderWithProviders(
      <PlatformAccounts
        creator={{
          ...base,
          accounts: [
            ...base.accounts,
            { platform: 'instagram', handle: 'reels_daily', followers: 5400, connected_at: '2026-11-01T00:00:00Z' },
          ],
        }}
      />,
    );
    const ig = screen.getByTestId('account-instagram');
    expect(ig.textContent).toContain('Instagram: @reels_daily');
    expect(ig.textContent).toContain('5,400 followers');
    expect(screen.getByRole('button', { name: 'Reconnect Instagram' })).toBeTruthy();
    expect(screen.getByTestId('account-youtube').textContent).toContain('YouTube not connected');
    expect(screen.getByRole('button', { name: 'Connect YouTube' })).toBeTruthy();
  });
});
