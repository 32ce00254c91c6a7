// A musician's own campaigns (issue 46): drafts with Create Campaign's fields, rules and texts, minus what only an
// admin sets (the maximum creator level, the musician); the admin's review of paid drafts.
import { z } from 'zod';
import { campaignCreateObject, withCampaignCreateRules } from './campaigns';
import { text } from './primitives';

export const musicianDraftBody = withCampaignCreateRules(
  campaignCreateObject.omit({ max_level_id: true, musician_id: true }).strict(),
);
export type MusicianDraftBody = z.infer<typeof musicianDraftBody>;

export const DRAFT_STATUSES = ['draft', 'paid', 'approved', 'rejected'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

const draftSong = z.object({
  title: z.string(),
  artist: z.string(),
  genre_id: z.number().optional(),
  genre: z.object({ name: z.string() }).optional(),
  spotify_url: z.string().nullable().optional(),
  tiktok_url: z.string().nullable().optional(),
  capcut_url: z.string().nullable().optional(),
  album_icon_url: z.string().nullable().optional(),
  google_drive_url: z.string().nullable().optional(),
});

/** A draft as its musician (and the admin's review) reads it. */
export const musicianDraft = z.object({
  id: z.number(),
  status: z.enum(DRAFT_STATUSES),
  reject_reason: z.string().nullable(),
  campaign_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  draft: z.object({
    description: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    budget_eur: z.number(),
    hashtags: z.array(z.string()),
    territories: z.array(z.number()),
    song: draftSong,
  }),
});
export type MusicianDraft = z.infer<typeof musicianDraft>;

export const musicianDraftResponse = z.object({ data: musicianDraft });
export const musicianDraftSaved = z.object({ message: z.string(), data: musicianDraft });
export const musicianDraftList = z.object({ data: z.object({ items: z.array(musicianDraft) }) });

/** The texts of a musician's drafts. */
export const DRAFT_MESSAGES = {
  saved: 'Draft saved.',
  updated: 'Draft updated.',
  deleted: 'Draft deleted.',
  notFound: 'Draft not found.',
  notEditable: 'Only a draft that has not been paid can be changed or deleted.',
  deleteConfirm: 'Delete this draft? This cannot be undone.',
} as const;

/** Reason an admin gives when rejecting a paid draft; the musician reads it. */
export const draftRejectBody = z
  .object({ reason: text().trim().min(3, 'Please give the reason for the rejection').max(1000) })
  .strict();
