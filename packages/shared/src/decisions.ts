// Why a video was declined or marked as fraud, and the creator's one appeal of a decline (docs/engine.md
// "Decline reasons and appeals"). The codes and their labels are shared so that the admin dialogs, the creator's
// screens and the emails say the same thing.

import { z } from 'zod';
import { listOf, messageSchema } from './api';
import { messageText } from './catalogue';
import { MSG } from './messages';
import { text } from './primitives';

export const DECISION_REASONS = [
  'wrong_sound',
  'not_on_linked_profile',
  'content_rules',
  'quality',
  'duplicate',
  'suspected_fake_views',
  'other',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

export const DECISION_REASON_LABELS: Record<DecisionReason, string> = {
  wrong_sound: 'The video does not use the campaign sound',
  not_on_linked_profile: 'The video is not on your linked TikTok profile',
  content_rules: 'The video breaks the content rules',
  quality: 'The video quality is too low',
  duplicate: 'The video was already submitted',
  suspected_fake_views: 'The views look fake (bought or generated)',
  other: 'Another reason',
};

/** The reasons that mean nothing to the creator without the admin's note: the note is required with them. */
export const REASONS_NEEDING_A_NOTE: readonly DecisionReason[] = ['other'];
export const NOTE_NEEDED_MESSAGE = MSG.writeNoteForCreator;

export const DECISION_NOTE_MAX = 500;
export const APPEAL_TEXT_MAX = 1000;

export const decisionReasonField = z.enum(DECISION_REASONS, { message: MSG.chooseReason });
export const decisionNoteField = text()
  .trim()
  .max(DECISION_NOTE_MAX, messageText('atMostCharacters', { max: DECISION_NOTE_MAX }));

/** What the creator sees of the last decline or fraud decision on a video. */
/** Where an appeal stands: waiting for an admin, or answered either way. */
export const appealStatus = z.enum(['open', 'accepted', 'rejected']);
export type AppealStatus = z.infer<typeof appealStatus>;

/** An appeal as both its creator and the admins see it. */
export const appealFields = z.object({
  id: z.number(),
  text: z.string(),
  status: appealStatus,
  answer_note: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

export const decisionSchema = z.object({
  kind: z.enum(['declined', 'fraud']),
  reason_code: z.enum(DECISION_REASONS),
  reason: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  appeal: appealFields.nullable(),
  can_appeal: z.boolean(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** POST /api/promotions/{id}/appeal */
export const appealBody = z
  .object({
    text: text()
      .trim()
      .min(10, MSG.explainAppeal)
      .max(APPEAL_TEXT_MAX, messageText('atMostCharacters', { max: APPEAL_TEXT_MAX })),
  })
  .strict();
export type AppealBody = z.infer<typeof appealBody>;

/** GET /api/admin/appeals */
export const appealListQuery = z
  .object({
    status: appealStatus.default('open'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** POST /api/admin/appeals/{id}/answer: accept puts the video back to submitted; reject is final and needs a note. */
export const appealAnswerBody = z
  .object({ decision: z.enum(['accept', 'reject']), note: decisionNoteField.optional() })
  .strict()
  .refine((b) => b.decision !== 'reject' || (b.note && b.note.length > 0), {
    message: MSG.writeNoteForCreator,
    path: ['note'],
  });
export type AppealAnswerBody = z.infer<typeof appealAnswerBody>;

/** An appeal in the admin's queue, with the decision it contests. */
export const appealAnswer = appealFields.extend({
  reason_code: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  promotion: z.object({
    id: z.number(),
    campaign_id: z.number(),
    status: z.string(),
    video_url: z.string().nullable(),
  }),
  creator: z.object({ tiktok_username: z.string().nullable() }),
  song: z.object({ title: z.string(), artist: z.string() }),
});
export type AppealAnswer = z.infer<typeof appealAnswer>;
export const appealList = listOf(appealAnswer);
export const appealCount = z.object({ data: z.object({ open: z.number() }) });
export const appealAnswered = messageSchema;
