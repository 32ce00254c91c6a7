// Upload times drive the 72 h settlement moment, so a time in the future is refused rather than stored.
import { badRequest } from '../../errors';

export const SETTLED_UPLOAD_TIME = 'The upload time of a settled promotion cannot be changed.';
export const FUTURE_UPLOAD_TIME = 'The upload date cannot be in the future.';

/** Clock skew we accept between the admin's machine and the server for "uploaded now". */
const FUTURE_SLACK_MS = 5 * 60_000;

export function assertUploadTimeNotFuture(uploadedAt: Date, now = new Date()) {
  if (uploadedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) throw badRequest(FUTURE_UPLOAD_TIME);
}
