// An admin's "run now" of the billing job (docs/engine.md "Bills and payouts"): queued on the job queue like the
// monthly run, billing every creator's earnings recorded up to the moment it was asked for.
import { JOBS } from '@hookline/shared/job-names';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { conflict } from '../../errors';
import { enqueue } from '../queue/queue';

/** Any number, the same for every process: it makes two admins' clicks take turns on the check below. */
const RUN_NOW_LOCK = 727_275;

export async function queueBillingRun(db: Db, o: { adminId: number; now?: Date }) {
  const until = o.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_NOW_LOCK})`);
    // a monthly run or an earlier "run now" still waiting or running: a second one would only wait behind it
    const [busy] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, JOBS.generateBills.name), inArray(jobs.state, ['queued', 'active'])))
      .limit(1);
    if (busy) throw conflict('billBillingRunBusy');
    const job = await enqueue(tx, {
      name: JOBS.generateBills.name,
      description: `Generate creators' bills now (asked by an admin): earnings up to ${until.toISOString()}`,
      payload: { until: until.toISOString(), admin_id: o.adminId },
      singletonKey: `generate-bills@now-${until.toISOString()}`,
    });
    if (!job) throw conflict('billBillingRunBusy');
    return { id: job.id, until: until.toISOString() };
  });
}
