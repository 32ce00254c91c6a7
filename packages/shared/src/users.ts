// Current user info (POST /api/users, GET/PUT /api/users/me): the user and, for creators, their creator part.
import { z } from 'zod';
import { emailSchema, languageSchema } from './auth';
import { LOCALES } from './languages';
import { connectedAccountSchema } from './platform-schemas';
import { text } from './primitives';
import { countryAnswer } from './reference';

/** A country in a person's answer, as GET /api/countries lists it (its ISO code names it in the reader's language). */
export const countrySchema = countryAnswer;
export const levelSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['normal', 'linear', 'fixed']),
  per_1k_views_amount_eur: z.number().nullable(),
  max_amount_eur: z.number().nullable(),
});

export const creatorInfoSchema = z.object({
  id: z.number(),
  tiktok_username: z.string().nullable(),
  tiktok_followers: z.number().nullable(),
  /** TikTok's authorisation is held (modules/tiktok/connect.ts): what every screen means by "connected" */
  tiktok_connected: z.boolean(),
  /** every connected platform account (TikTok, Instagram, YouTube), in that order */
  accounts: z.array(connectedAccountSchema),
  status: z.enum(['active', 'blocked']),
  level_id: z.number(),
  level: levelSchema,
  country: countrySchema.nullable(),
});

export const musicianInfoSchema = z.object({ id: z.number(), stage_name: z.string() });

/** The person's own fields, the same in their user info and in the admin's creator card. */
export const personFields = z.object({
  id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  verified: z.boolean(),
  is_payable: z.boolean(),
  is_notification_enabled: z.boolean(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  user_type: z.enum(['creator', 'musician']),
});

export const userInfoSchema = personFields.extend({
  is_admin: z.boolean(),
  /** the language the user reads Hookline and their emails in (packages/shared/src/languages.ts) */
  language: z.enum(LOCALES),
  creator: creatorInfoSchema.nullable(),
  musician: musicianInfoSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const createUserBody = z.object({ email: emailSchema }).strict();

const optionalText = (max: number) => text().trim().max(max).nullable().optional();
export const updateMeBody = z
  .object({
    first_name: optionalText(100),
    last_name: optionalText(100),
    street: optionalText(200),
    house_number: optionalText(20),
    city: optionalText(100),
    stage_name: text().trim().min(1).max(100).optional(),
    language: languageSchema.optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** GET/PUT /api/musician/notification-settings: which emails a musician gets. */
export const notificationSettingsBody = z
  .object({ new_video: z.boolean(), weekly_summary: z.boolean(), campaign_ended: z.boolean() })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsBody>;
export const notificationSettingsResponse = z.object({ data: notificationSettingsBody });
export const notificationSettingsSaved = z.object({ message: z.string(), data: notificationSettingsBody });
