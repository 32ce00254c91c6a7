// The product's background jobs (docs/engine.md "Background jobs"): one file per job in definitions/ (its payload's
// zod schema, its schedule, its handler), names and descriptions in packages/shared/src/job-names.ts. Every handler
// is idempotent: a rerun after a crash finds the work done (conditional updates, unique bill periods, singleton
// keys) and does nothing twice.
import type { AppContext } from '../../context';
import { enqueue, type JobHandler } from '../queue/queue';
import type { JobContext, JobDefinition } from './definition';
import { archiveEndedJob } from './definitions/archive-ended';
import { generateBillsJob } from './definitions/generate-bills';
import { ledgerCheckJob } from './definitions/ledger-check';
import { levelReviewJob } from './definitions/level-review';
import { notifyJob } from './definitions/notify';
import { refreshStatsJob } from './definitions/refresh-stats';
import { viewsAt72hDefinition } from './definitions/views-at-72h';
import { weeklySummaryJob } from './definitions/weekly-summary';

/** The jobs the worker runs; the recurring ones are queued in this order. */
export const JOB_DEFINITIONS: JobDefinition[] = [
  refreshStatsJob,
  archiveEndedJob,
  ledgerCheckJob,
  generateBillsJob,
  levelReviewJob,
  weeklySummaryJob,
  viewsAt72hDefinition,
  notifyJob,
];

export function taskHandlers(ctx: JobContext): Record<string, JobHandler> {
  return Object.fromEntries(JOB_DEFINITIONS.map((d) => [d.name, (job) => d.run(ctx, job)]));
}

/** Enqueues each recurring task once per slot; every worker may call it, the singleton key keeps one run. */
export async function scheduleRecurring(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  for (const d of JOB_DEFINITIONS) {
    const run = d.schedule?.(now);
    if (run) await enqueue(ctx.db, { name: d.name, description: d.description, ...run });
  }
}
