// What the admin's people screens get back: the creator card of the users list, the musicians list and the answers
// of the edits. Routes declare these as responses, so the card carries exactly these fields.
import { z } from 'zod';
import { listOf, pageOf } from './api';
import { countrySchema, levelSchema, personFields } from './users';

/** A creator in the admin's users list. */
export const creatorCard = personFields.extend({
  creator: z.object({
    id: z.number(),
    tiktok_username: z.string().nullable(),
    tiktok_followers: z.number().nullable(),
    tiktok_connected: z.boolean(),
    status: z.enum(['active', 'blocked']),
    derived_status: z.enum(['active', 'blocked', 'incomplete']),
    level_id: z.number(),
    level: levelSchema,
    country: countrySchema.nullable(),
    payout_address: z.string().nullable(),
  }),
});
export type CreatorCard = z.infer<typeof creatorCard>;
export const creatorCardList = listOf(creatorCard);

/** A musician in the admin's musicians list. */
export const musicianAnswer = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  stage_name: z.string(),
});
export type MusicianAnswer = z.infer<typeof musicianAnswer>;
/** The list answers in `data` and, for older callers, at the top level too. */
export const musicianList = listOf(musicianAnswer).extend(pageOf(musicianAnswer).shape);

export const musicianCreated = z.object({
  message: z.string(),
  data: z.object({ id: z.number().optional(), email: z.string(), stage_name: z.string() }),
});
export const creatorStatusSaved = z.object({ message: z.string(), status: z.enum(['active', 'blocked']) });
