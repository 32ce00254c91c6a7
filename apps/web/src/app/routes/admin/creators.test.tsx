import { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { type CreatorCard, creatorCard, creatorStatusSaved } from '@hookline/shared/people-answers';
import { countryList } from '@hookline/shared/reference';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, served, servedPage, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const creatorUser: CreatorCard = {
  id: 21,
  first_name: 'Bo',
  last_name: 'Blocked',
  email: 'bo@example.test',
  verified: false,
  is_payable: true,
  is_notification_enabled: true,
  street: 'Main St',
  house_number: '5',
  city: 'Berlin',
  user_type: 'creator',
  creator: {
    id: 9,
    tiktok_username: 'bo_dances',
    tiktok_followers: 12400,
    tiktok_connected: true,
    status: 'active',
    derived_status: 'active',
    level_id: 3,
    level: { id: 3, name: '2', type: 'linear', per_1k_views_amount_eur: 3.5, max_amount_eur: 80 },
    country: { id: 11, name: 'Germany', iso2: 'DE' },
    payout_address: null,
  },
};

function serve() {
  return fakeApi({
    ...signedInRoutes(signInAs('creator', { admin: true })),
    'GET /api/countries': served(countryList, [{ id: 11, name: 'Germany', iso2: 'DE' }]),
    'GET /api/admin/users': servedPage(creatorCard, [creatorUser], 11),
    'PUT /api/admin/creators/:id/status': served(creatorStatusSaved, {
      message: MSG.creatorStatusUpdated,
      status: 'blocked',
    }),
    'DELETE /api/admin/users/:id': served(messageSchema, { message: MSG.userDeleted }),
  });
}

const listCalls = (api: ReturnType<typeof serve>) =>
  api.callsTo('GET /api/admin/users').map((c) => Object.fromEntries(c.query));

describe('/admin/creators', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the filters of the query string to the server and writes filter changes back, from page 1', async () => {
    const api = serve();
    const { router } = renderRoute('/admin/creators?status=active&levelId=3&countryName=Germany&user=bo&page=2');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeTruthy();
    expect(await screen.findByText('Bo Blocked')).toBeTruthy();
    expect(listCalls(api)[0]).toEqual({
      page: '2',
      per_page: '5',
      status: 'active',
      level_id: '3',
      country_name: 'Germany',
      search_string: 'bo',
    });
    // 11 users, 5 a page
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'blocked',
        levelId: '3',
        countryName: 'Germany',
        user: 'bo',
      }),
    );
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ page: '1', status: 'blocked' }));
  });

  it('shows the card, blocks after a confirm and deletes after a confirm', async () => {
    const api = serve();
    renderRoute('/admin/creators');
    const card = await screen.findByTestId('creator-card');
    expect(within(card).getByText('Level: Level 2')).toBeTruthy();
    expect(within(card).getByText('Country: Germany')).toBeTruthy();
    expect(within(card).getByText('TikTok followers: 12,400')).toBeTruthy();
    expect(within(card).getByText('Payable: Yes')).toBeTruthy();
    expect(within(card).getByTestId('creator-deal').textContent).toBe('Deal: Linear Deal · €3.50 / 1k, max €80.00');
    expect(within(card).getByRole('button', { name: 'Verify User' })).toBeTruthy();
    expect((within(card).getByRole('switch', { name: 'Email notifications' }) as HTMLInputElement).checked).toBe(true);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Block' }));
    expect(api.calls.some((c) => c.path.endsWith('/status'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.creatorStatusUpdated),
    );
    const statusCall = api.calls.find((c) => c.path === '/api/admin/creators/9/status');
    expect(statusCall?.body).toEqual({ status: 'blocked' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.userDeleted));
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/users/21');

    await user.click(within(card).getByText('Details'));
    expect(within(card).getByText('Main St 5, Berlin')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@bo_dances' }).getAttribute('href')).toBe(
      'https://www.tiktok.com/@bo_dances',
    );
  });
});
