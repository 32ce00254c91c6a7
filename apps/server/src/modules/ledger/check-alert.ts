// A failed ledger check (the hourly `ledger-check` job, docs/engine.md "Invariants"): the run ends as failed with
// its differences, every admin is emailed through the outbox (the notify job), and the admin drawer's badge and
// Background Processes read the latest run (latestLedgerCheck) until a run passes again.
import { JOBS } from '@hookline/shared/job-names';
import type { LedgerCheckAlert } from '@hookline/shared/scheduled-tasks';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { queueNotification } from '../queue/notification-job';
import { JobFailed } from '../queue/queue';

export const LEDGER_CHECK_JOB = JOBS.ledgerCheck.name;

export type LedgerCheckResult = { ok: boolean; differences: number; details: string[] };

export const ledgerCheckFailedMessage = (differences: number) =>
  `The ledger check found ${differences} difference${differences === 1 ? '' : 's'}.`;

/**
 * Tells the admins and ends the run as failed (never retried: the same data gives the same differences). The email
 * goes when the check starts failing, not again every hour while it keeps failing (the badge stays meanwhile).
 */
export async function ledgerCheckFailed(
  ctx: Pick<AppContext, 'db'>,
  o: { jobId?: number; result: LedgerCheckResult },
): Promise<never> {
  const [previous] =
    o.jobId === undefined
      ? []
      : await ctx.db
          .select({ state: jobs.state })
          .from(jobs)
          .where(
            and(eq(jobs.name, LEDGER_CHECK_JOB), inArray(jobs.state, ['completed', 'failed']), lt(jobs.id, o.jobId)),
          )
          .orderBy(desc(jobs.id))
          .limit(1);
  if (o.jobId !== undefined && previous?.state !== 'failed')
    await queueNotification(ctx.db, {
      event: 'ledger-check-failed',
      job_id: o.jobId,
      differences: o.result.differences,
    });
  throw new JobFailed(ledgerCheckFailedMessage(o.result.differences), o.result);
}

/** The latest finished check, when it failed; null when it passed (or none has run yet). */
export async function latestLedgerCheckAlert(db: DbOrTx): Promise<LedgerCheckAlert | null> {
  const [last] = await db
    .select({ id: jobs.id, state: jobs.state, result: jobs.result, completedAt: jobs.completedAt, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.name, LEDGER_CHECK_JOB), inArray(jobs.state, ['completed', 'failed'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (last?.state !== 'failed') return null;
  const result = (last.result ?? {}) as Partial<LedgerCheckResult>;
  return {
    job_id: last.id,
    failed_at: (last.completedAt ?? last.runAt).toISOString(),
    differences: result.differences ?? 0,
    details: Array.isArray(result.details) ? result.details.map(String) : [],
  };
}
