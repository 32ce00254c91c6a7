// GET /api/schedule/get_scheduled_tasks: background tasks as (id, description, meta) triples.
import { z } from 'zod';

export const scheduledTaskMeta = z.object({
  name: z.string(),
  state: z.enum(['queued', 'active', 'completed', 'failed', 'manual']),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number(),
  run_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  result: z.unknown(),
  last_error: z.string().nullable(),
});
export type ScheduledTaskMeta = z.infer<typeof scheduledTaskMeta>;
export const scheduledTask = z.tuple([z.number(), z.string(), scheduledTaskMeta]);
export type ScheduledTask = z.infer<typeof scheduledTask>;
export const scheduledTaskList = z.object({ scheduled_tasks: z.array(scheduledTask), total_items: z.number() });

/** A failed ledger check: the latest run found differences (GET /api/schedule/alerts, the admin drawer's badge). */
export const ledgerCheckAlert = z.object({
  job_id: z.number(),
  failed_at: z.string(),
  differences: z.number(),
  details: z.array(z.string()),
});
export type LedgerCheckAlert = z.infer<typeof ledgerCheckAlert>;
/**
 * A platform whose budget of calls (YouTube: its daily quota units) ran out in the latest stats run: its videos wait
 * until `resets_at` (Background Processes).
 */
export const platformQuotaAlert = z.object({
  platform: z.enum(['instagram', 'youtube']),
  job_id: z.number(),
  at: z.string(),
  waiting: z.number(),
  resets_at: z.string().nullable(),
});
export type PlatformQuotaAlert = z.infer<typeof platformQuotaAlert>;
/** GET /api/schedule/alerts: what admins must see from every screen; null or empty: nothing to see. */
export const adminAlerts = z.object({
  data: z.object({ ledger_check: ledgerCheckAlert.nullable(), platform_quotas: z.array(platformQuotaAlert) }),
});
