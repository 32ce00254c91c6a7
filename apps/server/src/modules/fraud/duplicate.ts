// The duplicate-video signal's hard edge: one video counts once per campaign, whoever submits it, on each platform
// (TikTok by tiktok_video_id, Instagram and YouTube by platform and platform_video_id).
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema';
import { badRequest } from '../../errors';
import type { PlatformId } from '../platforms/types';

/** `platform` absent or 'tiktok': a TikTok id (tiktok_video_id); else the platform's id (platform_video_id). */
type SameVideo = { campaignId: number; videoId: string; promotionId: number; platform?: PlatformId };

/** A row of `t` (promotions, or an alias of it) that is another promotion of the campaign with the same video. */
const countsTheVideo = (t: typeof promotions | typeof other, o: SameVideo) =>
  and(
    eq(t.campaignId, o.campaignId),
    !o.platform || o.platform === 'tiktok'
      ? eq(t.tiktokVideoId, o.videoId)
      : and(eq(t.platform, o.platform), eq(t.platformVideoId, o.videoId)),
    ne(t.id, o.promotionId),
  );

/**
 * A clear error when another promotion of the campaign counts the video: before asking TikTok, and after a
 * submission whose write (conditional on `videoFree`) found nothing to change, to tell whether that was why.
 */
export async function assertVideoFree(db: DbOrTx, o: SameVideo) {
  const [taken] = await db.select({ id: promotions.id }).from(promotions).where(countsTheVideo(promotions, o)).limit(1);
  if (taken) throw badRequest('duplicateVideo');
}

const other = alias(promotions, 'other');

/**
 * Inside the submit transaction, as a condition of its write: no other promotion of the campaign counts the video.
 * The campaign's row lock, taken before (engine.ts `lockedPromotion`), makes two simultaneous submissions of one video
 * queue; the write's statement starts after the lock, so it sees the first one once that commits.
 */
export const videoFree = (o: SameVideo) =>
  notExists(new QueryBuilder().select({ one: sql`1` }).from(other).where(countsTheVideo(other, o)));
