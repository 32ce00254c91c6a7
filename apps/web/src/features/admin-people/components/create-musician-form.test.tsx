import { MSG } from '@hookline/shared/messages';
import { musicianCreated } from '@hookline/shared/people-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { answer, fakeApi, refusal, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CreateMusicianForm } from './create-musician-form';

const toasts = () => getClientState().toasts.items.map((t) => [t.message, t.type]);

describe('CreateMusicianForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the email and the stage name before sending', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<CreateMusicianForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeTruthy();
    expect(screen.getByText('Please enter the stage name')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates the musician, says so and clears the form', async () => {
    const api = fakeApi({
      'POST /api/admin/musicians': () =>
        answer(
          201,
          served(musicianCreated, {
            message: MSG.musicianCreated,
            data: { id: 4, email: 'luna@example.test', stage_name: 'Luna' },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateMusicianForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Luna@Example.test');
    await user.type(screen.getByRole('textbox', { name: 'Stage Name' }), ' Luna ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('invited')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/musicians').map((c) => c.body)).toEqual([
      { email: 'luna@example.test', stage_name: 'Luna' },
    ]);
    expect(toasts()).toEqual([[MSG.musicianCreated, 'success']]);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a taken email on the field and as one red toast', async () => {
    fakeApi({ 'POST /api/admin/musicians': () => refusal(409, MSG.emailTaken, 'CONFLICT') });
    const user = userEvent.setup();
    renderWithProviders(<CreateMusicianForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Stage Name' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const form = screen.getByRole('form', { name: 'Create Musician' });
    expect(await within(form).findByText(MSG.emailTaken)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toEqual([[MSG.emailTaken, 'error']]);
  });
});
