import { MSG } from '@hookline/shared/messages';
import { PLATFORM_ERROR_MESSAGES } from '@hookline/shared/platforms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredDialog, heldConnection } from '../../../test/connect-account';
import { fakeApi, refusal } from '../../../test/fake-api';
import { renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { ConnectPlatformDialog } from './connect-platform-dialog';
import { PlatformAccounts } from './platform-accounts';

function renderDialog(platform: 'instagram' | 'youtube') {
  const props = answeredDialog();
  renderWithProviders(<ConnectPlatformDialog platform={platform} {...props} />);
  return props;
}

describe('ConnectPlatformDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the platform's title and text and connects with the code and state on arrival, without a second click", async () => {
    signInAs('creator');
    const held = heldConnection('POST /api/creator/platforms/youtube/authorize');
    const { onConnected } = renderDialog('youtube');
    expect(await screen.findByRole('dialog', { name: 'Connect YouTube' })).toBeTruthy();
    expect(screen.getByText(MSG.crConnectYoutubeBody)).toBeTruthy();
    // the creator said yes on YouTube's page: the code is exchanged at once, once
    await held.connect(
      MSG.platformConnecting,
      ['POST /api/creator/platforms/youtube/authorize'],
      { code: 'sim-code.abc', state: 'state-abcdef-123' },
      { onConnected, toastText: MSG.platformConnected },
    );
    expect(held.api.callsTo('POST /api/creator/platforms/youtube/authorize')).toHaveLength(1);
  });

  it("shows the platform's refusal in the dialog, lets the creator try again or cancel", async () => {
    signInAs('creator');
    const api = fakeApi({ '/*': () => refusal(400, PLATFORM_ERROR_MESSAGES.token_expired, 'VALIDATION') });
    const user = userEvent.setup();
    const { onConnected, onClose } = renderDialog('instagram');
    expect(await screen.findByRole('dialog', { name: 'Connect Instagram' })).toBeTruthy();
    expect((await screen.findByTestId('connect-error')).textContent).toBe(PLATFORM_ERROR_MESSAGES.token_expired);
    expect(api.callsTo('POST /api/creator/platforms/instagram/authorize')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.callsTo('POST /api/creator/platforms/instagram/authorize')).toHaveLength(2));
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
            {
              platform: 'instagram',
              handle: 'reels_daily',
              followers: 5400,
              connected_at: '2026-11-01T00:00:00Z',
              needs_reconnect: false,
            },
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
