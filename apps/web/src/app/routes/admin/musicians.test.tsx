import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderRoute, signInAs } from '../../../test/render';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const musician = (id: number) => ({
  id,
  user_id: 100 + id,
  first_name: 'Mia',
  last_name: `Melody ${id}`,
  email: `m${id}@example.test`,
  stage_name: `Stage ${id}`,
});

/** The admin's identity and a musicians list of `total` entries, 20 a page. */
function serve(total: number, failure?: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auth/me') return json({ id: 7, email: 'a@example.test', admin: true });
    if (url.pathname === '/api/admin/musicians') {
      if (failure) return json(failure.body, failure.status);
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * perPage, page * perPage);
      return json({ data: { items: ids.map(musician), _meta: { total_items: total } } });
    }
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const musicianCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/admin/musicians'));

describe('/admin/musicians', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the page from the query string, shows 2 neighbouring pages and writes a page change back', async () => {
    signInAs('creator', { admin: true });
    const fetchMock = serve(130);
    const { router } = renderRoute('/admin/musicians?page=4');
    expect(await screen.findByRole('heading', { name: 'Stage 61' })).toBeTruthy();
    expect(musicianCalls(fetchMock)).toContain('/api/admin/musicians?page=4&per_page=20');
    expect(screen.getAllByTestId('musician-card')).toHaveLength(20);
    // pages 2..6 around page 4, plus the first and last
    for (const n of ['1', '2', '3', '5', '6', '7']) expect(screen.getByRole('button', { name: n })).toBeTruthy();
    const card = screen.getAllByTestId('musician-card')[0];
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/admin/campaigns?musician=61');

    await userEvent.setup().click(screen.getByRole('button', { name: '7' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=7'));
    expect(await screen.findByRole('heading', { name: 'Stage 130' })).toBeTruthy();
    expect(screen.getAllByTestId('musician-card')).toHaveLength(10);
  });

  it('hides the pagination when there are no musicians', async () => {
    signInAs('creator', { admin: true });
    serve(0);
    renderRoute('/admin/musicians');
    expect(await screen.findByText('No musicians found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('shows the server message of a failure as a red toast', async () => {
    signInAs('creator', { admin: true });
    serve(0, { status: 403, body: { message: 'Enter the code from your authenticator app.', code: 'MFA_REQUIRED' } });
    renderRoute('/admin/musicians');
    await waitFor(() =>
      expect(getClientState().toasts.items.map((t) => [t.message, t.type])).toContainEqual([
        'Enter the code from your authenticator app.',
        'error',
      ]),
    );
  });

  it('falls back to the spec message when the server says nothing', async () => {
    signInAs('creator', { admin: true });
    serve(0, { status: 400, body: {} });
    renderRoute('/admin/musicians');
    await waitFor(() =>
      expect(getClientState().toasts.items.map((t) => [t.message, t.type])).toContainEqual([
        MSG.somethingWentWrong,
        'error',
      ]),
    );
  });
});
