// archive-ended: every 5 minutes, archives the campaigns whose end date passed or with nothing left to spend, then
// gives back what ended campaigns paid by their musician did not spend (musician-campaigns/refunds.ts) and sends the
// Stripe refunds still pending. Idempotent: an archived campaign is no longer active, and what was given back is
// recorded, so a rerun gives back only what settled since.

import { JOBS } from '@hookline/shared/job-names';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { campaigns } from '../../../db/schema';
import { refundEndedCampaigns } from '../../musician-campaigns/refunds';
import { archiveCampaign } from '../../promotions/engine';
import { defineJob, type JobContext, timeSlot } from '../definition';

export async function archiveEnded(ctx: Pick<AppContext, 'db'>) {
  const due = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        sql`${campaigns.deletedAt} is null`,
        // nothing left to spend means no budget left AND no open reservation: a reservation may settle below its
        // cap and give budget back, so the campaign keeps running for the videos still waiting (docs/engine.md)
        or(
          lte(campaigns.endDate, new Date()),
          and(
            eq(campaigns.budgetLeftCents, 0),
            gt(campaigns.budgetCents, 0),
            sql`not exists (select 1 from promotions p where p.campaign_id = ${campaigns.id} and p.reserved_cents > 0)`,
          ),
        ),
      ),
    );
  for (const c of due) await archiveCampaign(ctx.db, c.id);
  return { archived: due.length };
}

/** The worker reaches Stripe's simulator (outside production without keys) on the API server's own port. */
const withSelfUrl = (ctx: JobContext) => ({ ...ctx, selfUrl: { current: `http://127.0.0.1:${ctx.config.port}` } });

export const archiveEndedJob = defineJob({
  ...JOBS.archiveEnded,
  payload: z.object({}),
  schedule: (now) => ({ singletonKey: `archive-ended@${timeSlot(now, 5)}` }),
  handler: async (ctx) => ({ ...(await archiveEnded(ctx)), ...(await refundEndedCampaigns(withSelfUrl(ctx))) }),
});
