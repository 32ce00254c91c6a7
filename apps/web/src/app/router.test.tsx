import type { UserInfo } from '@hookline/shared/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, signedInRoutes } from '../test/fake-api';
import { renderRoute, signInAs } from '../test/render';

// the shell reads the person again on entry (answered as the server would for whoever is signed in), and every
// list the first screen asks for is empty
function serve(info?: UserInfo) {
  fakeApi({ '/api/*': page([]), ...(info ? signedInRoutes(info) : {}) });
}

describe('route guards', () => {
  beforeEach(() => serve());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor of /app/campaigns to /login', async () => {
    const { router } = renderRoute('/app/campaigns');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/app/campaigns' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a visitor of /admin to /login', async () => {
    const { router } = renderRoute('/admin/creators');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in creator into /app', async () => {
    serve(signInAs('creator'));
    renderRoute('/app/campaigns');
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('shows the generic error page to a creator on a musician route', async () => {
    serve(signInAs('creator'));
    renderRoute('/app/musician-campaigns');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/app/campaigns');
  });

  it('shows the generic error page to a musician on a creator route and on unknown app paths', async () => {
    serve(signInAs('musician'));
    renderRoute('/app/credits');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/app/musician-campaigns');
  });

  it('shows the generic error page to a non-admin on /admin', async () => {
    serve(signInAs('creator'));
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Admin Panel')).toBeNull();
  });

  it('lets an admin into /admin, starting at the active campaigns', async () => {
    serve(signInAs('creator', { admin: true }));
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/campaigns/active');
    expect(screen.getByText('Admin Panel')).toBeTruthy();
  });
});
