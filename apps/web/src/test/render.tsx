// Test helpers: render the real route table in memory, and sign in without a server.
import type { Identity } from '@hookline/shared/auth';
import type { UserType } from '@hookline/shared/constants';
import type { UserInfo } from '@hookline/shared/users';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes, preloadEveryRoute } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { startSession } from '../lib/session';

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}

// every screen loaded before the tests render one (a lazy screen suspending inside act() is not retried)
await preloadEveryRoute();

export function renderRoute(path: string) {
  // the app's routes under a data router, whose state the tests read
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}

type Person = Omit<UserInfo, 'is_admin' | 'language' | 'creator' | 'musician'>;

/** A test person's own fields, the same in their user info and in the admin's creator card. */
export function testPerson(userType: UserType, overrides: Partial<Person> = {}): Person {
  return {
    id: 7,
    first_name: 'Test',
    last_name: 'User',
    email: `${userType}@example.test`,
    verified: true,
    is_payable: false,
    is_notification_enabled: true,
    street: null,
    house_number: null,
    city: null,
    user_type: userType,
    ...overrides,
  };
}

export function userInfo(userType: UserType, overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    ...testPerson(userType),
    is_admin: false,
    language: 'en',
    creator:
      userType === 'creator'
        ? {
            id: 3,
            tiktok_username: 'dancer',
            tiktok_followers: 100,
            tiktok_connected: true,
            accounts: [
              {
                platform: 'tiktok',
                handle: 'dancer',
                followers: 100,
                connected_at: '2026-01-01T00:00:00.000Z',
                needs_reconnect: false,
              },
            ],
            status: 'active',
            level_id: 2,
            level: { id: 2, name: '1', type: 'normal', per_1k_views_amount_eur: 0.5, max_amount_eur: 25 },
            country: null,
          }
        : null,
    musician: userType === 'musician' ? { id: 4, stage_name: 'Mia' } : null,
    ...overrides,
  };
}

/** What GET /api/auth/me answers for this person. */
export function identityOf(info: UserInfo): Identity {
  return {
    id: info.id,
    email: info.email,
    email_verified: true,
    admin: info.is_admin,
    user_type: info.user_type,
    mfa_enabled: false,
    mfa_passed: false,
  };
}

export function signInAs(userType: UserType, opts: { admin?: boolean } = {}) {
  const info = userInfo(userType, { is_admin: opts.admin ?? false });
  startSession({ token: 'test-token', identity: identityOf(info), info, activePage: 'campaigns' });
  return info;
}
