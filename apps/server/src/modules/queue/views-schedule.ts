// The read of a video's views at upload + 72 h is a job scheduled for that moment (docs/engine.md "Views at 72 h").

import { JOBS } from '@hookline/shared/job-names';
import { type Platform, settlesAt } from '@hookline/shared/platforms';
import type { DbOrTx } from '../../db/client';
import { type EnqueueOptions, enqueue } from './queue';

export const THREE_DAYS_MS = 72 * 3600_000;

export const VIEWS_AT_72H = JOBS.viewsAt72h;

/**
 * One job per promotion and upload time: a changed upload time schedules a new read, the old one finds nothing. It
 * runs at upload + 72 h plus the platform's reporting lag (Instagram: 48 h; docs/engine.md "What a view is on each
 * platform").
 */
export const viewsAt72hJob = (
  promotionId: number,
  uploadedAt: Date,
  platform: Platform = 'tiktok',
): EnqueueOptions => ({
  ...VIEWS_AT_72H,
  payload: { promotion_id: promotionId },
  runAt: settlesAt(platform, uploadedAt),
  singletonKey: `views-at-72h:${promotionId}:${uploadedAt.toISOString()}`,
});

export const scheduleViewsAt72h = (db: DbOrTx, promotionId: number, uploadedAt: Date, platform: Platform = 'tiktok') =>
  enqueue(db, viewsAt72hJob(promotionId, uploadedAt, platform));
