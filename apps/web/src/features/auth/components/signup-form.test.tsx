import { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SignupForm } from './signup-form';

function renderSignup() {
  const router = createMemoryRouter([{ path: '/signup', element: <SignupForm /> }], { initialEntries: ['/signup'] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('SignupForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clears both password fields and shows the mismatch toast when they differ', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderSignup();

    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'first-password');
    await user.type(screen.getByLabelText('Confirm password'), 'other-password');
    await user.click(screen.getByLabelText('I accept the terms and privacy policy'));
    await user.click(screen.getByLabelText(/older than 13/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Confirm password')).toHaveProperty('value', '');
    const toast = await screen.findByText(MSG.passwordMismatch);
    expect(toast.closest('[data-testid="toast"]')?.getAttribute('data-color')).toBe('red');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'new@example.test');
    expect(api.calls).toEqual([]);
  });

  it('sends the sign-up and shows the green toast when the form is valid', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-up': () => answer(201, served(messageSchema, { message: MSG.signupSuccess })),
    });
    const user = userEvent.setup();
    renderSignup();

    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'first-password');
    await user.type(screen.getByLabelText('Confirm password'), 'first-password');
    await user.click(screen.getByLabelText('I accept the terms and privacy policy'));
    await user.click(screen.getByLabelText(/older than 13/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const toast = await screen.findByText(MSG.signupSuccess);
    expect(toast.closest('[data-testid="toast"]')?.getAttribute('data-color')).toBe('green');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.path).toBe('/api/auth/sign-up');
    expect(api.calls[0]?.body).toEqual({
      email: 'new@example.test',
      password: 'first-password',
      terms: true,
      age: true,
      marketing: false,
      language: 'en',
    });
  });

  it('requires the terms and age checkboxes', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'first-password');
    await user.type(screen.getByLabelText('Confirm password'), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must accept the terms and privacy policy')).toBeTruthy();
    expect(screen.getByText('You must confirm your age')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("refuses a one-character password in the browser, and shows the server's refusal on the password field", async () => {
    const germanWeak = 'Dieses Passwort ist zu leicht zu erraten (vom Server).';
    const api = fakeApi({
      'POST /api/auth/sign-up': () => answer(400, { code: 'BAD_REQUEST', message: germanWeak, key: 'passwordTooWeak' }),
    });
    const user = userEvent.setup();
    renderSignup();
    const fill = async (password: string) => {
      await user.clear(screen.getByLabelText('Password'));
      await user.clear(screen.getByLabelText('Confirm password'));
      await user.type(screen.getByLabelText('Password'), password);
      await user.type(screen.getByLabelText('Confirm password'), password);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
    };
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.click(screen.getByLabelText('I accept the terms and privacy policy'));
    await user.click(screen.getByLabelText(/older than 13/));
    await fill('aaaaaaaa');
    expect(await screen.findByText(MSG.passwordTooWeak)).toBeTruthy();
    expect(api.calls).toEqual([]);

    // the breached list and the estimate are the server's: its message (already in the user's language) reaches the field
    await fill('Summer2024!');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    // on the password field, and in the red toast
    await vi.waitFor(() =>
      expect(screen.getAllByText(germanWeak).map((e) => e.className)).toEqual([
        expect.stringContaining('mantine-PasswordInput-error'),
        expect.stringContaining('Notification'),
      ]),
    );
  });
});

describe('SignupForm for a musician (docs/decisions/0015-musician-sign-up.md)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Email'), 'nova@example.test');
    await user.type(screen.getByLabelText('Password'), 'first-password');
    await user.type(screen.getByLabelText('Confirm password'), 'first-password');
    await user.click(screen.getByLabelText('I accept the terms and privacy policy'));
    await user.click(screen.getByLabelText(/older than 13/));
  };

  it('chosen on the page: asks for the stage name and sends the account type with it', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-up': () => answer(201, served(messageSchema, { message: MSG.signupSuccess })),
    });
    const user = userEvent.setup();
    renderSignup();
    expect(screen.queryByLabelText('Stage name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: MSG.authSignupAsMusician }));
    expect(screen.getByTestId('signup-musician-hint').textContent).toBe(MSG.authSignupMusicianHint);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MSG.enterStageName)).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('Stage name'), 'Nova Lune');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MSG.signupSuccess)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      account_type: 'musician',
      stage_name: 'Nova Lune',
      email: 'nova@example.test',
      password: 'first-password',
      terms: true,
      age: true,
      marketing: false,
      language: 'en',
    });
  });

  it("the landing page's musician link (?as=musician) opens the form as a musician", async () => {
    fakeApi();
    const router = createMemoryRouter([{ path: '/signup', element: <SignupForm /> }], {
      initialEntries: ['/signup?as=musician'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect((screen.getByRole('radio', { name: MSG.authSignupAsMusician }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Stage name')).toBeTruthy();
  });
});
