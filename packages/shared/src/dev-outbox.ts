// GET /api/dev/outbox (development only): the emails the app sent, newest first.
import { z } from 'zod';
import { listOf } from './api';

export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxList = listOf(outboxMail);
