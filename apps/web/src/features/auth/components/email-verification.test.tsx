// The undo link an old address gets after an email change (/login?undo_email=TOKEN, docs/security.md) is sent once
// and the server's answer is shown.
import { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { toast } from '../../../lib/toasts';
import { fakeApi, served } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';

describe('links that end at /login', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an undo link restores the address and says so', async () => {
    const api = fakeApi({
      'POST /api/auth/undo-email-change': served(messageSchema, { message: MSG.emailChangeUndone }),
    });
    const { router } = renderRoute('/login?undo_email=the-undo-token-1234');
    await waitFor(() => expect(screen.getByTestId('verify-result').textContent).toBe(MSG.emailChangeUndone));
    expect(api.callsTo('POST /api/auth/undo-email-change').map((c) => c.body)).toEqual([
      { token: 'the-undo-token-1234' },
    ]);
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });
});

describe('the verification link after a refused login', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the stale "verify your email" toast away and says the email is verified', async () => {
    // the login refused the unverified email in this browser; its toast is kept with the client state
    toast.error(MSG.verifyEmailFirst);
    toast.error(MSG.somethingWentWrong);
    fakeApi({ 'POST /api/auth/verify-email': served(messageSchema, { message: MSG.emailVerified }) });
    renderRoute('/login?verify=the-verify-token-1234');
    await waitFor(() => expect(screen.getByTestId('verify-result').textContent).toBe(MSG.emailVerified));
    const shown = getClientState().toasts.items.map((x) => `${x.color}:${x.message}`);
    expect(shown).not.toContain(`red:${MSG.verifyEmailFirst}`);
    expect(shown).toContain(`green:${MSG.emailVerified}`);
    // a toast about something else stays until its time is up
    expect(shown).toContain(`red:${MSG.somethingWentWrong}`);
  });
});
