// The stats job when a batch's write fails: the other creators' stats in that batch are still written, scored and
// settled, and the error names the video that was not written and its creator, not the creator who filled the batch.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fraudChecks, promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { editVideo } from '../promotions/edit-video';
import { settlePromotion } from '../promotions/engine';
import { THREE_DAYS_MS } from '../queue/views-schedule';
import type { TikTokClient } from '../tiktok/client';
import { refreshStats } from './definitions/refresh-stats';

const h = useHarness();

/** More views than a bigint column holds: the database refuses the row, and with it the statement it is in. */
const UNWRITABLE = 2 ** 63;

/** TikTok answering every video with figures of its own, except the videos named in `broken`. */
const tiktok = (broken: Set<string>) =>
  ({
    userInfo: async () => ({ openId: 'o', username: 'u', displayName: 'u', followerCount: 1_000 }),
    queryVideos: async (_token: string, ids: string[]) =>
      ids.map((id) => ({
        id,
        createTime: 0,
        shareUrl: '',
        viewCount: broken.has(id) ? UNWRITABLE : 5_000 + Number(id.slice(-3)),
        likeCount: 400,
        commentCount: 20,
        shareCount: 10,
      })),
  }) as unknown as TikTokClient;

async function linkedCreator() {
  const { creator } = await createUser(h.db, {
    creator: {
      tiktokUsername: `stats_${Math.random().toString(36).slice(2, 8)}`,
      tiktokAccessToken: 'at',
      tiktokRefreshToken: 'rt',
      tiktokTokenExpiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return creator?.id ?? 0;
}

let videoSeq = 100;
async function reviewedVideo(campaignId: number, creatorId: number, uploadedAt: Date) {
  const p = await createPromotion(h.db, { campaignId, creatorId });
  const videoId = `7355555555555555${++videoSeq}`;
  await h.db
    .update(promotions)
    .set({ status: 'reviewed', tiktokVideoId: videoId, videoUploadedAt: uploadedAt, reservedCents: 0 })
    .where(eq(promotions.id, p.id));
  return { id: p.id, videoId, creatorId };
}

describe('a failing stats write', () => {
  it("keeps the other creators' stats of the batch and reports the video that failed with its creator", async () => {
    // every reviewed video of the database, two campaigns, in one batch (this test runs first in its database)
    const a = await createCampaign(h.db, { budgetCents: 100_000 });
    const b = await createCampaign(h.db, { budgetCents: 100_000 });
    const recent = new Date(Date.now() - 3_600_000);
    const [first, broken, last] = [await linkedCreator(), await linkedCreator(), await linkedCreator()];
    const videos = [
      await reviewedVideo(a.id, first, recent),
      await reviewedVideo(b.id, first, recent),
      await reviewedVideo(a.id, broken, recent),
      await reviewedVideo(b.id, broken, recent),
      await reviewedVideo(a.id, last, recent),
    ];
    const bad = videos[2];
    if (!bad) throw new Error('no video');
    const good = videos.filter((v) => v !== bad);

    const r = await refreshStats({ db: h.db, tiktok: tiktok(new Set([bad.videoId])) }, { pace: async () => undefined });
    expect(r.refreshed).toBe(4);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(new RegExp(`^promotion ${bad.id} \\(creator ${broken}\\): stats not written: `));

    const rows = await h.db
      .select()
      .from(promotions)
      .where(
        inArray(
          promotions.id,
          videos.map((v) => v.id),
        ),
      );
    const views = Object.fromEntries(rows.map((p) => [p.id, p.latestViews]));
    for (const v of good) expect(views[v.id], `promotion ${v.id}`).toBe(5_000 + Number(v.videoId.slice(-3)));
    expect(views[bad.id]).toBe(null);
    const history = await h.db
      .select({ id: promotionStats.promotionId })
      .from(promotionStats)
      .where(
        inArray(
          promotionStats.promotionId,
          videos.map((v) => v.id),
        ),
      );
    expect(history.map((s) => s.id).sort()).toEqual(good.map((v) => v.id).sort());
    // what was written was scored; the video that was not is left for the next run
    const checks = await h.db
      .select({ id: fraudChecks.promotionId })
      .from(fraudChecks)
      .where(
        inArray(
          fraudChecks.promotionId,
          videos.map((v) => v.id),
        ),
      );
    expect(checks.map((c) => c.id).sort()).toEqual(good.map((v) => v.id).sort());

    // the next run, with TikTok's figures readable again, writes it
    const again = await refreshStats({ db: h.db, tiktok: tiktok(new Set()) }, { pace: async () => undefined });
    expect(again).toMatchObject({ refreshed: 5, errors: [] });
  });

  it('settles the due videos of a batch whose other part failed', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const due = new Date(Date.now() - THREE_DAYS_MS - 60_000);
    const [ok, broken] = [await linkedCreator(), await linkedCreator()];
    const fine = await reviewedVideo(campaign.id, ok, due);
    const bad = await reviewedVideo(campaign.id, broken, due);
    const r = await refreshStats(
      { db: h.db, tiktok: tiktok(new Set([bad.videoId])) },
      { campaignId: campaign.id, pace: async () => undefined },
    );
    expect(r).toMatchObject({ refreshed: 1, settled: 1 });
    expect(r.errors).toEqual([expect.stringMatching(new RegExp(`^promotion ${bad.id} \\(creator ${broken}\\): `))]);
    const [p] = await h.db.select().from(promotions).where(eq(promotions.id, fine.id));
    expect(p?.status).toBe('succeeded');
    expect(p?.viewsAfterThreeDays).toBe(5_000 + Number(fine.videoId.slice(-3)));
    const [q] = await h.db.select().from(promotions).where(eq(promotions.id, bad.id));
    expect(q?.status).toBe('reviewed');
  });

  it('writes nothing on a video that was swapped or settled while TikTok was asked for it', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const recent = new Date(Date.now() - 3_600_000);
    const [swapped, settled, kept] = [
      await reviewedVideo(campaign.id, await linkedCreator(), recent),
      await reviewedVideo(campaign.id, await linkedCreator(), recent),
      await reviewedVideo(campaign.id, await linkedCreator(), recent),
    ];
    if (!swapped || !settled || !kept) throw new Error('no videos');
    // the run read its videos at its start; while TikTok answers, an admin swaps one video for another and records
    // another's views after three days
    const answering = tiktok(new Set());
    let changed = false;
    const slow = {
      ...answering,
      // asked once per creator: the admin's changes land during the first call
      queryVideos: async (token: string, ids: string[]) => {
        if (changed) return answering.queryVideos(token, ids);
        changed = true;
        await editVideo(h.db, {
          id: swapped.id,
          videoUrl: 'https://www.tiktok.com/@someone/video/7366666666666666001',
        });
        await settlePromotion(h.db, { promotionId: settled.id, viewsAfterThreeDays: 777, actor: 'admin' });
        return answering.queryVideos(token, ids);
      },
    } as TikTokClient;

    const r = await refreshStats({ db: h.db, tiktok: slow }, { campaignId: campaign.id, pace: async () => undefined });
    expect(r).toMatchObject({ refreshed: 1, settled: 0, errors: [] });
    const rows = await h.db
      .select({
        id: promotions.id,
        status: promotions.status,
        latestViews: promotions.latestViews,
        viewsAfterThreeDays: promotions.viewsAfterThreeDays,
        videoId: promotions.tiktokVideoId,
      })
      .from(promotions)
      .where(inArray(promotions.id, [swapped.id, settled.id, kept.id]))
      .orderBy(promotions.id);
    expect(rows).toEqual([
      // the new video starts with no figures: the old one's would have been paid at 72 h
      {
        id: swapped.id,
        status: 'reviewed',
        latestViews: null,
        viewsAfterThreeDays: null,
        videoId: '7366666666666666001',
      },
      { id: settled.id, status: 'succeeded', latestViews: null, viewsAfterThreeDays: 777, videoId: settled.videoId },
      {
        id: kept.id,
        status: 'reviewed',
        latestViews: 5_000 + Number(kept.videoId.slice(-3)),
        viewsAfterThreeDays: null,
        videoId: kept.videoId,
      },
    ]);
    const history = await h.db
      .select({ id: promotionStats.promotionId })
      .from(promotionStats)
      .where(inArray(promotionStats.promotionId, [swapped.id, settled.id, kept.id]));
    expect(history.map((x) => x.id)).toEqual([kept.id]);

    // the next run asks TikTok for the new video
    const again = await refreshStats(
      { db: h.db, tiktok: answering },
      { campaignId: campaign.id, pace: async () => undefined },
    );
    expect(again).toMatchObject({ refreshed: 2, errors: [] });
    const [now] = await h.db.select().from(promotions).where(eq(promotions.id, swapped.id));
    expect(now?.latestViews).toBe(5_000 + 1);
  });
});

describe('the videos a run refreshes', () => {
  it("are read in pages, and each creator's videos are still asked together", async () => {
    // a creator has one promotion a campaign: four campaigns for up to four videos each
    const campaigns = [
      await createCampaign(h.db, { budgetCents: 100_000 }),
      await createCampaign(h.db, { budgetCents: 100_000 }),
      await createCampaign(h.db, { budgetCents: 100_000 }),
      await createCampaign(h.db, { budgetCents: 100_000 }),
    ];
    const recent = new Date(Date.now() - 3_600_000);
    // four creators with 3, 1, 4 and 2 videos: pages of 2 end inside the first and the third creator's videos
    const counts = [3, 1, 4, 2];
    const creatorIds: number[] = [];
    const videos: { id: number; videoId: string; creatorId: number }[] = [];
    for (const count of counts) {
      const creatorId = await linkedCreator();
      creatorIds.push(creatorId);
      for (const c of campaigns.slice(0, count)) videos.push(await reviewedVideo(c.id, creatorId, recent));
    }
    const creatorOf = new Map(videos.map((v) => [v.videoId, v.creatorId]));
    const answering = tiktok(new Set());
    const calls: string[][] = [];
    const recording = {
      ...answering,
      queryVideos: async (token: string, ids: string[]) => {
        calls.push(ids);
        return answering.queryVideos(token, ids);
      },
    } as TikTokClient;

    // every reviewed video of the database, the earlier tests' too, in pages of 2
    const r = await refreshStats({ db: h.db, tiktok: recording }, { pace: async () => undefined, readPage: 2 });
    expect(r.errors).toEqual([]);
    const ours = calls.filter((ids) => ids.some((id) => creatorOf.has(id)));
    // one call per creator (each has fewer than 20 videos) with all of their videos, in creator order
    expect(ours.map((ids) => ids.map((id) => creatorOf.get(id)))).toEqual(
      counts.map((count, i) => Array(count).fill(creatorIds[i])),
    );
    expect(ours.flat().sort()).toEqual(videos.map((v) => v.videoId).sort());
    // and every reviewed video of the database was asked once
    expect(new Set(calls.flat()).size).toBe(calls.flat().length);
    expect(r.refreshed).toBe(calls.flat().length);
  });
});
