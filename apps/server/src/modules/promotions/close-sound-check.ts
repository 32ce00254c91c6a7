// A manual sound check waits for a person only while its promotion is undecided: once an admin approves,
// declines or deletes the promotion, its task in Background Processes is closed with what was decided.

import { JOBS } from '@hookline/shared/job-names';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export const MANUAL_SOUND_CHECK = JOBS.manualSoundCheck.name;

export async function closeSoundCheckTasks(
  db: DbOrTx,
  { promotionId, decision }: { promotionId: number; decision: string },
) {
  await db
    .update(jobs)
    .set({ state: 'completed', completedAt: new Date(), result: { decided: decision } })
    .where(
      and(
        eq(jobs.name, MANUAL_SOUND_CHECK),
        eq(jobs.state, 'manual'),
        sql`${jobs.payload}->>'promotion_id' = ${String(promotionId)}`,
      ),
    );
}
