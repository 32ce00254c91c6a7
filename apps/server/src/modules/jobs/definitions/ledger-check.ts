// ledger-check: hourly, checks the money invariants of the ledger (ledger/invariants.ts) and every stored derived
// table against its sources (db/derived.ts); its result is what Background Processes shows.

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { describeDerivedDifference } from '../../../db/derived';
import { ledgerCheckFailed } from '../../ledger/check-alert';
import { checkDerived, KEPT_RULES } from '../../ledger/derived-check';
import { checkLedger, describeDifference } from '../../ledger/invariants';
import { defineJob, timeSlot } from '../definition';

/** The hourly check: its result (ok, or each difference) is what Background Processes shows. */
export async function ledgerCheck(ctx: Pick<AppContext, 'db'>, jobId?: number) {
  const lines = await dataDifferences(ctx.db);
  const result = {
    ok: lines.length === 0,
    differences: lines.length,
    // the first few, in words: the full list is one `npm run db:check` away
    details: lines.slice(0, 10),
  };
  // a failed check is a failed run, and the admins are told (ledger/check-alert.ts)
  if (!result.ok) await ledgerCheckFailed(ctx, { jobId, result });
  return result;
}

/** Every difference in words: the ledger's money invariants, then each stored derived table against its sources. */
export async function dataDifferences(db: AppContext['db']) {
  const ledger = await checkLedger(db);
  const derived = await checkDerived(db, { ledger });
  return [
    ...ledger.filter((d) => !KEPT_RULES.includes(d.rule)).map(describeDifference),
    ...derived.map(describeDerivedDifference),
  ];
}

export const ledgerCheckJob = defineJob({
  ...JOBS.ledgerCheck,
  payload: z.object({}),
  schedule: (now) => ({ singletonKey: `ledger-check@${timeSlot(now, 60)}` }),
  handler: (ctx, _payload, job) => ledgerCheck(ctx, job.id),
});
