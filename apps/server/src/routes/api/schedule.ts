// GET /api/schedule/get_scheduled_tasks: background tasks as (id, description, meta) triples; GET /api/schedule/alerts.

import { pageParam } from '@hookline/shared/primitives';
import { adminAlerts, type ScheduledTask, scheduledTaskList } from '@hookline/shared/scheduled-tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestPlatformQuotaAlerts } from '../../modules/jobs/platform-quota-alert';
import { latestLedgerCheckAlert } from '../../modules/ledger/check-alert';
import { listJobs } from '../../modules/queue/queue';

const query = z
  .object({
    man_verification: z.enum(['true', 'false']).optional(),
    page: pageParam(),
    per_page: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/schedule/get_scheduled_tasks',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], querystring: query, response: { 200: scheduledTaskList } },
    },
    async (req) => {
      const { items, total } = await listJobs(db, {
        page: req.query.page,
        perPage: req.query.per_page,
        includeManual: req.query.man_verification === 'true',
      });
      return {
        scheduled_tasks: items.map(
          (j): ScheduledTask => [
            j.id,
            j.description,
            {
              name: j.name,
              state: j.state,
              payload: j.payload,
              attempts: j.attempts,
              run_at: j.runAt.toISOString(),
              created_at: j.createdAt.toISOString(),
              completed_at: j.completedAt?.toISOString() ?? null,
              result: j.result,
              last_error: j.lastError,
            },
          ],
        ),
        total_items: total,
      };
    },
  );

  // what admins must see from every screen: the drawer's badge on Background Processes and the page's alert
  app.get(
    '/api/schedule/alerts',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], response: { 200: adminAlerts } } },
    async () => ({
      data: { ledger_check: await latestLedgerCheckAlert(db), platform_quotas: await latestPlatformQuotaAlerts(db) },
    }),
  );
};
