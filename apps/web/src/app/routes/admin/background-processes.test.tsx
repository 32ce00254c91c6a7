// Background Processes: the billing job run now, asked first, refused while a run is under way (server's 409).
import { BILL_MESSAGES } from '@hookline/shared/bills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderRoute, signInAs } from '../../../test/render';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const task = (id: number, name: string, state: string) => [
  id,
  `task ${id}`,
  {
    name,
    state,
    payload: {},
    attempts: 0,
    run_at: '2026-11-23T21:00:00.000Z',
    created_at: '2026-11-23T21:00:00.000Z',
    completed_at: null,
    result: null,
    last_error: null,
  },
];

/** The API as the screen sees it; `busy` answers the run as the server does while another billing run waits. */
function serve(o: { tasks: unknown[]; busy?: boolean }) {
  const runs: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/auth/me') return json({ id: 7, email: 'a@example.test', admin: true });
      if (url.pathname === '/api/admin/fraud/count') return json({ data: { total: 0, held: 0 } });
      if (url.pathname === '/api/admin/appeals/count') return json({ data: { open: 0 } });
      if (url.pathname === '/api/schedule/get_scheduled_tasks')
        return json({ scheduled_tasks: o.tasks, total_items: o.tasks.length });
      if (url.pathname === '/api/admin/billing-runs' && init?.method === 'POST') {
        runs.push(url.pathname);
        return o.busy
          ? json({ message: BILL_MESSAGES.billingRunBusy, code: 'CONFLICT' }, 409)
          : json(
              { message: BILL_MESSAGES.billingRunQueued, data: { job_id: 9, until: '2026-11-23T21:00:00.000Z' } },
              202,
            );
      }
      return json({});
    }),
  );
  return runs;
}

const toasts = () => getClientState().toasts.items.map((t) => [t.type, t.message]);

describe('/admin/background-processes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the billing job only after the confirmation, and says it started', async () => {
    signInAs('creator', { admin: true });
    const runs = serve({ tasks: [task(1, 'refresh-stats', 'completed')] });
    renderRoute('/admin/background-processes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run billing now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run billing now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(runs).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Run billing now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Run billing now?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['success', BILL_MESSAGES.billingRunQueued]));
    expect(runs).toHaveLength(1);
  });

  it("shows the server's refusal when a billing run is already under way", async () => {
    signInAs('creator', { admin: true });
    serve({ tasks: [], busy: true });
    renderRoute('/admin/background-processes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run billing now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Run billing now?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['error', BILL_MESSAGES.billingRunBusy]));
  });

  it('holds the button while a billing run waits or runs', async () => {
    signInAs('creator', { admin: true });
    serve({ tasks: [task(2, 'generate-bills', 'active')] });
    renderRoute('/admin/background-processes');
    expect(await screen.findByRole('button', { name: 'Billing is running…' })).toHaveProperty('disabled', true);
  });
});
