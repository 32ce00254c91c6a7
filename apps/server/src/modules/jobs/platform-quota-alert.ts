// A platform whose budget ran out (the stats job, definitions/refresh-stats.ts): the latest finished stats run says
// which platforms' videos wait and until when, and Background Processes shows it until a run reads them again.
import { JOBS } from '@hookline/shared/job-names';
import type { PlatformQuotaAlert } from '@hookline/shared/scheduled-tasks';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import type { PlatformRun } from './definitions/refresh-stats';

export async function latestPlatformQuotaAlerts(db: DbOrTx): Promise<PlatformQuotaAlert[]> {
  // the latest whole run (not a campaign's Update Stats, which reads a few videos only)
  const [last] = await db
    .select({ id: jobs.id, result: jobs.result, completedAt: jobs.completedAt, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, JOBS.refreshStats.name),
        inArray(jobs.state, ['completed', 'failed']),
        sql`not (${jobs.payload} ? 'campaign_id')`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  const runs = ((last?.result ?? {}) as { platforms?: PlatformRun[] }).platforms;
  if (!last || !Array.isArray(runs)) return [];
  return runs
    .filter((r) => r.quota_exhausted)
    .map((r) => ({
      platform: r.platform,
      job_id: last.id,
      at: (last.completedAt ?? last.runAt).toISOString(),
      waiting: r.waiting,
      resets_at: r.resets_at,
    }));
}
