import { MSG } from '@hookline/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderRoute, signInAs } from '../../../test/render';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const creatorUser = {
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
    status: 'active',
    derived_status: 'active',
    level_id: 3,
    level: { id: 3, name: '2', type: 'linear', per_1k_views_amount_eur: 3.5, max_amount_eur: 80 },
    country: { id: 11, name: 'Germany' },
    payout_address: null,
  },
};

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auth/me') return json({ id: 7, email: 'a@example.test', admin: true });
    if (url.pathname === '/api/countries') return json([{ id: 11, name: 'Germany' }]);
    if (url.pathname === '/api/admin/users' && (init?.method ?? 'GET') === 'GET')
      return json({ data: { items: [creatorUser], _meta: { total_items: 11 } } });
    if (url.pathname === '/api/admin/creators/9/status')
      return json({ message: MSG.creatorStatusUpdated, status: 'blocked' });
    if (url.pathname === '/api/admin/users/21') return json({ message: MSG.userDeleted });
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === '/api/admin/users')
    .map((u) => Object.fromEntries(u.searchParams));

describe('/admin/creators', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the filters of the query string to the server and writes filter changes back, from page 1', async () => {
    signInAs('creator', { admin: true });
    const fetchMock = serve();
    const { router } = renderRoute('/admin/creators?status=active&levelId=3&countryName=Germany&user=bo&page=2');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeTruthy();
    expect(await screen.findByText('Bo Blocked')).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toEqual({
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
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ page: '1', status: 'blocked' }));
  });

  it('shows the card, blocks after a confirm and deletes after a confirm', async () => {
    signInAs('creator', { admin: true });
    const fetchMock = serve();
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
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/status'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.creatorStatusUpdated),
    );
    const statusCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/admin/creators/9/status');
    expect(JSON.parse(String(statusCall?.[1]?.body))).toEqual({ status: 'blocked' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toContain(MSG.userDeleted));
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe('/api/admin/users/21');

    await user.click(within(card).getByText('Details'));
    expect(within(card).getByText('Main St 5, Berlin')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@bo_dances' }).getAttribute('href')).toBe(
      'https://www.tiktok.com/@bo_dances',
    );
  });
});
