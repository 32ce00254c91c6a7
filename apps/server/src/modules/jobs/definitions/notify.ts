// notify: one per event, queued with the change that caused it (notifications/notify.ts queueNotification and
// notificationJob, singleton key per event): sends the emails, honouring the users' notification settings.

import { JOBS } from '@hookline/shared/job-names';
import { z } from 'zod';
import { sendNotification } from '../../notifications/notify';
import { defineJob } from '../definition';

export const notifyJob = defineJob({
  ...JOBS.notify,
  /** a NotificationEvent (notifications/notify.ts): the event and the ids it names */
  payload: z.looseObject({ event: z.string() }),
  handler: (ctx, _payload, job) => sendNotification(ctx, job),
});
