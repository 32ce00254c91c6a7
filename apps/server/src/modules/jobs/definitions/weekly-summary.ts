// weekly-summary: weekly, queues the musicians' weekly summary emails (notifications/notify.ts), one run per ISO week.

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import { queueWeeklySummaries } from '../../notifications/notify';
import { defineJob } from '../definition';

/** ISO week of a date, e.g. '2026-W47'. */
export function isoWeek(d: Date) {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const weeklySummaryJob = defineJob({
  ...JOBS.weeklySummary,
  /** `week`: the ISO week summed up, e.g. '2026-W47' (the current one when absent) */
  payload: z.object({ week: z.string().optional() }),
  schedule: (now) => {
    const week = isoWeek(now);
    return { payload: { week }, singletonKey: `weekly-summary@${week}` };
  },
  handler: (ctx, payload) => queueWeeklySummaries(ctx, payload.week ?? isoWeek(new Date())),
});
