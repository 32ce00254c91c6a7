// A refused login shows its message inline and in exactly one red toast: the server's words for a refused
// credential, 'Something went wrong, please contact support' when the user info cannot be made, and the second
// factor's refusal on the code step.
import { identitySchema, signInResponse } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { userInfoSchema } from '@hookline/shared/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, refusal, served } from '../../../test/fake-api';
import { identityOf, renderRoute, userInfo } from '../../../test/render';

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

async function logIn() {
  const user = userEvent.setup();
  const { router } = renderRoute('/login');
  await user.type(await screen.findByLabelText('Email'), 'creator@example.test');
  await user.type(screen.getByLabelText('Password'), 'a-password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, router };
}

const signedIn = (mfa: boolean) =>
  served(signInResponse, {
    token: 'a-session-token',
    identity: served(identitySchema, identityOf(userInfo('creator'))),
    mfa_required: mfa,
  });

describe('LoginForm errors', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a refused password's message inline and as one red toast", async () => {
    fakeApi({ 'POST /api/auth/sign-in': () => refusal(401, MSG.incorrectPassword, 'WRONG_PASSWORD') });
    const { router } = await logIn();
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(MSG.incorrectPassword));
    expect(toasts()).toEqual([`red:${MSG.incorrectPassword}`]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks to contact support when the user info cannot be made after sign-in', async () => {
    fakeApi({
      'POST /api/auth/sign-in': signedIn(false),
      'POST /api/users': () => refusal(500, 'Internal error', 'INTERNAL'),
    });
    await logIn();
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(MSG.contactSupport));
    expect(toasts()).toEqual([`red:${MSG.contactSupport}`]);
  });

  it("shows the second factor's refusal once, even when its token is outdated (a 401)", async () => {
    fakeApi({
      'POST /api/auth/sign-in': signedIn(true),
      'POST /api/auth/mfa/verify': () => refusal(401, MSG.mfaInvalid, 'UNAUTHORIZED'),
    });
    const { user } = await logIn();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(MSG.mfaInvalid));
    expect(toasts()).toEqual([`red:${MSG.mfaInvalid}`]);
  });

  it('signs in with the emailed link (/login?signin=TOKEN) once, and drops the token from the address', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in-link': signedIn(false),
      'POST /api/users': served(userInfoSchema, userInfo('creator')),
    });
    const { router } = renderRoute('/login?signin=a-link-token-0123456789');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    const linkCalls = api.calls.filter((c) => c.path === '/api/auth/sign-in-link');
    expect(linkCalls).toHaveLength(1);
    expect(linkCalls[0]?.body).toEqual({ token: 'a-link-token-0123456789' });
    expect(router.state.location.search).not.toContain('signin');
  });

  it("shows a used or expired link's refusal on the login screen", async () => {
    fakeApi({ 'POST /api/auth/sign-in-link': () => refusal(400, MSG.linkInvalid, 'BAD_REQUEST') });
    const { router } = renderRoute('/login?signin=a-used-link-token-01234');
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(MSG.linkInvalid));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});
