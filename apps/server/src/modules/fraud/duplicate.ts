// The duplicate-video signal's hard edge: one TikTok video counts once per campaign, whoever submits it.
import { MSG } from '@hookline/shared/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { campaigns, promotions } from '../../db/schema';
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

/** Inside the submit transaction: the campaign row lock makes two simultaneous submissions of one video queue. */
export async function assertVideoFreeLocked(tx: Tx, o: { campaignId: number; videoId: string; promotionId: number }) {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, o.campaignId)).for('update');
  await refuseIfTaken(tx, o);
}
