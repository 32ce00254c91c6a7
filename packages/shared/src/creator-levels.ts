// The level endpoints' schemas (GET /api/creator/level, the admin's level proposals), and the published rule table
// of level-rules.ts with them, so the server reads the table and its answers from one module.
import { z } from 'zod';
import { listOf, messageSchema } from './api';
import { platformSchema } from './platform-schemas';

export * from './level-rules';

/** The creator's figures as the API answers them (GET /api/creator/level). */
export const levelProgressSchema = z.object({
  /** the one rule of "connected" (the user info's tiktok_connected) */
  tiktok_connected: z.boolean(),
  level_id: z.number(),
  level_name: z.string(),
  followers: z.number().nullable(),
  median_views: z.number().nullable(),
  videos_counted: z.number().nullable(),
  checked_at: z.string().nullable(),
  next: z
    .object({
      level_id: z.number(),
      name: z.string(),
      min_followers: z.number(),
      min_median_views: z.number(),
    })
    .nullable(),
  pending_proposal: z.object({ to_level_id: z.number(), to_level_name: z.string() }).nullable(),
  /** the level the rule table gives for these figures (levelForFigures, as applied), null before the first reading */
  figures_level: z.object({ level_id: z.number(), name: z.string() }).nullable(),
  /** when the monthly review reads the profile again (and a pending proposal is decided by) */
  next_review_at: z.string(),
  /**
   * every connected account with the figures the rule table reads and the level they reach; the creator's level is
   * the best of them (docs/engine.md "Levels from the connected accounts")
   */
  accounts: z.array(
    z.object({
      platform: platformSchema,
      followers: z.number().nullable(),
      median_views: z.number().nullable(),
      videos_counted: z.number(),
      level_id: z.number(),
      level_name: z.string(),
    }),
  ),
  /** the account whose level is the creator's (the first in platform order among equals), null with none */
  best_platform: platformSchema.nullable(),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

/** GET /api/admin/level-proposals */
export const levelProposalListQuery = z
  .object({
    status: z.enum(['pending', 'applied', 'confirmed', 'dismissed']).default('pending'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(5),
  })
  .strict();

/** POST /api/admin/level-proposals/{id}/decision */
export const levelProposalDecisionBody = z.object({ decision: z.enum(['confirm', 'dismiss']) }).strict();
export type LevelProposalDecisionBody = z.infer<typeof levelProposalDecisionBody>;

/** A level proposal in the admin's queue. */
export const levelProposalAnswer = z.object({
  id: z.number(),
  creator_id: z.number(),
  user_id: z.number(),
  tiktok_username: z.string().nullable(),
  email: z.string(),
  from_level: z.object({ id: z.number(), name: z.string() }),
  to_level: z.object({ id: z.number(), name: z.string() }),
  followers: z.number(),
  median_views: z.number(),
  videos_counted: z.number(),
  source: z.enum(['connect', 'monthly']),
  status: z.enum(['pending', 'applied', 'confirmed', 'dismissed']),
  created_at: z.string(),
});
export type LevelProposalAnswer = z.infer<typeof levelProposalAnswer>;
export const levelProposalList = listOf(levelProposalAnswer);
export const levelProposalDecided = messageSchema;
export const levelProgressResponse = z.object({ data: levelProgressSchema });
