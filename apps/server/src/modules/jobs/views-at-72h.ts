// Settlement on the views at 72 h (docs/engine.md "Views at 72 h"): the job scheduled for upload + 72 h reads the
// video once more, then the promotion is settled on the platform read nearest to that moment (or, with none near
// it, the first read after it), recording when it was read; a late worker therefore pays on the views at 72 h, not
// on later ones, and a figure an admin typed is never taken for a read.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, rawRows } from '../../db/client';
import { creators, promotionStats, promotions } from '../../db/schema';
import { isHeld } from '../fraud/score';
import { settlePromotion } from '../promotions/engine';
import { accessTokenFor } from '../tiktok/connect';
import { THREE_DAYS_MS } from './views-schedule';

type Ctx = Pick<AppContext, 'db' | 'tiktok'>;

/**
 * A platform read this close to upload + 72 h counts as the read at 72 h (the stats job reads every 15 minutes).
 * Earlier reads are not the views at 72 h; with none this close, the first read after 72 h is.
 */
export const NEAR_72H_MS = 60 * 60_000;

/**
 * The platform read nearest to `target` within NEAR_72H_MS, else the first one after it; figures typed by an admin
 * are not reads. Among reads from `target` − NEAR_72H_MS on, the nearest one is exactly that: a read later than
 * `target` + NEAR_72H_MS is farther than any near one, and the earliest of them is the nearest.
 */
export async function nearestSnapshot(db: Db, { promotionId, target }: { promotionId: number; target: Date }) {
  const [row] = await db
    .select()
    .from(promotionStats)
    .where(
      and(
        eq(promotionStats.promotionId, promotionId),
        eq(promotionStats.source, 'platform'),
        sql`${promotionStats.recordedAt} >= ${new Date(target.getTime() - NEAR_72H_MS).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(
      sql`abs(extract(epoch from (${promotionStats.recordedAt} - ${target.toISOString()}::timestamptz)))`,
      promotionStats.id,
    )
    .limit(1);
  return row ?? null;
}

/** Settles a reviewed promotion whose 72 h have passed, on its read at 72 h (nearestSnapshot). */
export async function settleOnViewsAt72h(
  db: Db,
  { promotionId, now = new Date() }: { promotionId: number; now?: Date },
) {
  const [p] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (!p || (p.status !== 'reviewed' && p.status !== 'approved') || !p.videoUploadedAt) return null;
  const target = new Date(p.videoUploadedAt.getTime() + THREE_DAYS_MS);
  if (now < target) return null; // the upload time moved later: its own job will come
  // a video held for a fraud review settles only once an admin released it (fraud/decide.ts)
  if (await isHeld(db, p.id)) return null;
  const snap = await nearestSnapshot(db, { promotionId: p.id, target });
  if (!snap) return null;
  return settlePromotion(db, {
    promotionId: p.id,
    viewsAfterThreeDays: snap.viewsCount,
    viewsReadAt: snap.recordedAt,
    actor: 'system',
  });
}

export type DueSettlement = { promotionId: number; viewsAfterThreeDays: number; viewsReadAt: Date };

/**
 * Of these promotions, the ones settleOnViewsAt72h would settle now (running, 72 h past upload, not held for a
 * fraud review, with a platform read at 72 h), each with that read (nearestSnapshot's rule): one statement for a whole
 * batch of the stats job instead of three reads per video.
 */
export async function dueForSettlement(
  db: Db,
  { promotionIds, now = new Date() }: { promotionIds: number[]; now?: Date },
): Promise<DueSettlement[]> {
  if (!promotionIds.length) return [];
  const ids = sql.join(
    promotionIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await rawRows<{ id: number; views: string | number; read_at: string | Date }>(
    db,
    sql`select p.id, s.views_count as views, s.recorded_at as read_at
        from promotions p
        cross join lateral (
          select st.views_count, st.recorded_at from promotion_stats st
          where st.promotion_id = p.id and st.source = 'platform'
            and st.recorded_at >= p.video_uploaded_at + ${THREE_DAYS_MS - NEAR_72H_MS} * interval '1 millisecond'
          order by abs(extract(epoch from (st.recorded_at - (p.video_uploaded_at + ${THREE_DAYS_MS} * interval '1 millisecond')))), st.id
          limit 1) s
        where p.id in (${ids}) and p.status in ('reviewed', 'approved')
          and p.video_uploaded_at + ${THREE_DAYS_MS} * interval '1 millisecond' <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from fraud_checks f
                          where f.promotion_id = p.id and f.held_at is not null and f.decision is null)
        order by p.id`,
  );
  return rows.map((r) => ({
    promotionId: Number(r.id),
    viewsAfterThreeDays: Number(r.views),
    viewsReadAt: new Date(r.read_at),
  }));
}

/** Settles one promotion found by dueForSettlement, on the snapshot it was found with. */
export function settleDue(db: Db, due: DueSettlement) {
  return settlePromotion(db, { ...due, actor: 'system' });
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
  const settled = await settleOnViewsAt72h(ctx.db, { promotionId: promotion.id });
  if (!settled && readError) throw new Error(readError); // nothing to settle on yet: retried with backoff
  return {
    settled: Boolean(settled),
    views_at_72h: settled?.viewsAfterThreeDays ?? null,
    read_at: settled?.viewsReadAt?.toISOString() ?? null,
  };
}
