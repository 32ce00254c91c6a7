// Views at 72 h on Instagram and YouTube (docs/engine.md "What a view is on each platform"): the stats job reads
// each video on its own platform with the creator's connected account, within the platform's budget; YouTube
// settles on the read at 72 h, Instagram on the first read 72 h + 48 h after upload (its insights lag); lagging
// insights, an expired token and a deleted video write nothing and settle nothing; a spent quota leaves the videos
// waiting and Background Processes says so.
import { JOBS } from '@hookline/shared/job-names';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, creatorAccounts, promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkLedger } from '../ledger/invariants';
import { IG_SIM_SUFFIX, simInstagramUserId, simMedia } from '../platforms/instagram/sim-media';
import { accountSlot, encryptToken } from '../platforms/token-crypto';
import { simChannelId } from '../platforms/youtube/simulator';
import { approve } from '../promotions/engine';
import { readViewsAt72h } from '../promotions/views-at-72h';
import { enqueue, runOne } from '../queue/queue';
import { refreshStats } from './definitions/refresh-stats';

const h = useHarness();
const HOUR = 3_600_000;
const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** A creator (level 4: €1 per 1k views) with an Instagram and a YouTube account as the simulators know them. */
async function creatorWith(o: { instagram?: string; youtube?: string }) {
  const { creator } = await createUser(h.db, { creator: { levelId: 4 } });
  const creatorId = creator?.id ?? 0;
  const keys = h.ctx.config.tokenKeys;
  const account = (platform: 'instagram' | 'youtube', externalId: string, token: string) =>
    h.db.insert(creatorAccounts).values({
      creatorId,
      platform,
      handle: 'someone',
      externalId,
      followers: 1000,
      accessToken: encryptToken(keys, accountSlot(creatorId, platform, 'access_token'), token),
      refreshToken:
        platform === 'youtube'
          ? encryptToken(keys, accountSlot(creatorId, platform, 'refresh_token'), `ytsim-rt.${token.slice(9)}`)
          : null,
      tokenExpiresAt: new Date(Date.now() + 24 * HOUR),
    });
  if (o.instagram) await account('instagram', simInstagramUserId(o.instagram), `igsim-at.${b64(o.instagram)}`);
  if (o.youtube) await account('youtube', simChannelId(o.youtube), `ytsim-at.${b64(o.youtube)}`);
  return creatorId;
}

/** An approved video on `platform`, uploaded `ageHours` ago, with earlier reads at the given hours after upload. */
async function approvedVideo(o: {
  creatorId: number;
  platform: 'instagram' | 'youtube';
  videoId: string;
  ageHours: number;
  reads?: [hoursAfterUpload: number, views: number][];
}) {
  const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
  await h.db
    .update(campaigns)
    .set({ platforms: [o.platform] })
    .where(eq(campaigns.id, campaign.id));
  const p = await createPromotion(h.db, {
    campaignId: campaign.id,
    creatorId: o.creatorId,
    videoUrl: 'https://example.test/video',
    set: { platform: o.platform, platformVideoId: o.videoId },
  });
  const uploadedAt = new Date(Date.now() - o.ageHours * HOUR);
  const stat = { views_count: 1000, likes_count: 60, comments_count: 5, shares_count: 2 };
  await approve(h.db, { promotionId: p.id, uploadedAt, stat });
  for (const [hours, views] of o.reads ?? []) {
    await h.db.insert(promotionStats).values({
      promotionId: p.id,
      viewsCount: views,
      likesCount: Math.round(views / 15),
      commentsCount: Math.round(views / 200),
      sharesCount: 0,
      recordedAt: new Date(uploadedAt.getTime() + hours * HOUR),
    });
  }
  return { id: p.id, campaignId: campaign.id, uploadedAt };
}

const promotion = async (id: number) => (await h.db.select().from(promotions).where(eq(promotions.id, id)))[0];
const reads = (id: number) =>
  h.db.select().from(promotionStats).where(eq(promotionStats.promotionId, id)).orderBy(promotionStats.id);

describe('views at 72 h on Instagram and YouTube', () => {
  it("a YouTube Short is read through YouTube with the creator's account and settles on its read at 72 h", async () => {
    const creatorId = await creatorWith({ youtube: 'yt_settles' });
    const v = await approvedVideo({ creatorId, platform: 'youtube', videoId: 'ytSettles01', ageHours: 80 });
    const r = await refreshStats(h.ctx, { campaignId: v.campaignId });
    expect(r.platforms).toEqual([
      expect.objectContaining({ platform: 'youtube', videos: 1, read: 1, quota_exhausted: false }),
    ]);
    const [typed, read] = await reads(v.id);
    expect(typed?.source).toBe('typed');
    expect(read?.source).toBe('platform');
    const p = await promotion(v.id);
    // no read near 72 h: the first read after it
    expect(p?.status).toBe('succeeded');
    expect(p?.viewsAfterThreeDays).toBe(read?.viewsCount);
    expect(p?.viewsReadAt?.getTime()).toBe(read?.recordedAt.getTime());
    expect(await checkLedger(h.db, { campaignId: v.campaignId })).toEqual([]);
  });

  it("the views-at-72h job reads a Short on YouTube, pays on that read and keeps it as the video's latest views", async () => {
    const creatorId = await creatorWith({ youtube: 'yt_job_reads' });
    const v = await approvedVideo({ creatorId, platform: 'youtube', videoId: 'ytJobReads1', ageHours: 80 });
    const r = await readViewsAt72h(h.ctx, v.id);
    const read = (await reads(v.id)).find((s) => s.source === 'platform');
    expect(r.settled).toBe(true);
    expect(read?.viewsCount).toBeGreaterThan(1000); // not the 1,000 the admin typed
    const p = await promotion(v.id);
    expect(p?.viewsAfterThreeDays).toBe(read?.viewsCount);
    // the musician's and the creator's "latest views" are that read, not the typed figure
    expect(p?.latestViews).toBe(read?.viewsCount);
    expect(await checkLedger(h.db, { campaignId: v.campaignId })).toEqual([]);
  });

  it('an Instagram Reel is not settled at 72 h: it waits for the first read 72 h + 48 h after upload', async () => {
    const ig = 'ig_waits';
    const creatorId = await creatorWith({ instagram: ig });
    const [reel] = simMedia(ig);
    const v = await approvedVideo({ creatorId, platform: 'instagram', videoId: reel ?? '', ageHours: 100 });
    const first = await refreshStats(h.ctx, { campaignId: v.campaignId });
    expect(first.platforms[0]).toMatchObject({ platform: 'instagram', read: 1, pending: 0 });
    expect((await promotion(v.id))?.status).toBe('reviewed'); // 100 h: read, not settled

    // later: the upload was 125 h ago, with a read at 100 h (past 72 h, before the lag) and one at 119 h
    await h.db
      .update(promotions)
      .set({ videoUploadedAt: new Date(Date.now() - 125 * HOUR) })
      .where(eq(promotions.id, v.id));
    const uploadedAt = new Date(Date.now() - 125 * HOUR);
    for (const [hours, views] of [
      [100, 4000],
      [119, 4500],
    ] as const)
      await h.db.insert(promotionStats).values({
        promotionId: v.id,
        viewsCount: views,
        likesCount: views / 20,
        commentsCount: 10,
        sharesCount: 0,
        recordedAt: new Date(uploadedAt.getTime() + hours * HOUR),
      });
    await refreshStats(h.ctx, { campaignId: v.campaignId });
    const p = await promotion(v.id);
    // the first run's read, now 125 h after upload, is the first one from 120 h on (the second run read again)
    const due = (await reads(v.id))
      .filter((s) => s.source === 'platform' && s.recordedAt.getTime() >= uploadedAt.getTime() + 120 * HOUR)
      .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    expect(due).toHaveLength(2);
    expect(p?.status).toBe('succeeded');
    expect(p?.viewsAfterThreeDays).toBe(due[0]?.viewsCount);
    expect(p?.viewsAfterThreeDays).not.toBe(4000); // not the read nearest to 72 h
    expect(p?.viewsReadAt?.getTime()).toBeGreaterThanOrEqual(uploadedAt.getTime() + 120 * HOUR);
  });

  it('lagging insights write nothing and settle nothing; a deleted Short and an expired token are errors of their own', async () => {
    const creatorId = await creatorWith({ instagram: 'ig_lagging', youtube: 'yt_deleted' });
    const lagging = simMedia('ig_lagging').find((m) => m.endsWith(IG_SIM_SUFFIX.lagging)) ?? '';
    const lag = await approvedVideo({ creatorId, platform: 'instagram', videoId: lagging, ageHours: 130 });
    const gone = await approvedVideo({ creatorId, platform: 'youtube', videoId: 'delShort001', ageHours: 80 });
    const expiredCreator = await creatorWith({ instagram: 'expired_ig' });
    const [expiredReel] = simMedia('expired_ig');
    const expired = await approvedVideo({
      creatorId: expiredCreator,
      platform: 'instagram',
      videoId: expiredReel ?? '',
      ageHours: 130,
    });
    const fine = await approvedVideo({ creatorId, platform: 'youtube', videoId: 'ytFine00001', ageHours: 10 });
    // the whole run, so that every one of them is read in it
    const r = await refreshStats(h.ctx);
    const ig = r.platforms.find((x) => x.platform === 'instagram');
    expect(ig?.pending).toBeGreaterThanOrEqual(1);
    for (const id of [lag.id, gone.id, expired.id]) {
      expect((await reads(id)).map((s) => s.source)).toEqual(['typed']);
      expect((await promotion(id))?.status).toBe('reviewed');
    }
    expect((await reads(fine.id)).map((s) => s.source)).toEqual(['typed', 'platform']);
    expect(r.errors.some((e) => e.startsWith(`promotion ${gone.id} (creator ${creatorId})`))).toBe(true);
    expect(r.errors.some((e) => e.startsWith(`creator ${expiredCreator}:`) && /expired/i.test(e))).toBe(true);
  });

  it('a spent YouTube quota leaves the Shorts waiting, and Background Processes says so until it comes back', async () => {
    const creatorId = await creatorWith({ youtube: 'quota_spent' });
    const v = await approvedVideo({ creatorId, platform: 'youtube', videoId: 'ytQuota0001', ageHours: 80 });
    await enqueue(h.db, { ...JOBS.refreshStats, payload: {} });
    expect(
      await runOne(h.db, {
        handlers: { [JOBS.refreshStats.name]: () => refreshStats(h.ctx) },
        workerId: 'w-quota',
      }),
    ).toBe(true);
    expect((await reads(v.id)).map((s) => s.source)).toEqual(['typed']);
    expect((await promotion(v.id))?.status).toBe('reviewed');
    const admin = await userWithToken(h.app, { isAdmin: true });
    const res = await h.app.inject({ url: '/api/schedule/alerts', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const [alert] = res.json().data.platform_quotas;
    expect(alert).toMatchObject({ platform: 'youtube' });
    expect(alert.waiting).toBeGreaterThanOrEqual(1);
    // the quota day ends at midnight Pacific Time: within a day from now
    const resets = new Date(alert.resets_at).getTime();
    expect(resets).toBeGreaterThan(Date.now());
    expect(resets).toBeLessThanOrEqual(Date.now() + 25 * HOUR);
  });
});
