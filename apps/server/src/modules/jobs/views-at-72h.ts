// Settlement on the views at 72 h (docs/engine.md "Views at 72 h"): the job scheduled for upload + 72 h reads the
// video once more, then the promotion is settled on the stats snapshot nearest to that moment, recording when it
// was read; a late worker or a late approval therefore pays on the views at 72 h, not on later ones.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { creators, promotionStats, promotions } from '../../db/schema';
import { isHeld } from '../fraud/score';
import { settlePromotion } from '../promotions/engine';
import { accessTokenFor } from '../tiktok/connect';
import { THREE_DAYS_MS } from './views-schedule';

type Ctx = Pick<AppContext, 'db' | 'tiktok'>;

/** The stats snapshot whose read time is nearest to `target`. */
export async function nearestSnapshot(db: Db, promotionId: number, target: Date) {
  const [row] = await db
    .select()
    .from(promotionStats)
    .where(eq(promotionStats.promotionId, promotionId))
    .orderBy(
      sql`abs(extract(epoch from (${promotionStats.recordedAt} - ${target.toISOString()}::timestamptz)))`,
      promotionStats.id,
    )
    .limit(1);
  return row ?? null;
}

/** Settles a reviewed promotion whose 72 h have passed, on the snapshot nearest to upload + 72 h. */
export async function settleOnViewsAt72h(db: Db, promotionId: number, now = new Date()) {
  const [p] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (!p || (p.status !== 'reviewed' && p.status !== 'approved') || !p.videoUploadedAt) return null;
  const target = new Date(p.videoUploadedAt.getTime() + THREE_DAYS_MS);
  if (now < target) return null; // the upload time moved later: its own job will come
  // a video held for a fraud review settles only once an admin released it (fraud/decide.ts)
  if (await isHeld(db, p.id)) return null;
  const snap = await nearestSnapshot(db, p.id, target);
  if (!snap) return null;
  return settlePromotion(db, {
    promotionId: p.id,
    viewsAfterThreeDays: snap.viewsCount,
    viewsReadAt: snap.recordedAt,
    actor: 'system',
  });
}

/** The job: one more read of the video now (best effort), then settlement on the snapshot nearest to 72 h. */
export async function readViewsAt72h(ctx: Ctx, promotionId: number) {
  const [row] = await ctx.db
    .select({ promotion: promotions, creator: creators })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(and(eq(promotions.id, promotionId)));
  if (!row || (row.promotion.status !== 'reviewed' && row.promotion.status !== 'approved')) {
    return { settled: false, reason: 'not awaiting its views' };
  }
  const { promotion, creator } = row;
  const uploaded = promotion.videoUploadedAt?.getTime();
  if (!uploaded || Date.now() < uploaded + THREE_DAYS_MS) return { settled: false, reason: 'not yet 72 h' };
  let readError: string | null = null;
  try {
    const token = await accessTokenFor(ctx, creator);
    const [v] = token && promotion.tiktokVideoId ? await ctx.tiktok.queryVideos(token, [promotion.tiktokVideoId]) : [];
    if (v) {
      await ctx.db.insert(promotionStats).values({
        promotionId: promotion.id,
        viewsCount: v.viewCount,
        likesCount: v.likeCount,
        commentsCount: v.commentCount,
        sharesCount: v.shareCount,
      });
    }
  } catch (err) {
    readError = err instanceof Error ? err.message : String(err);
  }
  const settled = await settleOnViewsAt72h(ctx.db, promotion.id);
  if (!settled && readError) throw new Error(readError); // nothing to settle on yet: retried with backoff
  return {
    settled: Boolean(settled),
    views_at_72h: settled?.viewsAfterThreeDays ?? null,
    read_at: settled?.viewsReadAt?.toISOString() ?? null,
  };
}
