// generate-bills: monthly, and "Run billing now" by an admin (bills/billing-run.ts): one self-billing invoice per
// creator for the unbilled earnings (bills/generate-bills.ts; one bill per creator and period, so a rerun adds none).

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import { generateBills } from '../../bills/generate-bills';
import { defineJob, monthOf } from '../definition';

export const generateBillsJob = defineJob({
  ...JOBS.generateBills,
  /** a run an admin asked for carries the moment it was asked (`until`) and who asked */
  payload: z.object({ until: z.string().optional(), admin_id: z.number().int().optional() }),
  schedule: (now) => ({ singletonKey: `generate-bills@${monthOf(now)}` }),
  // a run an admin asked for carries the moment it was asked: a retry bills the same period (docs/engine.md)
  handler: (ctx, payload) => generateBills(ctx, { until: payload.until ? new Date(payload.until) : undefined }),
});
