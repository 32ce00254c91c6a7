// views-at-72h: one per approved video, at its upload + 72 h, queued with the approval (views-schedule.ts
// viewsAt72hJob, which the promotion engine imports without this handler's imports): reads the video once more and
// settles it on the snapshot nearest to 72 h (views-at-72h.ts).

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import { readViewsAt72h } from '../../promotions/views-at-72h';
import { defineJob } from '../definition';

export const viewsAt72hDefinition = defineJob({
  ...JOBS.viewsAt72h,
  payload: z.object({ promotion_id: z.number().int() }),
  handler: (ctx, payload) => readViewsAt72h(ctx, payload.promotion_id),
});
