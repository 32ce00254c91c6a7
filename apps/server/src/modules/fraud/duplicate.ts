// The duplicate-video signal's hard edge: one TikTok video counts once per campaign, whoever submits it.
import { MSG } from '@hookline/shared/messages';
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema';
import { badRequest } from '../../errors';

async function refuseIfTaken(db: DbOrTx, o: { campaignId: number; videoId: string; promotionId: number }) {
  const [taken] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.campaignId, o.campaignId),
        eq(promotions.tiktokVideoId, o.videoId),
        ne(promotions.id, o.promotionId),
      ),
    )
    .limit(1);
  if (taken) throw badRequest(MSG.duplicateVideo);
}

/** Before asking TikTok: a clear error at once. */
export const assertVideoFree = (db: DbOrTx, o: { campaignId: number; videoId: string; promotionId: number }) =>
  refuseIfTaken(db, o);

/**
 * Inside the submit transaction, as a condition of its write: no other promotion of the campaign counts the video.
 * The campaign's row lock, taken before (engine.ts `lockedPromotion`), makes two simultaneous submissions of one video
 * queue; the write's statement starts after the lock, so it sees the first one once that commits.
 */
export const videoFree = (o: { campaignId: number; videoId: string; promotionId: number }) =>
  notExists(
    sql`(select 1 from ${promotions} q where q.campaign_id = ${o.campaignId} and q.tiktok_video_id = ${o.videoId}
         and q.id <> ${o.promotionId})`,
  );

/** After a write conditional on `videoFree` found nothing to change: the duplicate's error, if that was why. */
export const refuseIfVideoTaken = refuseIfTaken;
