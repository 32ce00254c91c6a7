// The read of a video's views at upload + 72 h is a job scheduled for that moment (docs/engine.md "Views at 72 h").

import { JOBS } from '@hookline/shared/job-names';
import type { DbOrTx } from '../../db/client';
import { type EnqueueOptions, enqueue } from './queue';

export const THREE_DAYS_MS = 72 * 3600_000;

export const VIEWS_AT_72H = JOBS.viewsAt72h;

/** One job per promotion and upload time: a changed upload time schedules a new read, the old one finds nothing. */
export const viewsAt72hJob = (promotionId: number, uploadedAt: Date): EnqueueOptions => ({
  ...VIEWS_AT_72H,
  payload: { promotion_id: promotionId },
  runAt: new Date(uploadedAt.getTime() + THREE_DAYS_MS),
  singletonKey: `views-at-72h:${promotionId}:${uploadedAt.toISOString()}`,
});

export const scheduleViewsAt72h = (db: DbOrTx, promotionId: number, uploadedAt: Date) =>
  enqueue(db, viewsAt72hJob(promotionId, uploadedAt));
