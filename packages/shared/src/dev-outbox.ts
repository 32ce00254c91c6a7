// GET /api/dev/outbox (development only): the emails the app sent, newest first.
import { z } from 'zod';
import { idParam, listOf } from './api';
import { dbIdParam } from './primitives';

export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** the email's files, each downloadable at its url (GET /api/dev/outbox/{id}/attachments/{index}) */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number(), url: z.string() })),
  created_at: z.string(),
});
/** GET /api/dev/outbox/{id}/attachments/{index}: one file of one email */
/** the email's files are numbered from 1 */
export const outboxAttachmentParams = idParam.extend({ index: dbIdParam() }).strict();
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxList = listOf(outboxMail);
