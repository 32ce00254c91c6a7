// The undo link an old address gets after an email change (/login?undo_email=TOKEN, docs/security.md) is sent once
// and the server's answer is shown.
import { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
