// Admin edits of a promotion's video: its link and its upload time (docs/engine.md "Video link and upload time").
// Both run under the promotion's row lock, like every other transition.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionStats, promotions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { scheduleViewsAt72h } from '../queue/views-schedule';
import { videoIdOf } from '../tiktok/client';
import { assertMove } from './engine';
import { assertUploadTimeNotFuture } from './upload-time';

export async function editVideo(db: Db, { id, ...o }: { id: number; videoUrl?: string; uploadedAt?: Date }) {
  if (o.uploadedAt) assertUploadTimeNotFuture(o.uploadedAt);
  await db.transaction(async (tx) => {
    const [p] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!p) throw notFound('promotionNotFound');
    if (o.videoUrl !== undefined) assertMove('edit_link', p.status, 'admin');
    // the earning was computed from this upload time (views at 72 h): it stays as it was paid
    if (o.uploadedAt && (p.status === 'succeeded' || p.status === 'fraud')) throw conflict('settledUploadTime');
    const set: Partial<typeof promotions.$inferInsert> = { updatedAt: new Date() };
    if (o.videoUrl !== undefined) {
      set.videoUrl = o.videoUrl;
      set.videoLink = o.videoUrl;
      const newVideoId = videoIdOf(o.videoUrl);
      // an approved video that is swapped for another one restarts its stats history: the views at 72 h are read
      // from the new video only; a settled promotion keeps its paid views (a correction changes those)
      if ((p.status === 'reviewed' || p.status === 'approved') && newVideoId !== p.tiktokVideoId) {
        await tx.delete(promotionStats).where(eq(promotionStats.promotionId, p.id));
        Object.assign(set, {
          tiktokVideoId: newVideoId,
          latestViews: null,
          latestLikes: null,
          latestComments: null,
          latestShares: null,
          statsUpdatedAt: null,
        });
      }
    }
    if (o.uploadedAt) set.videoUploadedAt = o.uploadedAt;
    const [row] = await tx
      .update(promotions)
      .set(set)
      .where(and(eq(promotions.id, p.id), eq(promotions.status, p.status)))
      .returning({ id: promotions.id });
    if (!row) throw conflict('promotionChangedMeanwhile');
    if (o.uploadedAt && (p.status === 'reviewed' || p.status === 'approved')) {
      await scheduleViewsAt72h(tx, p.id, o.uploadedAt, p.platform);
    }
  });
}
