// Background Processes: the billing job run now, asked first, refused while a run is under way (server's 409).
import { BILL_MESSAGES, billingRunResponse } from '@hookline/shared/bills';
import { appealCount } from '@hookline/shared/decisions';
import { fraudCountResponse } from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import {
  adminAlerts,
  type LedgerCheckAlert,
  type PlatformQuotaAlert,
  type ScheduledTask,
  scheduledTaskList,
} from '@hookline/shared/scheduled-tasks';
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
function serve(o: { tasks: ScheduledTask[]; busy?: boolean; alert?: LedgerCheckAlert; quotas?: PlatformQuotaAlert[] }) {
  const api = fakeApi({
    'GET /api/schedule/alerts': served(adminAlerts, {
      data: { ledger_check: o.alert ?? null, platform_quotas: o.quotas ?? [] },
    }),
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

  it('shows a failed ledger check as failed, with its differences, and flags it in the drawer', async () => {
    const details = ['campaign 4: budget_left 1,000 but the ledger says 900', 'promotion 9: reserved 1 but 3,000'];
    const failed = task(7, 'ledger-check', 'failed');
    failed[2] = {
      ...failed[2],
      attempts: 1,
      result: { ok: false, differences: 2, details },
      last_error: 'The ledger check found 2 differences.',
    };
    serve({
      tasks: [failed, task(6, 'ledger-check', 'completed')],
      alert: { job_id: 7, failed_at: '2026-11-23T21:00:00.000Z', differences: 2, details },
    });
    renderRoute('/admin/background-processes');
    const alert = await screen.findByTestId('ledger-check-alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('found 2 differences');
    for (const d of details) expect(within(alert).getByText(d)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByTestId('ledger-check-badge').textContent).toBe('Check failed');
    const states = screen.getAllByTestId('task-state').map((b) => b.textContent);
    expect(states).toEqual(['failed', 'completed']);
  });

  it('shows no alert while the latest check passed', async () => {
    serve({ tasks: [task(6, 'ledger-check', 'completed')] });
    renderRoute('/admin/background-processes');
    await screen.findAllByTestId('task-row', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('ledger-check-alert')).toBeNull();
    expect(screen.queryByTestId('ledger-check-badge')).toBeNull();
  });

  it("says when a platform's quota ran out, how many videos wait and until when", async () => {
    serve({
      tasks: [task(8, 'refresh-stats', 'completed')],
      quotas: [
        {
          platform: 'youtube',
          job_id: 8,
          at: '2026-11-23T21:00:00.000Z',
          waiting: 3,
          resets_at: '2026-11-24T08:00:00.000Z',
        },
      ],
    });
    renderRoute('/admin/background-processes');
    const alert = await screen.findByTestId('platform-quota-alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(MSG.quotaSpentTitle.replace('{platform}', 'YouTube'))).toBeTruthy();
    expect(alert.textContent).toMatch(
      /^YouTube's quota is spent3 videos wait for their figures until the quota comes back \(24 Nov 2026, \d\d:00\); they are read in the first run after that\.$/,
    );
  });
});
