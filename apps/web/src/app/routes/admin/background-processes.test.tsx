// Background Processes: the billing job run now, asked first, refused while a run is under way (server's 409).
import { BILL_MESSAGES, billingRunResponse } from '@hookline/shared/bills';
import { appealCount } from '@hookline/shared/decisions';
import { fraudCountResponse } from '@hookline/shared/fraud';
import { type ScheduledTask, scheduledTaskList } from '@hookline/shared/scheduled-tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { answer, fakeApi, refusal, served, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const task = (id: number, name: string, state: ScheduledTask[2]['state']): ScheduledTask => [
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
function serve(o: { tasks: ScheduledTask[]; busy?: boolean }) {
  const api = fakeApi({
    ...signedInRoutes(signInAs('creator', { admin: true })),
    'GET /api/admin/fraud/count': served(fraudCountResponse, { data: { total: 0, held: 0 } }),
    'GET /api/admin/appeals/count': served(appealCount, { data: { open: 0 } }),
    'GET /api/schedule/get_scheduled_tasks': served(scheduledTaskList, {
      scheduled_tasks: o.tasks,
      total_items: o.tasks.length,
    }),
    'POST /api/admin/billing-runs': () =>
      o.busy
        ? refusal(409, BILL_MESSAGES.billingRunBusy, 'CONFLICT')
        : answer(
            202,
            served(billingRunResponse, {
              message: BILL_MESSAGES.billingRunQueued,
              data: { job_id: 9, until: '2026-11-23T21:00:00.000Z' },
            }),
          ),
  });
  return { runs: () => api.callsTo('POST /api/admin/billing-runs') };
}

const toasts = () => getClientState().toasts.items.map((t) => [t.type, t.message]);

describe('/admin/background-processes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the billing job only after the confirmation, and says it started', async () => {
    const api = serve({ tasks: [task(1, 'refresh-stats', 'completed')] });
    renderRoute('/admin/background-processes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run billing now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run billing now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.runs()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Run billing now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Run billing now?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['success', BILL_MESSAGES.billingRunQueued]));
    expect(api.runs()).toHaveLength(1);
  });

  it("shows the server's refusal when a billing run is already under way", async () => {
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
    serve({ tasks: [task(2, 'generate-bills', 'active')] });
    renderRoute('/admin/background-processes');
    expect(await screen.findByRole('button', { name: 'Billing is running…' })).toHaveProperty('disabled', true);
  });
});
