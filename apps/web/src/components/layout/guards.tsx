// Route guards: /app and /admin need a signed-in user; areas of the other user type and the admin
// area for non-admins show the generic error page.
import type { UserType } from '@hookline/shared/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { endedByLogout, useIdentity, useIsSignedIn, useUserInfo } from '../../lib/session';
import { ErrorPage } from '../errors/error-page';

export type LoginRedirectState = { from?: string };

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    // remembering a logout path would sign the user out again right after the next login, and a page left by
    // pressing Logout is no link to come back to: the next user may be someone else
    const from =
      location.pathname.endsWith('/logout') || endedByLogout() ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies LoginRedirectState} />;
  }
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  return identity?.admin === true ? children : <ErrorPage />;
}

/** A pathless layout route around one user type's screens. */
export function RequireUserType({ userType }: { userType: UserType }) {
  const info = useUserInfo();
  return info?.user_type === userType ? <Outlet /> : <ErrorPage />;
}
