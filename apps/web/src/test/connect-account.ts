// The connect dialogs' common check (TikTok, Instagram, YouTube): the consent code's exchange is held until the test
// releases it, so the wait text can be seen; then the linked account's user info becomes the session's, and the
// dialog says so in a green toast.
import { userInfoSchema } from '@hookline/shared/users';
import { screen, waitFor } from '@testing-library/react';
import { expect, type Mock, vi } from 'vitest';
import { getClientState } from '../lib/client-state';
import { answer, type FakeRoute, fakeApi, served } from './fake-api';
import { userInfo } from './render';

/** A fake API whose `route` answers only when `connect` is called. */
export function heldConnection(route: string, routes: Record<string, FakeRoute> = {}) {
  let release: (r: Response) => void = () => {};
  const api = fakeApi({
    ...routes,
    [route]: () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  });
  /** Shows the wait text, sends exactly `calls` with `body` last, then lets the server link the account. */
  const connect = async (
    waitText: string,
    calls: string[],
    body: unknown,
    done: { onConnected: Mock; toastText: string },
  ) => {
    expect(await screen.findByText(waitText)).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(calls);
    expect(api.calls.at(-1)?.body).toEqual(body);
    release(answer(200, served(userInfoSchema, userInfo('creator', { email: 'connected@example.test' }))));
    await waitFor(() => expect(done.onConnected).toHaveBeenCalled());
    const toasts = getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);
    expect(toasts).toContain(`green:${done.toastText}`);
    expect(getClientState().user.info?.email).toBe('connected@example.test');
  };
  return { api, connect };
}

/** What every connect dialog is opened with after the consent page answered, its callbacks as spies. */
export const answeredDialog = () => ({
  opened: true,
  code: 'sim-code.abc',
  state: 'state-abcdef-123',
  onClose: vi.fn(),
  onConnected: vi.fn(),
});
