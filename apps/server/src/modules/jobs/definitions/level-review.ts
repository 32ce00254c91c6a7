// level-review: monthly, reads creators' TikTok figures again: raises levels by the rule table at once and proposes
// lower ones to admins (creators/levels.ts).

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import { monthlyLevelReview } from '../../creators/levels';
import { defineJob, monthOf } from '../definition';

export const levelReviewJob = defineJob({
  ...JOBS.levelReview,
  payload: z.object({}),
  schedule: (now) => ({ singletonKey: `level-review@${monthOf(now)}` }),
  handler: (ctx) => monthlyLevelReview(ctx),
});
