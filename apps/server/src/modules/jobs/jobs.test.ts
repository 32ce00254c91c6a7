import { JOBS } from '@hookline/shared/job-names';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, campaigns, jobs, outbox, promotionStats, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { generateBills } from '../bills/generate-bills';
import { balance } from '../ledger/ledger';
import { sendNotification } from '../notifications/notify';
import { approve } from '../promotions/engine';
import { enqueue, recoverStale, runOne } from '../queue/queue';
import { THREE_DAYS_MS } from '../queue/views-schedule';
import { archiveEnded } from './definitions/archive-ended';
import { refreshStats } from './definitions/refresh-stats';
import { scheduleRecurring, taskHandlers } from './tasks';

const h = useHarness();

describe('job queue', () => {
  it('runs a job once, retries a failing one with backoff, and fails it after max attempts', async () => {
    const calls: number[] = [];
    const ok = await enqueue(h.db, { name: 't-ok', description: 'ok' });
    expect(await runOne(h.db, { handlers: { 't-ok': async (j) => calls.push(j.id) }, workerId: 'w1' })).toBe(true);
    expect(await runOne(h.db, { handlers: { 't-ok': async (j) => calls.push(j.id) }, workerId: 'w1' })).toBe(false);
    expect(calls).toEqual([ok?.id]);

    const bad = await enqueue(h.db, { name: 't-bad', description: 'bad', maxAttempts: 2 });
    const boom = { 't-bad': async () => Promise.reject(new Error('boom')) };
    await runOne(h.db, { handlers: boom, workerId: 'w1' });
    let [row] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, bad?.id ?? 0));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now()); // backoff
    await h.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, bad?.id ?? 0));
    await runOne(h.db, { handlers: boom, workerId: 'w1' });
    [row] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, bad?.id ?? 0));
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('a job whose payload does not match its definition fails without running, naming the field', async () => {
    const job = await enqueue(h.db, { ...JOBS.viewsAt72h, payload: { promotion_id: 'seven' }, maxAttempts: 1 });
    const handlers = taskHandlers(h.ctx);
    expect(await runOne(h.db, { handlers, workerId: 'w-bad-payload' })).toBe(true);
    const [row] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toContain('promotion_id');
  });

  it('every recurring job is queued once per slot, named and described from packages/shared/src/job-names.ts', async () => {
    const now = new Date('2030-03-04T10:20:00Z');
    await scheduleRecurring(h.ctx, now);
    await scheduleRecurring(h.ctx, new Date('2030-03-04T10:24:59Z')); // the same slots
    const queued = await h.db
      .select({ name: jobs.name, description: jobs.description, key: jobs.singletonKey, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.singletonKey} like '%2030-%'`)
      .orderBy(jobs.id);
    expect(queued).toEqual([
      { ...JOBS.refreshStats, key: 'refresh-stats@2030-03-04T10:15:00.000Z', payload: {} },
      { ...JOBS.archiveEnded, key: 'archive-ended@2030-03-04T10:20:00.000Z', payload: {} },
      { ...JOBS.ledgerCheck, key: 'ledger-check@2030-03-04T10:00:00.000Z', payload: {} },
      { ...JOBS.generateBills, key: 'generate-bills@2030-03', payload: {} },
      { ...JOBS.levelReview, key: 'level-review@2030-03', payload: {} },
      { ...JOBS.weeklySummary, key: 'weekly-summary@2030-W10', payload: { week: '2030-W10' } },
    ]);
    await h.db.delete(jobs).where(sql`${jobs.singletonKey} like '%2030-%'`); // the other tests schedule today's
  });

  it('never queues a singleton twice and recovers jobs whose worker died', async () => {
    expect(await enqueue(h.db, { name: 't-s', description: 's', singletonKey: 'once' })).not.toBeNull();
    expect(await enqueue(h.db, { name: 't-s', description: 's', singletonKey: 'once' })).toBeNull();
    const j = await enqueue(h.db, { name: 't-stale', description: 'stale' });
    await h.db
      .update(jobs)
      .set({ state: 'active', lockedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(jobs.id, j?.id ?? 0));
    expect(await recoverStale(h.db)).toBeGreaterThanOrEqual(1);
    const [row] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, j?.id ?? 0));
    expect(row?.state).toBe('queued');
  });
});

describe('tasks', () => {
  it('refreshes stats with history and settles videos 72 hours after upload', async () => {
    const me = await userWithToken(h.app, {
      creator: {
        tiktokUsername: 'stats_user',
        tiktokAccessToken: 'sim-at.c3RhdHNfdXNlcg',
        tiktokRefreshToken: 'sim-rt.c3RhdHNfdXNlcg',
        tiktokTokenExpiresAt: new Date(Date.now() + 3_600_000),
        levelId: 4,
      },
    });
    const creatorId = me.creator?.id ?? 0;
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const fresh = await createPromotion(h.db, { campaignId: campaign.id, creatorId });
    const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };
    await approve(h.db, { promotionId: fresh.id, uploadedAt: new Date(), stat });
    await h.db.update(promotions).set({ tiktokVideoId: '7344444444444444441' }).where(eq(promotions.id, fresh.id));

    const first = await refreshStats(h.ctx, { campaignId: campaign.id });
    expect(first).toMatchObject({ refreshed: 1, settled: 0 });
    const [p1] = await h.db.select().from(promotions).where(eq(promotions.id, fresh.id));
    expect(p1?.latestViews).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 1100));
    await refreshStats(h.ctx, { campaignId: campaign.id });
    const history = await h.db.select().from(promotionStats).where(eq(promotionStats.promotionId, fresh.id));
    expect(history.length).toBe(3); // approval + two refreshes
    expect(history[2]?.viewsCount).toBeGreaterThan(history[1]?.viewsCount ?? 0);

    // three days later the next refresh records views after three days and pays
    await h.db
      .update(promotions)
      .set({ videoUploadedAt: new Date(Date.now() - THREE_DAYS_MS - 1000) })
      .where(eq(promotions.id, fresh.id));
    expect((await refreshStats(h.ctx, { campaignId: campaign.id })).settled).toBe(1);
    const [p2] = await h.db.select().from(promotions).where(eq(promotions.id, fresh.id));
    expect(p2?.status).toBe('succeeded');
    expect(p2?.viewsAfterThreeDays).toBeGreaterThan(0);
    expect(await balance(h.db, { account: 'creator_earned', refId: creatorId })).toBe(p2?.earnedCents);
  });

  it('archives campaigns whose end date passed and releases their budget', async () => {
    const ended = await createCampaign(h.db, { budgetCents: 5_000, endDate: new Date(Date.now() - 1000) });
    const running = await createCampaign(h.db, { budgetCents: 5_000 });
    await archiveEnded(h.ctx);
    const rows = await h.db.select().from(campaigns).where(sql`${campaigns.id} in (${ended.id}, ${running.id})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ended.id]: 'archived',
      [running.id]: 'active',
    });
    expect(await balance(h.db, { account: 'campaign_budget', refId: ended.id })).toBe(0);
  });

  it('bills unbilled earnings once per creator and month, even when the job runs twice; one email per bill', async () => {
    const { user, creator } = await createUser(h.db, { creator: { levelType: 'fixed', maxCents: 1_234 } });
    const campaign = await createCampaign(h.db);
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
    await approve(h.db, {
      promotionId: p.id,
      uploadedAt: new Date(),
      stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    const { settlePromotion } = await import('../promotions/engine');
    await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 10, actor: 'admin' });
    const nextMonth = new Date(Date.now() + 32 * 86_400_000);
    await generateBills(h.ctx, { now: nextMonth });
    await generateBills(h.ctx, { now: nextMonth });
    const rows = await h.db
      .select()
      .from(bills)
      .where(eq(bills.creatorId, creator?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountCents).toBe(1_234);
    expect(await balance(h.db, { account: 'creator_earned', refId: creator?.id ?? 0 })).toBe(0);
    expect(await balance(h.db, { account: 'creator_billed', refId: creator?.id ?? 0 })).toBe(1_234);
    const [billedPromotion] = await h.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, p.id)));
    expect(billedPromotion?.billId).toBe(rows[0]?.id);
    // the bill's email goes out once, even when its notification job runs again after a crash
    const handlers = taskHandlers(h.ctx);
    while (await runOne(h.db, { handlers, workerId: 'test-worker' })) {
      /* run every queued job */
    }
    const [notifyJob] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:bill-issued:${rows[0]?.id}`));
    expect(notifyJob?.state).toBe('completed');
    await sendNotification(h.ctx, notifyJob as NonNullable<typeof notifyJob>);
    const mails = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), sql`${outbox.subject} like 'Your Hookline bill %'`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('€12.34');
    // the period reads as on the Bills screen: the billed month's first and last day
    expect(mails[0]?.subject).toMatch(/ for 1 [A-Z][a-z]{2} \d{4} – (28|29|30|31) [A-Z][a-z]{2} \d{4}$/);
  });

  it('lists scheduled tasks as (id, description, meta) for admins, manual ones with man_verification', async () => {
    await scheduleRecurring(h.ctx);
    await scheduleRecurring(h.ctx); // same slot: nothing new
    await enqueue(h.db, { name: 'manual-sound-check', description: 'Check the sound by hand', state: 'manual' });
    const admin = await userWithToken(h.app, { isAdmin: true });
    const creator = await userWithToken(h.app);
    const url = '/api/schedule/get_scheduled_tasks?man_verification=true';
    expect((await h.app.inject({ url, headers: creator.auth })).statusCode).toBe(403);
    const res = await h.app.inject({ url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const tasks = res.json().scheduled_tasks as [number, string, { name: string; state: string }][];
    const names = tasks.map((t) => t[2].name);
    expect(names.filter((n) => n === 'refresh-stats')).toHaveLength(1);
    expect(names).toContain('manual-sound-check');
    const without = await h.app.inject({ url: '/api/schedule/get_scheduled_tasks', headers: admin.auth });
    expect(
      (without.json().scheduled_tasks as [number, string, { state: string }][]).every((t) => t[2].state !== 'manual'),
    ).toBe(true);
  });
});
