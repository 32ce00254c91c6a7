import { MSG } from '@hookline/shared/messages';
import { type MusicianAnswer, musicianList } from '@hookline/shared/people-answers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { answer, type FakeRequest, fakeApi, page, served, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const musician = (id: number): MusicianAnswer => ({
  id,
  user_id: 100 + id,
  first_name: 'Mia',
  last_name: `Melody ${id}`,
  email: `m${id}@example.test`,
  stage_name: `Stage ${id}`,
});

/** The admin's identity and a musicians list of `total` entries, 20 a page. */
function serve(total: number, failure?: { status: number; body: unknown }) {
  return fakeApi({
    ...signedInRoutes(signInAs('creator', { admin: true })),
    'GET /api/admin/musicians': ({ query }: FakeRequest) => {
      if (failure) return answer(failure.status, failure.body);
      const pageNo = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((pageNo - 1) * perPage, pageNo * perPage);
      const list = page(ids.map(musician), total);
      // the list answers in `data` and at the top level
      return served(musicianList, { ...list, ...list.data });
    },
  });
}

const musicianCalls = (api: ReturnType<typeof serve>) =>
  api.callsTo('/api/admin/musicians').map((c) => `${c.path}${c.url.search}`);

describe('/admin/musicians', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the page from the query string, shows 2 neighbouring pages and writes a page change back', async () => {
    const api = serve(130);
    const { router } = renderRoute('/admin/musicians?page=4');
    expect(await screen.findByRole('heading', { name: 'Stage 61' })).toBeTruthy();
    expect(musicianCalls(api)).toContain('/api/admin/musicians?page=4&per_page=20');
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

  it('a page past the end (?page=3 with one musician) shows the last page in its place', async () => {
    serve(1);
    const { router } = renderRoute('/admin/musicians?page=3');
    expect(await screen.findByRole('heading', { name: 'Stage 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.queryByText('No musicians found')).toBeNull();
  });

  it('hides the pagination when there are no musicians', async () => {
    serve(0);
    renderRoute('/admin/musicians');
    expect(await screen.findByText('No musicians found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('shows the server message of a failure as a red toast', async () => {
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
