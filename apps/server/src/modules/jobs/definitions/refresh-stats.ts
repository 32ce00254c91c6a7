// refresh-stats: every 15 minutes, and "Update Stats" of one campaign (campaigns.ts queueStatsUpdate). Reads the
// figures of reviewed videos from TikTok, keeps their history, and settles those past 72 hours (docs/engine.md
// "Background jobs"). Idempotent: a rerun writes one more snapshot and settles nothing twice.
import type { PromotionStatus } from '@hookline/shared/constants';
import { JOBS } from '@hookline/shared/job-names';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { type DbOrTx, rawRows } from '../../../db/client';
import { creators, promotionStats, promotions } from '../../../db/schema';
import { groupBy } from '../../../lib/group-by';
import { recordFollowerReads, scorePromotion, scorePromotions } from '../../fraud/score';
import { platformAccessToken, platformAccountNeedsReconnect } from '../../platforms/accounts';
import { budgetOf } from '../../platforms/budget';
import { isPlatformError, PlatformError, type PlatformId, type ShortVideoPlatform } from '../../platforms/types';
import { type DueSettlement, dueForSettlement, settleDue } from '../../promotions/views-at-72h';
import { THREE_DAYS_MS } from '../../queue/views-schedule';
import { callPacer, type Pacer } from '../../tiktok/call-pacer';
import type { TikTokVideo } from '../../tiktok/client';
import { accessTokenFor } from '../../tiktok/connect';
import { defineJob, timeSlot } from '../definition';

/** Instagram and YouTube are read when the registry is there (the benchmarks pass TikTok alone). */
type Ctx = Pick<AppContext, 'db' | 'tiktok'> & Partial<Pick<AppContext, 'platforms' | 'config'>>;

/** TikTok answers at most this many video ids per query call. */
export const VIDEO_IDS_PER_CALL = 20;
/** The statuses whose videos the stats job refreshes: live and not yet settled. */
const REFRESHED: PromotionStatus[] = ['reviewed', 'approved'];
/** Stats rows written per statement (one multi-row insert of history, one update of the latest figures). */
export const STATS_WRITE_BATCH = 200;

/** A video's figures as TikTok answered them, for the promotion and the TikTok video they were asked for. */
export type FreshStats = {
  promotionId: number;
  videoId: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
};
type Pending = { creatorId: number; stats: FreshStats; uploadedAt: Date | null };

/**
 * Writes a batch of fresh stats (inside the caller's transaction) in three statements: the batch's promotions locked
 * in id order, the history rows in one insert and the promotions' latest figures in one update from a list of
 * values, instead of two statements per video (docs/performance.md measures the difference in videos per second).
 * Returns the ids of the promotions written.
 *
 * A run reads its videos a page at a time, before it asks TikTok for them and waits for its turn to call, so a
 * promotion can change in between: an admin swaps its video for another (edit-video.ts restarts its history), or
 * it is settled, rejected or held. Only the promotions that are still reviewed or approved with the video TikTok
 * was asked for are written; the others are left as they are (the next run reads them again), so a swapped video
 * never gets its predecessor's views, which its settlement at 72 h would pay.
 *
 * The lock comes first because every transition locks its promotion before anything of its campaign, and the
 * history insert takes the campaign's day rows (migration 0014): inserting first, the batch held a day row while it
 * waited for a promotion that a settlement held while it waited for the campaign, which an approval held while it
 * waited for the same day row, and PostgreSQL ended one of them as a deadlock (figures-race.pg.test.ts).
 */
export async function writeStats(
  db: DbOrTx,
  { batch, now = new Date() }: { batch: FreshStats[]; now?: Date },
): Promise<Set<number>> {
  if (!batch.length) return new Set();
  const ids = sql.join(
    batch.map((s) => sql`${s.promotionId}::int`),
    sql`, `,
  );
  // the video's id on its own platform: TikTok's column, or platform_video_id for Instagram and YouTube
  const locked = await rawRows<{ id: number; video_id: string | null; status: PromotionStatus }>(
    db,
    sql`select id, case when platform = 'tiktok' then tiktok_video_id else platform_video_id end as video_id, status
        from ${promotions} where id in (${ids}) order by id for update`,
  );
  const current = new Map(locked.map((r) => [Number(r.id), r]));
  const fresh = batch.filter((s) => {
    const p = current.get(s.promotionId);
    return p?.video_id === s.videoId && REFRESHED.includes(p.status);
  });
  if (!fresh.length) return new Set();
  await db.insert(promotionStats).values(
    fresh.map((s) => ({
      promotionId: s.promotionId,
      viewsCount: s.views,
      likesCount: s.likes,
      commentsCount: s.comments,
      sharesCount: s.shares,
    })),
  );
  const rows = sql.join(
    fresh.map(
      (s) =>
        sql`(${s.promotionId}::int, ${s.views}::bigint, ${s.likes}::bigint, ${s.comments}::bigint, ${s.shares}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${promotions} p set latest_views = v.views, latest_likes = v.likes, latest_comments = v.comments,
      latest_shares = v.shares, stats_updated_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as v(id, views, likes, comments, shares)
    where p.id = v.id`);
  return new Set(fresh.map((s) => s.promotionId));
}

/** The stats job reads the videos to refresh this many at a time (one statement each), in creator order. */
export const REFRESH_READ_PAGE = 1000;

/**
 * One page of the videos a run refreshes: those after `after` in (creator, promotion) order, with what asking TikTok
 * needs (the creator's whole row with each video made a full read about 40 MB), through `promotions_refresh_idx`
 * (migration 0026).
 */
const refreshedVideosPage = (
  db: DbOrTx,
  o: { after: { creatorId: number; promotionId: number }; campaignId?: number; pageSize: number },
) =>
  db
    .select({
      promotion: {
        id: promotions.id,
        tiktokVideoId: promotions.tiktokVideoId,
        videoUploadedAt: promotions.videoUploadedAt,
      },
      creator: {
        id: creators.id,
        tiktokAccessToken: creators.tiktokAccessToken,
        tiktokRefreshToken: creators.tiktokRefreshToken,
        tiktokTokenExpiresAt: creators.tiktokTokenExpiresAt,
      },
    })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(
      and(
        // written out, not parameters: the generic plan then matches the partial index's own condition
        sql`${promotions.status} in (${sql.raw(REFRESHED.map((st) => `'${st}'`).join(', '))})`,
        isNotNull(promotions.tiktokVideoId),
        eq(promotions.platform, 'tiktok'),
        sql`(${promotions.creatorId}, ${promotions.id}) > (${o.after.creatorId}::int, ${o.after.promotionId}::int)`,
        // the same bound on the creators' side, so that the join starts there too
        gte(creators.id, o.after.creatorId),
        o.campaignId ? eq(promotions.campaignId, o.campaignId) : undefined,
      ),
    )
    .orderBy(promotions.creatorId, promotions.id)
    .limit(o.pageSize);

type RefreshedVideo = Awaited<ReturnType<typeof refreshedVideosPage>>[number];

/**
 * The videos a run refreshes, one creator's at a time (TikTok answers a video only to its owner's token), read in
 * pages of REFRESH_READ_PAGE (`refreshedVideosPage`). A run used to read every reviewed video at its start in one
 * statement (75,000 on the benchmark's dataset): about half a second of the job's CPU and a tenth of PostgreSQL's in
 * one burst, which the API's reads felt at the start of each run (docs/performance.md, twelfth round). A page's last
 * creator is held back until the next page shows where their videos end, so each creator's videos are asked
 * together. A video that becomes reviewed during the run is still read if its creator comes later in the order.
 */
async function* refreshedVideosByCreator(
  db: DbOrTx,
  { campaignId, pageSize = REFRESH_READ_PAGE }: { campaignId?: number; pageSize?: number },
): AsyncGenerator<RefreshedVideo[]> {
  let after = { creatorId: 0, promotionId: 0 };
  let held: RefreshedVideo[] = [];
  for (;;) {
    const page = await refreshedVideosPage(db, { after, campaignId, pageSize });
    const last = page.at(-1);
    const rows = held.concat(page);
    // a full page may end inside its last creator's videos: they wait for the next page
    const complete =
      last && page.length === pageSize ? rows.findIndex((r) => r.creator.id === last.creator.id) : rows.length;
    for (const list of groupBy(rows.slice(0, complete), (r) => r.creator.id).values()) yield list;
    if (!last || page.length < pageSize) return;
    held = rows.slice(complete);
    after = { creatorId: last.creator.id, promotionId: last.promotion.id };
  }
}

/**
 * Reads fresh stats for reviewed promotions, keeps their history, and settles those 72 h after upload. TikTok
 * calls go out one creator at a time (a video is only answered to its owner's token), up to 20 video ids a call,
 * and never more than TikTok's per-minute limit (tiktok/call-pacer.ts).
 */
export async function refreshStats(
  ctx: Ctx,
  o: { campaignId?: number; shouldStop?: () => boolean; pace?: Pacer; readPage?: number } = {},
) {
  const pace = o.pace ?? callPacer(ctx.tiktok);
  let refreshed = 0;
  let settled = 0;
  const errors: string[] = [];
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  let pending: Pending[] = [];
  let reads: { creatorId: number; followers: number; readAt: Date }[] = [];
  // A batch mixes several creators' videos. When its write fails, each creator's part is written alone and then,
  // for a part that still fails, each video alone: the others' stats are kept, and the error names the videos
  // (and their creators) that were not written, not whichever creator happened to fill the batch.
  const write = async (part: Pending[]): Promise<Pending[]> => {
    try {
      const written = await ctx.db.transaction((tx) => writeStats(tx, { batch: part.map((b) => b.stats) }));
      return part.filter((b) => written.has(b.stats.promotionId));
    } catch (err) {
      const [only] = part;
      if (part.length === 1 && only) {
        errors.push(
          `promotion ${only.stats.promotionId} (creator ${only.creatorId}): stats not written: ${message(err)}`,
        );
        return [];
      }
      const perCreator = [...groupBy(part, (b) => b.creatorId).values()];
      const written: Pending[] = [];
      for (const p of perCreator.length > 1 ? perCreator : part.map((b) => [b])) written.push(...(await write(p)));
      return written;
    }
  };
  // Scores the batch in a few statements (fraud/score.ts); if that fails, video by video. A video whose score
  // could not be stored is not settled in this run: it might have been held.
  const score = async (batch: Pending[]) => {
    const held = new Map<number, boolean>();
    try {
      const checks = await scorePromotions(ctx.db, { promotionIds: batch.map((b) => b.stats.promotionId) });
      for (const [id, check] of checks) held.set(id, check.held);
    } catch {
      for (const b of batch) {
        try {
          held.set(b.stats.promotionId, (await scorePromotion(ctx.db, { promotionId: b.stats.promotionId })).held);
        } catch (err) {
          errors.push(
            `promotion ${b.stats.promotionId} (creator ${b.creatorId}): not scored, not settled: ${message(err)}`,
          );
        }
      }
    }
    return held;
  };
  const flush = async () => {
    const batch = pending;
    pending = [];
    // the follower reads of the batch's creators, before the batch is scored (the follower-jump signal)
    const batchReads = reads;
    reads = [];
    try {
      await recordFollowerReads(ctx.db, batchReads);
    } catch {
      for (const r of batchReads) {
        await recordFollowerReads(ctx.db, [r]).catch((err) =>
          errors.push(`creator ${r.creatorId}: follower read not recorded: ${message(err)}`),
        );
      }
    }
    if (!batch.length) return;
    const written = await write(batch);
    refreshed += written.length;
    const held = await score(written);
    // fraud hold (docs/engine.md "Fraud signals and holds"): a held video waits for the admin's decision. A missed
    // 72 h job is caught up here, still on the snapshot nearest to 72 h (views-at-72h.ts).
    const now = Date.now();
    const candidates = written.filter(
      (b) => held.get(b.stats.promotionId) === false && b.uploadedAt && now - b.uploadedAt.getTime() >= THREE_DAYS_MS,
    );
    let due: DueSettlement[] = [];
    try {
      due = await dueForSettlement(ctx.db, { promotionIds: candidates.map((b) => b.stats.promotionId) });
    } catch (err) {
      errors.push(`settlement check of ${candidates.length} videos: ${message(err)}`);
    }
    for (const d of due) {
      try {
        if (await settleDue(ctx.db, d)) settled++;
      } catch (err) {
        const creatorId = batch.find((b) => b.stats.promotionId === d.promotionId)?.creatorId;
        errors.push(`promotion ${d.promotionId} (creator ${creatorId}): not settled: ${message(err)}`);
      }
    }
  };
  let creatorsRead = 0;
  for await (const list of refreshedVideosByCreator(ctx.db, { campaignId: o.campaignId, pageSize: o.readPage })) {
    creatorsRead++;
    if (o.shouldStop?.()) break;
    const creator = list[0]?.creator;
    if (!creator) continue;
    try {
      const token = await accessTokenFor(ctx, creator);
      if (!token) continue;
      // fraud signals (docs/engine.md): one follower read per run feeds the follower-jump signal
      await pace();
      const profile = await ctx.tiktok.userInfo(token).catch(() => null);
      if (profile) reads.push({ creatorId: creator.id, followers: profile.followerCount, readAt: new Date() });
      const ids = list.map((r) => r.promotion.tiktokVideoId ?? '');
      const byId = new Map<string, TikTokVideo>();
      for (let i = 0; i < ids.length; i += VIDEO_IDS_PER_CALL) {
        await pace();
        for (const v of await ctx.tiktok.queryVideos(token, ids.slice(i, i + VIDEO_IDS_PER_CALL))) byId.set(v.id, v);
      }
      for (const { promotion } of list) {
        const v = byId.get(promotion.tiktokVideoId ?? '');
        if (!v) continue;
        pending.push({
          creatorId: creator.id,
          stats: {
            promotionId: promotion.id,
            videoId: v.id,
            views: v.viewCount,
            likes: v.likeCount,
            comments: v.commentCount,
            shares: v.shareCount,
          },
          uploadedAt: promotion.videoUploadedAt,
        });
      }
    } catch (err) {
      errors.push(`creator ${creator.id}: ${message(err)}`);
    }
    // after the creator's own errors: a failing batch is reported by flush against the videos that failed
    if (pending.length >= STATS_WRITE_BATCH || reads.length >= STATS_WRITE_BATCH) await flush();
  }
  await flush();
  // Instagram and YouTube: each on its own budget (platforms/budget.ts)
  const platforms: PlatformRun[] = [];
  for (const platform of ctx.platforms?.list() ?? []) {
    if (platform.id === 'tiktok' || !ctx.platforms || !ctx.config || o.shouldStop?.()) continue;
    const run = await readPlatform(
      { db: ctx.db, platforms: ctx.platforms, config: ctx.config },
      platform,
      { campaignId: o.campaignId, shouldStop: o.shouldStop },
      async (fresh, follower) => {
        pending.push(...fresh);
        if (follower) reads.push(follower);
        if (pending.length >= STATS_WRITE_BATCH || reads.length >= STATS_WRITE_BATCH) await flush();
      },
    );
    creatorsRead += run.creators;
    errors.push(...run.errors);
    if (run.run.videos > 0) platforms.push(run.run);
  }
  await flush();
  if (errors.length && refreshed === 0 && creatorsRead > 0) throw new Error(errors.join('; '));
  return { refreshed, settled, errors, platforms };
}

/** What a run did on Instagram or YouTube: the job's result says it, and Background Processes when a quota ran out. */
export type PlatformRun = {
  platform: Exclude<PlatformId, 'tiktok'>;
  /** videos of the platform awaiting their figures in this run */
  videos: number;
  /** videos read (a figure came back), pending (Instagram insights lagging), and left unread for the budget */
  read: number;
  pending: number;
  waiting: number;
  quota_exhausted: boolean;
  /** when the budget comes back, when it ran out */
  resets_at: string | null;
};

/**
 * One platform's videos in a run, one creator at a time (a video answers only to its owner's token), in calls of at
 * most the platform's ids a call, each taken from the platform's budget first. Once the budget is spent, or the
 * platform answers that the quota is, the rest of its videos wait: the run counts them and says when the budget comes
 * back. A video the platform has no figure for yet (Instagram's lagging insights) writes nothing; a deleted video or
 * an expired token is an error of that video or creator, and the others go on.
 */
async function readPlatform(
  ctx: Pick<AppContext, 'db' | 'platforms' | 'config'>,
  platform: ShortVideoPlatform,
  o: { campaignId?: number; shouldStop?: () => boolean },
  keep: (fresh: Pending[], follower: { creatorId: number; followers: number; readAt: Date } | null) => Promise<void>,
) {
  const id = platform.id as Exclude<PlatformId, 'tiktok'>;
  const budget = budgetOf(platform);
  const rows = await ctx.db
    .select({
      promotionId: promotions.id,
      creatorId: promotions.creatorId,
      videoId: promotions.platformVideoId,
      uploadedAt: promotions.videoUploadedAt,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.platform, id),
        sql`${promotions.status} in (${sql.raw(REFRESHED.map((st) => `'${st}'`).join(', '))})`,
        isNotNull(promotions.platformVideoId),
        o.campaignId ? eq(promotions.campaignId, o.campaignId) : undefined,
      ),
    )
    .orderBy(promotions.creatorId, promotions.id);
  const run: PlatformRun = {
    platform: id,
    videos: rows.length,
    read: 0,
    pending: 0,
    waiting: 0,
    quota_exhausted: false,
    resets_at: null,
  };
  const errors: string[] = [];
  let creatorsRead = 0;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  const perCall = platform.limits.maxIdsPerCall;
  const cost = platform.limits.budget.costPerStatsCall;
  for (const list of groupBy(rows, (r) => r.creatorId).values()) {
    const creatorId = list[0]?.creatorId ?? 0;
    if (run.quota_exhausted || o.shouldStop?.()) {
      run.waiting += list.length;
      continue;
    }
    creatorsRead++;
    const fresh: Pending[] = [];
    let left = list.length;
    try {
      const access = await platformAccessToken(ctx, { creatorId, platform: id });
      if (!access) {
        // tokens no key opens any more wait for the creator's reconnect (their account says so), not an error
        if (!(await platformAccountNeedsReconnect(ctx, { creatorId, platform: id })))
          errors.push(`creator ${creatorId}: ${platform.displayName} not connected`);
        continue;
      }
      for (let i = 0; i < list.length; i += perCall) {
        const chunk = list.slice(i, i + perCall);
        if (!budget.take(cost)) throw new PlatformError(id, 'quota_exhausted', 'the budget of calls is spent');
        const { stats, failed } = await platform.readStats(
          access.accessToken,
          chunk.map((r) => r.videoId ?? ''),
        );
        left -= chunk.length;
        for (const f of failed) {
          const r = chunk.find((c) => c.videoId === f.videoId);
          errors.push(`promotion ${r?.promotionId} (creator ${creatorId}): ${f.error.message}`);
        }
        for (const v of stats) {
          const r = chunk.find((c) => c.videoId === v.videoId);
          if (!r) continue;
          if (v.pending || v.views === null) {
            run.pending++;
            continue;
          }
          run.read++;
          fresh.push({
            creatorId,
            stats: {
              promotionId: r.promotionId,
              videoId: v.videoId,
              views: v.views,
              likes: v.likes ?? 0,
              comments: v.comments ?? 0,
              shares: 0,
            },
            uploadedAt: r.uploadedAt,
          });
        }
      }
    } catch (err) {
      if (isPlatformError(err, 'quota_exhausted')) {
        budget.exhaust();
        run.quota_exhausted = true;
        run.waiting += left;
      } else errors.push(`creator ${creatorId}: ${message(err)}`);
    }
    await keep(fresh, null);
  }
  if (run.quota_exhausted) run.resets_at = budget.state().resetsAt?.toISOString() ?? null;
  return { run, errors, creators: creatorsRead };
}

export const refreshStatsJob = defineJob({
  ...JOBS.refreshStats,
  /** `campaign_id`: only that campaign's videos ("Update Stats") */
  payload: z.object({ campaign_id: z.number().int().optional() }),
  schedule: (now) => ({ singletonKey: `refresh-stats@${timeSlot(now, 15)}` }),
  handler: (ctx, payload) => refreshStats(ctx, { campaignId: payload.campaign_id }),
});
