// Admin people requests: the creator deal edit and Create Musician, parsed by the server
// route and by the browser forms alike.
import { z } from 'zod';
import { emailSchema } from './auth';
import { CREATOR_STATUS_FILTERS, LEVEL_TYPES } from './constants';
import { MSG } from './messages';
import { hasAtMostDecimals, MONEY_MESSAGES } from './money';
import { countValue, DB_INT_MAX, dbId, dbIdParam, text } from './primitives';

/** A view of the catalogue (messages.ts), kept for the code that reads these texts by these names. */
export const ADMIN_PEOPLE_MESSAGES = {
  chooseCountry: MSG.peopleChooseCountry,
  linearNeedsAmounts: MSG.peopleLinearNeedsAmounts,
  fixedNeedsAmount: MSG.peopleFixedNeedsAmount,
  stageNameRequired: MSG.peopleStageNameRequired,
} as const;

/** GET /api/admin/users filters. */
export const creatorListFilters = z.object({
  status: z.enum(CREATOR_STATUS_FILTERS).optional(),
  level_id: dbIdParam().pipe(z.number().max(7)).optional(),
  country_name: text().trim().max(100).optional(),
  search_string: text().trim().max(200).optional(),
});

/** PUT /api/admin/creators/{id}: the deal fields (docs/engine.md "The deal in force"). */
export const creatorEditBody = z
  .object({
    user_id: dbId().optional(),
    tiktok_username: text().trim().max(100).nullable().optional(),
    tiktok_followers: countValue().max(DB_INT_MAX).nullable().optional(),
    level_type: z.enum(LEVEL_TYPES),
    level_id: z.number().int().min(1).max(7),
    per_1k_views_amount_eur: z
      .number()
      .min(0)
      .max(10_000)
      .refine((n) => hasAtMostDecimals(n, 4), MONEY_MESSAGES.rateDecimals)
      .nullable()
      .optional(),
    max_amount_eur: z
      .number()
      .min(0)
      .max(1_000_000)
      .refine((n) => hasAtMostDecimals(n, 2), MONEY_MESSAGES.amountDecimals)
      .nullable()
      .optional(),
    country_id: dbId(ADMIN_PEOPLE_MESSAGES.chooseCountry),
  })
  .strict();
export type CreatorEditBody = z.infer<typeof creatorEditBody>;

/** The browser form adds the amounts each deal kind needs (the server answers the same messages with 400). */
export const creatorEditForm = creatorEditBody.superRefine((b, ctx) => {
  if (b.level_type === 'linear') {
    if (b.per_1k_views_amount_eur == null)
      ctx.addIssue({
        code: 'custom',
        path: ['per_1k_views_amount_eur'],
        message: ADMIN_PEOPLE_MESSAGES.linearNeedsAmounts,
      });
    if (b.max_amount_eur == null)
      ctx.addIssue({ code: 'custom', path: ['max_amount_eur'], message: ADMIN_PEOPLE_MESSAGES.linearNeedsAmounts });
  }
  if (b.level_type === 'fixed' && b.max_amount_eur == null)
    ctx.addIssue({ code: 'custom', path: ['max_amount_eur'], message: ADMIN_PEOPLE_MESSAGES.fixedNeedsAmount });
});

/** GET /api/admin/musicians filters. */
export const musicianListFilters = z.object({
  search_string: text().trim().max(200).optional(),
});

/** GET /api/admin/musicians: the list pages, and the musician select asking as the admin types. */
export const musicianListQuery = musicianListFilters
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** POST /api/admin/musicians. */
export const musicianCreateBody = z
  .object({
    email: emailSchema,
    stage_name: text().trim().min(1, ADMIN_PEOPLE_MESSAGES.stageNameRequired).max(100),
  })
  .strict();
export type MusicianCreateBody = z.infer<typeof musicianCreateBody>;
