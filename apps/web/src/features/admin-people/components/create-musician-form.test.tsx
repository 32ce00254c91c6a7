import { MSG } from '@hookline/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderWithProviders } from '../../../test/render';
import { CreateMusicianForm } from './create-musician-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const toasts = () => getClientState().toasts.items.map((t) => [t.message, t.type]);

describe('CreateMusicianForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the email and the stage name before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<CreateMusicianForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeTruthy();
    expect(screen.getByText('Please enter the stage name')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the musician, says so and clears the form', async () => {
    const fetchMock = vi.fn(async () =>
      json({ message: MSG.musicianCreated, data: { id: 4, email: 'luna@example.test', stage_name: 'Luna' } }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<CreateMusicianForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Luna@Example.test');
    await user.type(screen.getByRole('textbox', { name: 'Stage Name' }), ' Luna ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('invited')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/musicians');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'luna@example.test', stage_name: 'Luna' });
    expect(toasts()).toEqual([[MSG.musicianCreated, 'success']]);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a taken email on the field and as one red toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: MSG.emailTaken, code: 'CONFLICT' }, 409)),
    );
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
