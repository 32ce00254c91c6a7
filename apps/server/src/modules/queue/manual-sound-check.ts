// manual-sound-check: a task for a person, not for the worker (state 'manual', no handler): queued with the
// submission whose sound TikTok could not tell (promotions/submit.ts), listed for admins in Background Processes,
// closed when the promotion is approved, declined or deleted (promotions/close-sound-check.ts).

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import type { EnqueueOptions } from './queue';

export const manualSoundCheckPayload = z.object({
  promotion_id: z.number().int(),
  campaign_id: z.number().int(),
  video_url: z.string(),
});

/** One task per promotion and video: submitting the same video again queues no second one. */
export const manualSoundCheckJob = (
  payload: z.input<typeof manualSoundCheckPayload>,
  videoId: string,
): EnqueueOptions => ({
  ...JOBS.manualSoundCheck,
  payload: manualSoundCheckPayload.parse(payload),
  singletonKey: `manual-sound-check:${payload.promotion_id}:${videoId}`,
  state: 'manual',
});
