// Upload times drive the 72 h settlement moment, so a time in the future is refused rather than stored.
import { MSG } from '@hookline/shared/messages';
import { badRequest } from '../../errors';

export const SETTLED_UPLOAD_TIME = MSG.settledUploadTime;
export const FUTURE_UPLOAD_TIME = MSG.futureUploadTime;

/** Clock skew we accept between the admin's machine and the server for "uploaded now". */
const FUTURE_SLACK_MS = 5 * 60_000;

export function assertUploadTimeNotFuture(uploadedAt: Date, now = new Date()) {
  if (uploadedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) throw badRequest('futureUploadTime');
}
