// Settlement on the views at 72 h (docs/engine.md "Views at 72 h"): the job scheduled for upload + 72 h reads the
// video once more, then the promotion is settled on the platform read nearest to that moment (or, with none near
// it, the first read after it), recording when it was read; a late worker therefore pays on the views at 72 h, not
// on later ones, and a figure an admin typed is never taken for a read. A platform whose figures lag (Instagram's
// insights, up to 48 h) settles on the first read taken at least 72 h plus that lag after upload (docs/engine.md
// "What a view is on each platform").
import { PLATFORM_REPORTING_LAG_HOURS, settlesAt } from '@hookline/shared/platforms';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, rawRows } from '../../db/client';
import { creators, promotionStats, promotions } from '../../db/schema';
import { isHeld } from '../fraud/score';
import { platformAccessToken } from '../platforms/accounts';
import { THREE_DAYS_MS } from '../queue/views-schedule';
import { accessTokenFor } from '../tiktok/connect';
import { settlePromotion } from './engine';

/** Instagram and YouTube need the platform registry and the token key; TikTok-only callers (the benchmarks) pass none. */
type Ctx = Pick<AppContext, 'db' | 'tiktok'> & Partial<Pick<AppContext, 'platforms' | 'config'>>;

/**
 * A platform read this close to upload + 72 h counts as the read at 72 h (the stats job reads every 15 minutes).
 * Earlier reads are not the views at 72 h; with none this close, the first read after 72 h is.
 */
export const NEAR_72H_MS = 60 * 60_000;

/** A platform's reporting lag as an SQL interval expression of a promotion's `platform` column. */
const lagOf = (platformColumn: ReturnType<typeof sql.raw>) =>
  sql`(case ${platformColumn} ${sql.join(
    Object.entries(PLATFORM_REPORTING_LAG_HOURS).map(([id, hours]) => sql.raw(`when '${id}' then ${Number(hours)}`)),
    sql` `,
  )} else 0 end) * interval '1 hour'`;

/**
 * The read a promotion settles on. Without a reporting lag: the platform read nearest to `target` (upload + 72 h)
 * within NEAR_72H_MS, else the first one after it. With a lag: the first read at or after `target`, which is then
 * upload + 72 h + the lag. Figures typed by an admin are not reads. Among reads from `target` − NEAR_72H_MS on, the
 * nearest one is exactly that: a read later than `target` + NEAR_72H_MS is farther than any near one, and the
 * earliest of them is the nearest.
 */
export async function nearestSnapshot(
  db: Db,
  { promotionId, target, lagged = false }: { promotionId: number; target: Date; lagged?: boolean },
) {
  const from = lagged ? target : new Date(target.getTime() - NEAR_72H_MS);
  const [row] = await db
    .select()
    .from(promotionStats)
    .where(
      and(
        eq(promotionStats.promotionId, promotionId),
        eq(promotionStats.source, 'platform'),
        sql`${promotionStats.recordedAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(
      lagged
        ? promotionStats.recordedAt
        : sql`abs(extract(epoch from (${promotionStats.recordedAt} - ${target.toISOString()}::timestamptz)))`,
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
  const target = settlesAt(p.platform, p.videoUploadedAt);
  if (now < target) return null; // the upload time moved later: its own job will come
  // a video held for a fraud review settles only once an admin released it (promotions/fraud-decision.ts)
  if (await isHeld(db, p.id)) return null;
  const snap = await nearestSnapshot(db, {
    promotionId: p.id,
    target,
    lagged: PLATFORM_REPORTING_LAG_HOURS[p.platform] > 0,
  });
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
  const at72h = sql`p.video_uploaded_at + ${THREE_DAYS_MS} * interval '1 millisecond'`;
  const rows = await rawRows<{ id: number; views: string | number; read_at: string | Date }>(
    db,
    sql`select p.id, s.views_count as views, s.recorded_at as read_at
        from promotions p
        cross join lateral (select ${lagOf(sql.raw('p.platform'))} as lag) l
        cross join lateral (
          select st.views_count, st.recorded_at from promotion_stats st
          where st.promotion_id = p.id and st.source = 'platform'
            and st.recorded_at >= ${at72h} + l.lag
              - case when l.lag > interval '0' then interval '0' else ${NEAR_72H_MS} * interval '1 millisecond' end
          order by case when l.lag > interval '0' then extract(epoch from st.recorded_at)
                        else abs(extract(epoch from (st.recorded_at - (${at72h})))) end, st.id
          limit 1) s
        where p.id in (${ids}) and p.status in ('reviewed', 'approved')
          and ${at72h} + l.lag <= ${now.toISOString()}::timestamptz
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

/**
 * One read of a promotion's video now, on its own platform, kept as a snapshot and as its latest figures; nothing is
 * kept while the platform has no figure yet (Instagram's lagging insights). Throws the platform's error (an expired
 * token, a spent quota, a deleted video).
 */
export async function readVideoNow(
  ctx: Ctx,
  o: { promotion: typeof promotions.$inferSelect; creator: typeof creators.$inferSelect },
) {
  const { promotion, creator } = o;
  if (promotion.platform === 'tiktok') {
    const token = await accessTokenFor(ctx, creator);
    const [v] = token && promotion.tiktokVideoId ? await ctx.tiktok.queryVideos(token, [promotion.tiktokVideoId]) : [];
    if (!v) return false;
    await keepRead(ctx.db, promotion.id, {
      views: v.viewCount,
      likes: v.likeCount,
      comments: v.commentCount,
      shares: v.shareCount,
    });
    return true;
  }
  const { platforms, config } = ctx;
  if (!platforms || !config) throw new Error(`no ${promotion.platform} client in this process`);
  const platform = platforms.get(promotion.platform);
  const access = await platformAccessToken(
    { db: ctx.db, platforms, config },
    { creatorId: creator.id, platform: promotion.platform },
  );
  if (!access || !promotion.platformVideoId) return false;
  const { stats, failed } = await platform.readStats(access.accessToken, [promotion.platformVideoId]);
  const [f] = failed;
  if (f) throw f.error;
  const [v] = stats;
  if (!v || v.pending || v.views === null) return false;
  await keepRead(ctx.db, promotion.id, { views: v.views, likes: v.likes ?? 0, comments: v.comments ?? 0, shares: 0 });
  return true;
}

/**
 * A read kept as a snapshot and as the promotion's latest figures, as the stats job keeps its reads (refresh-stats.ts
 * writeStats, in its order: the promotion's lock first), so that every screen's latest views are this read.
 */
async function keepRead(
  db: Db,
  promotionId: number,
  f: { views: number; likes: number; comments: number; shares: number },
) {
  await db.transaction(async (tx) => {
    await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotionId)).for('update');
    await tx.insert(promotionStats).values({
      promotionId,
      viewsCount: f.views,
      likesCount: f.likes,
      commentsCount: f.comments,
      sharesCount: f.shares,
    });
    await tx
      .update(promotions)
      .set({
        latestViews: f.views,
        latestLikes: f.likes,
        latestComments: f.comments,
        latestShares: f.shares,
        statsUpdatedAt: new Date(),
      })
      .where(eq(promotions.id, promotionId));
  });
}

/** The job: one more read of the video now (best effort), then settlement on the read at 72 h (nearestSnapshot). */
export async function readViewsAt72h(ctx: Ctx, promotionId: number) {
  const [row] = await ctx.db
    .select({ promotion: promotions, creator: creators })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(and(eq(promotions.id, promotionId)));
  if (!row || (row.promotion.status !== 'reviewed' && row.promotion.status !== 'approved')) {
    return { settled: false, reason: 'not awaiting its views' };
  }
  const { promotion } = row;
  if (!promotion.videoUploadedAt || Date.now() < settlesAt(promotion.platform, promotion.videoUploadedAt).getTime())
    return { settled: false, reason: 'not yet 72 h' };
  let readError: string | null = null;
  try {
    await readVideoNow(ctx, row);
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
