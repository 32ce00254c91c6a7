// The stats refresh job's database side: how many videos a second it can write, so that a full refresh is bounded by
// TikTok's limit (600 calls a minute, 20 videos a call: at most 200 videos a second) and not by the database.
//   1. the stats of 2,000 reviewed videos written the old way, two statements per video;
//   2. the stats of 10,000 reviewed videos written in batches of 200 (`writeStats`: one insert, one update);
//   3. the whole job (`refreshStats`) over campaign 1's reviewed videos, TikTok answering at once (a stub that
//      returns the simulator's figures, not paced): stats written, every video scored for fraud, due ones settled.
// The history rows the run adds are deleted again at the end.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client';
import { promotionStats, promotions } from '../apps/server/src/db/schema';
import { refreshStats, STATS_WRITE_BATCH, writeStats } from '../apps/server/src/modules/jobs/definitions/refresh-stats';
import type { TikTokClient } from '../apps/server/src/modules/tiktok/client';
import { simVideo } from '../apps/server/src/modules/tiktok/simulator';
import { prepareRefresh } from './mix';
import { type BenchTarget, openBench, targetFromEnv } from './target';

export type StatsWriteResult = {
  perRow: { videos: number; videosPerSecond: number };
  batched: { videos: number; batch: number; videosPerSecond: number };
  job: { videos: number; settled: number; videosPerSecond: number };
  /** the most videos a second TikTok's limit lets through (600 calls a minute, 20 videos a call) */
  tiktokBoundPerSecond: number;
};

const stubTikTok = (): TikTokClient =>
  ({
    userInfo: async () => ({ openId: 'bench', username: 'bench', displayName: 'bench', followerCount: 1000 }),
    queryVideos: async (_token: string, ids: string[]) =>
      ids.map((id) => {
        const v = simVideo(id);
        return {
          id,
          createTime: v.create_time,
          shareUrl: '',
          viewCount: v.view_count,
          likeCount: v.like_count,
          commentCount: v.comment_count,
          shareCount: v.share_count,
        };
      }),
  }) as unknown as TikTokClient;

export async function benchStatsWrite(target: BenchTarget): Promise<StatsWriteResult> {
  const database = await openBench(target, 4);
  const { db } = database;
  try {
    await prepareRefresh(db);
    const [{ max } = { max: 0 }] = await rawRows<{ max: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as max from promotion_stats`,
    );
    const videos = await rawRows<{ id: number; video_id: string }>(
      db,
      sql`select id, tiktok_video_id as video_id from promotions
          where status = 'reviewed' and tiktok_video_id is not null order by id limit 10000`,
    );
    const ids = videos.map((r) => r.id);
    const videoOf = new Map(videos.map((r) => [r.id, r.video_id]));
    const stats = (id: number, k: number) => ({
      promotionId: id,
      videoId: videoOf.get(id) ?? '',
      views: 10_000 + k,
      likes: 800 + k,
      comments: 60,
      shares: 30,
    });

    const perRowIds = ids.slice(0, 2000);
    let t0 = performance.now();
    for (const id of perRowIds) {
      const s = stats(id, 1);
      await db.insert(promotionStats).values({
        promotionId: id,
        viewsCount: s.views,
        likesCount: s.likes,
        commentsCount: s.comments,
        sharesCount: s.shares,
      });
      await db
        .update(promotions)
        .set({
          latestViews: s.views,
          latestLikes: s.likes,
          latestComments: s.comments,
          latestShares: s.shares,
          statsUpdatedAt: new Date(),
        })
        .where(eq(promotions.id, id));
    }
    const perRow = { videos: perRowIds.length, videosPerSecond: perRowIds.length / ((performance.now() - t0) / 1000) };
    console.log(`  two statements per video: ${perRow.videosPerSecond.toFixed(0)} videos/s`);

    t0 = performance.now();
    for (let i = 0; i < ids.length; i += STATS_WRITE_BATCH) {
      await writeStats(db, { batch: ids.slice(i, i + STATS_WRITE_BATCH).map((id) => stats(id, 2)) });
    }
    const batched = {
      videos: ids.length,
      batch: STATS_WRITE_BATCH,
      videosPerSecond: ids.length / ((performance.now() - t0) / 1000),
    };
    console.log(`  batches of ${STATS_WRITE_BATCH}: ${batched.videosPerSecond.toFixed(0)} videos/s`);

    t0 = performance.now();
    const r = await refreshStats({ db, tiktok: stubTikTok() }, { campaignId: 1, pace: async () => undefined });
    const job = {
      videos: r.refreshed,
      settled: r.settled,
      videosPerSecond: r.refreshed / ((performance.now() - t0) / 1000),
    };
    console.log(
      `  whole job (write, fraud score, settle check) over campaign 1: ${job.videos} videos, ` +
        `${job.videosPerSecond.toFixed(0)} videos/s, ${job.settled} settled`,
    );
    await db.execute(sql`delete from promotion_stats where id > ${max}`);
    return { perRow, batched, job, tiktokBoundPerSecond: (600 / 60) * 20 };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStatsWrite(targetFromEnv());
}
