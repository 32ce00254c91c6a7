// Views at 72 h: a job scheduled at upload + 72 h; a late read settles on the snapshot nearest to 72 h and records
// when that snapshot was read (docs/engine.md "Views at 72 h").
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { refreshStats } from '../jobs/definitions/refresh-stats';
import { taskHandlers } from '../jobs/tasks';
import { checkLedger } from '../ledger/invariants';
import { runOne } from '../queue/queue';
import { THREE_DAYS_MS, VIEWS_AT_72H } from '../queue/views-schedule';
import { approve } from './engine';

const h = useHarness();

const HOUR = 3_600_000;
const USERNAME = 'views72_user';
const token = (kind: 'at' | 'rt') => `sim-${kind}.${Buffer.from(USERNAME).toString('base64url')}`;
let creatorId = 0;

beforeAll(async () => {
  const { creator } = await createUser(h.db, {
    creator: {
      levelId: 4, // €1 per 1k, cap €100
      tiktokUsername: USERNAME,
      tiktokAccessToken: token('at'),
      tiktokRefreshToken: token('rt'),
      tiktokTokenExpiresAt: new Date(Date.now() + 24 * HOUR),
    },
  });
  creatorId = creator?.id ?? 0;
});

/** An approved promotion uploaded `ageHours` ago, with snapshots read at the given hours after upload. */
async function approvedWithHistory(
  ageHours: number,
  history: [hoursAfterUpload: number, views: number][],
  typedViews = 999_999,
) {
  const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId });
  const uploadedAt = new Date(Date.now() - ageHours * HOUR);
  // the figures the admin typed in the approve dialog; engagement of an ordinary video, so that the fraud signals
  // (fraud/signals.ts) do not hold it
  const stat = { views_count: typedViews, likes_count: 50_000, comments_count: 900, shares_count: 400 };
  await approve(h.db, { promotionId: p.id, uploadedAt, stat });
  await h.db
    .update(promotions)
    .set({ tiktokVideoId: `73812345678901${String(p.id).padStart(4, '0')}7` })
    .where(eq(promotions.id, p.id));
  for (const [hours, views] of history) {
    await h.db.insert(promotionStats).values({
      promotionId: p.id,
      viewsCount: views,
      likesCount: Math.round(views / 20),
      commentsCount: Math.round(views / 500),
      sharesCount: Math.round(views / 1000),
      recordedAt: new Date(uploadedAt.getTime() + hours * HOUR),
    });
  }
  return { promotion: p, campaign, uploadedAt };
}

describe('views at 72 h', () => {
  it('approval schedules the read at upload + 72 h', async () => {
    const { promotion, uploadedAt } = await approvedWithHistory(2, []);
    const [job] = await h.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, VIEWS_AT_72H.name), eq(jobs.payload, { promotion_id: promotion.id })));
    expect(job?.runAt.getTime()).toBe(uploadedAt.getTime() + THREE_DAYS_MS);
    expect(job?.state).toBe('queued');
  });

  it('a late read settles on the snapshot nearest to 72 h and records when it was read', async () => {
    // approved late (80 h after upload): snapshots at 71 h and 75 h exist, the approval's own read is at 80 h
    const { promotion, campaign, uploadedAt } = await approvedWithHistory(80, [
      [71, 10_000],
      [75, 50_000],
    ]);
    const handler = taskHandlers(h.ctx)[VIEWS_AT_72H.name];
    if (!handler) throw new Error('no handler');
    expect(await runOne(h.db, { handlers: { [VIEWS_AT_72H.name]: handler }, workerId: 'w-72h' })).toBe(true);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: 10_000, earnedCents: 1_000 });
    expect(row?.viewsReadAt?.getTime()).toBe(uploadedAt.getTime() + 71 * HOUR);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);

    const admin = await userWithToken(h.app, { isAdmin: true });
    const listed = await h.app.inject({
      url: `/api/admin/campaigns/${campaign.id}/promotions?promotion_type=succeeded`,
      headers: admin.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items[0]).toMatchObject({
      views_after_three_days: 10_000,
      views_read_at: new Date(uploadedAt.getTime() + 71 * HOUR).toISOString(),
    });
  });

  it('a stats run that comes late (stopped worker) still pays on the views nearest to 72 h', async () => {
    const { promotion } = await approvedWithHistory(100, [
      [72.5, 20_000],
      [90, 70_000],
    ]);
    await refreshStats(h.ctx, {
      campaignId: (await h.db.select().from(promotions).where(eq(promotions.id, promotion.id)))[0]?.campaignId,
    });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: 20_000 });
  });

  it('a late approval pays on the platform read after 72 h, not on the views the admin typed', async () => {
    // approved 80 h after upload with 300 views typed; the job's read of the video comes a moment later
    const { promotion, campaign } = await approvedWithHistory(80, [], 300);
    const handler = taskHandlers(h.ctx)[VIEWS_AT_72H.name];
    if (!handler) throw new Error('no handler');
    // every ready read job (earlier tests' ones too), as the worker would
    while (await runOne(h.db, { handlers: { [VIEWS_AT_72H.name]: handler }, workerId: 'w-72h' })) {}
    const reads = await h.db
      .select()
      .from(promotionStats)
      .where(and(eq(promotionStats.promotionId, promotion.id), eq(promotionStats.source, 'platform')));
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read?.viewsCount).not.toBe(300);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: read?.viewsCount });
    expect(row?.earnedCents).toBe(Math.min(10_000, Math.round((read?.viewsCount ?? 0) / 10)));
    // recorded honestly: the time of the read it paid on
    expect(row?.viewsReadAt?.getTime()).toBe(read?.recordedAt.getTime());
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it('with no read near 72 h, the first read after 72 h is paid, not an earlier one', async () => {
    const { promotion } = await approvedWithHistory(100, [
      [60, 1_000],
      [90, 70_000],
    ]);
    await refreshStats(h.ctx, {
      campaignId: (await h.db.select().from(promotions).where(eq(promotions.id, promotion.id)))[0]?.campaignId,
    });
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: 70_000 });
  });
});
