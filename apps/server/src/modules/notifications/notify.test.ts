import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, outbox, promotionStats, promotions, users } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { taskHandlers } from '../jobs/tasks';
import { approve } from '../promotions/engine';
import { runOne, startWorker } from '../queue/queue';

const h = useHarness();

const stat = { views_count: 10, likes_count: 1, comments_count: 0, shares_count: 0 };
const drain = async () => {
  const handlers = taskHandlers(h.ctx);
  while (await runOne(h.db, { handlers, workerId: 'test-worker' })) {
    /* run everything that is ready */
  }
};
const mailsTo = async (email: string) => h.db.select().from(outbox).where(eq(outbox.to, email));

describe('notifications and worker', () => {
  it('Update Stats: the queued job shows, the worker runs it once, views and history grow, it shows completed', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const { creator } = await createUser(h.db, {
      creator: {
        tiktokUsername: 'upd',
        tiktokAccessToken: 'sim-at.dXBk',
        tiktokRefreshToken: 'sim-rt.dXBk',
        tiktokTokenExpiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const campaign = await createCampaign(h.db);
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    await h.db.update(promotions).set({ tiktokVideoId: '7355555555555555551' }).where(eq(promotions.id, p.id));
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: admin.auth,
      payload: { campaign_update: true },
    });
    const jobId = res.json().job_id as number;
    const listed = async () =>
      (
        (await h.app.inject({ url: '/api/schedule/get_scheduled_tasks', headers: admin.auth })).json()
          .scheduled_tasks as [number, string, { state: string }][]
      ).find((t) => t[0] === jobId);
    expect((await listed())?.[2].state).toBe('queued');

    const worker = startWorker(h.db, { handlers: taskHandlers(h.ctx), pollMs: 50 });
    await worker.drain();
    await worker.stop();
    expect((await listed())?.[2].state).toBe('completed');
    const [after] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(after?.latestViews).toBeGreaterThan(stat.views_count);
    expect(await h.db.select().from(promotionStats).where(eq(promotionStats.promotionId, p.id))).toHaveLength(2);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.attempts).toBe(1);
  });

  it('emails the musician and the creator on approval, honouring their settings, once per event', async () => {
    const musician = await createUser(h.db, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: musician.musician?.id });
    const { user: creatorUser, creator } = await createUser(h.db);
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    await drain();
    expect((await mailsTo(musician.user.email)).map((m) => m.subject)).toEqual(['A new video for Test Song is live']);
    expect((await mailsTo(creatorUser.email)).map((m) => m.subject)).toEqual([
      'Your video for Test Song was approved.',
    ]);

    // a second run of the same notification (a retried job) sends nothing more
    const [notifyJob] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:video-published:${p.id}`));
    await h.db
      .update(jobs)
      .set({ state: 'queued', runAt: new Date(0) })
      .where(eq(jobs.id, notifyJob?.id ?? 0));
    await drain();
    expect(await mailsTo(musician.user.email)).toHaveLength(1);

    // the musician turns new-video emails off: the next video sends nothing to them
    await h.db.update(users).set({ notifyNewVideo: false }).where(eq(users.id, musician.user.id));
    const other = await createUser(h.db, { isNotificationEnabled: false });
    const p2 = await createPromotion(h.db, { campaignId: campaign.id, creatorId: other.creator?.id ?? 0 });
    await approve(h.db, { promotionId: p2.id, uploadedAt: new Date(), stat });
    await drain();
    expect(await mailsTo(musician.user.email)).toHaveLength(1);
    const [result] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:video-published:${p2.id}`));
    expect(result?.result).toMatchObject({ sent: false });

    // a creator with notifications disabled gets none
    expect(await mailsTo(other.user.email)).toHaveLength(0);
  });
});
