// The stage name checks the shared schema before anything is sent, and asks for a name in the catalogue's words.
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders, signInAs, userInfo } from '../../../test/render';
import { StageNameForm } from './stage-name-form';

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

describe('the stage name', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a name when it is emptied and saves a changed one', async () => {
    signInAs('musician');
    const api = fakeApi({ 'PUT /api/users/me': userInfo('musician') });
    const user = userEvent.setup();
    renderWithProviders(<StageNameForm stageName="Nova" />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Stage name' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.enterStageName)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(field, ' Nova Lane ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`green:${MSG.userUpdated}`]));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ stage_name: 'Nova Lane' });
  });
});
