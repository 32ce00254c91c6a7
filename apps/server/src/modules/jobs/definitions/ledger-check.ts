// ledger-check: hourly, checks the money invariants of the ledger (ledger/invariants.ts); its result is what
// Background Processes shows.
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { checkLedger, describeDifference } from '../../ledger/invariants';
import { defineJob, timeSlot } from '../definition';
import { JOBS } from '../names';

/** The hourly ledger check: its result (ok, or each difference) is what Background Processes shows. */
export async function ledgerCheck(ctx: Pick<AppContext, 'db'>) {
  const differences = await checkLedger(ctx.db);
  return {
    ok: differences.length === 0,
    differences: differences.length,
    // the first few, in words: the full list is one `npm run ledger:check` away
    details: differences.slice(0, 10).map(describeDifference),
  };
}

export const ledgerCheckJob = defineJob({
  ...JOBS.ledgerCheck,
  payload: z.object({}),
  schedule: (now) => ({ singletonKey: `ledger-check@${timeSlot(now, 60)}` }),
  handler: (ctx) => ledgerCheck(ctx),
});
