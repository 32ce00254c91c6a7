// The notification job as the modules that cause a notification queue it, by name (docs/architecture.md): in the
// same transaction as the event, sent later by the worker (modules/notifications/notify.ts renders and sends it).
import { JOBS } from '@hookline/shared/job-names';
import type { DbOrTx } from '../../db/client';
import type { NotificationEvent } from '../notifications/notify';
import { type EnqueueOptions, enqueue } from './queue';

export const NOTIFY_JOB = JOBS.notify.name;

export function notificationKey(e: NotificationEvent) {
  const ref =
    'promotion_id' in e
      ? e.promotion_id
      : 'campaign_id' in e
        ? e.campaign_id
        : 'bill_id' in e
          ? e.bill_id
          : 'appeal_id' in e
            ? e.appeal_id
            : 'job_id' in e
              ? e.job_id
              : 'document_id' in e
                ? e.document_id
                : `${e.musician_id}:${e.week}`;
  return `notify:${e.event}:${ref}`;
}

/** The job that sends a notification, once per event (its singleton key). */
export const notificationJob = (e: NotificationEvent): EnqueueOptions => ({
  name: NOTIFY_JOB,
  description: `${JOBS.notify.description} (${e.event})`,
  payload: e,
  singletonKey: notificationKey(e),
});

export async function queueNotification(tx: DbOrTx, e: NotificationEvent) {
  await enqueue(tx, notificationJob(e));
}
