// A failing countries call in the Connect-profile dialog shows the red 'Error fetching countries!' toast.
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, refusal } from '../../../test/fake-api';
import { renderWithProviders, signInAs } from '../../../test/render';
import { ConnectProfileDialog } from './connect-profile-dialog';

describe('countries call', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('toasts Error fetching countries! once when the call fails', async () => {
    signInAs('creator');
    fakeApi({ '/*': () => refusal(404, '', 'NOT_FOUND') });
    renderWithProviders(
      <ConnectProfileDialog
        opened
        creatorId={3}
        code="sim-code.abc"
        state="s"
        onClose={() => {}}
        onConnected={() => {}}
      />,
    );
    await screen.findByText(MSG.errorFetchingCountries, { selector: '.mantine-Alert-title, .mantine-Alert-title *' });
    await waitFor(() =>
      expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([
        `red:${MSG.errorFetchingCountries}`,
      ]),
    );
  });
});
