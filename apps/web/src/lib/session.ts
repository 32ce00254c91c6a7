// The signed-in session kept in the client state: start it after sign-in, end it on logout.
import type { Identity } from '@hookline/shared/auth';
import { CURRENCY_SYMBOL } from '@hookline/shared/constants';
import type { UserInfo } from '@hookline/shared/users';
import { api } from './api-client';
import { clearClientState, getClientState, updateClientState, useClientState } from './client-state';

let loggedOut = false;

export function startSession(opts: { token: string; identity: Identity; info: UserInfo; activePage: string }) {
  loggedOut = false;
  updateClientState((s) => ({
    ...s,
    user: { info: opts.info, active_page: opts.activePage, access_token: opts.token },
    identity: opts.identity,
    currency: CURRENCY_SYMBOL,
  }));
}

/** True after the user pressed Logout (until the next sign-in): the guard then remembers no page to return to. */
export const endedByLogout = () => loggedOut;

/** Signs out on the server (best effort: the session may already be gone), then empties local storage. */
export async function logout() {
  loggedOut = true;
  const token = getClientState().user.access_token;
  if (token) {
    try {
      // the explicit token keeps a 401 here from counting as an expired session
      await api.post<void>('/api/auth/sign-out', {}, { token });
    } catch {
      // an expired or revoked session is signed out already
    }
  }
  clearClientState();
}

export const useAccessToken = () => useClientState((s) => s.user.access_token);
export const useUserInfo = () => useClientState((s) => s.user.info);
export const useIdentity = () => useClientState((s) => s.identity);
export const useIsSignedIn = () => {
  const token = useAccessToken();
  const info = useUserInfo();
  return Boolean(token && info);
};
