// The billing job run now by an admin (docs/engine.md "Bills and payouts"): admins only, one run at a time, bills
// earnings up to the moment asked, never bills twice, and the next monthly run carries on where it stopped.
import { BILL_MESSAGES } from '@hookline/shared/bills';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billLines, bills, jobs, promotions } from '../../../db/schema';
import { generateBills } from '../../../modules/bills/generate-bills';
import { taskHandlers } from '../../../modules/jobs/tasks';
import { balance } from '../../../modules/ledger/ledger';
import { runOne } from '../../../modules/queue/queue';
import { COMPLETE_PAYMENT_SETTINGS, settledVideo, userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const runNow = (headers: Record<string, string> = admin) =>
  h.app.inject({ method: 'POST', url: '/api/admin/billing-runs', headers });

/** Runs every job that is ready, as the worker would. */
async function work() {
  const handlers = taskHandlers(h.ctx);
  while (await runOne(h.db, { handlers, workerId: 'test-worker' })) {
    /* keep going while jobs are ready */
  }
}

/** A settled video of `creatorId`: approved, then its views at 72 h recorded (a fixed deal pays €12.34). */
const earn = (creatorId: number, title: string) => settledVideo(h.db, { creatorId, views: 5_000, title });

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('POST /api/admin/billing-runs', () => {
  it('is refused to creators, musicians and visitors', async () => {
    const creator = await userWithToken(h.app, { creator: {} });
    const musician = await userWithToken(h.app, { userType: 'musician' });
    expect((await runNow(creator.auth)).statusCode).toBe(403);
    expect((await runNow(musician.auth)).statusCode).toBe(403);
    expect((await runNow({})).statusCode).toBe(401);
    const [queued] = await h.db.select().from(jobs).where(eq(jobs.name, 'generate-bills'));
    expect(queued).toBeUndefined();
  });

  it('bills earnings up to now once, refuses a second run while one waits, and a rerun issues nothing new', async () => {
    const c = await userWithToken(h.app, {
      creator: { levelType: 'fixed', maxCents: 1_234, ...COMPLETE_PAYMENT_SETTINGS },
    });
    const creatorId = c.creator?.id ?? 0;
    await earn(creatorId, 'Run Now Song');

    const first = await runNow();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().message).toBe(BILL_MESSAGES.billingRunQueued);
    const busy = await runNow();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(BILL_MESSAGES.billingRunBusy);

    // the Background Processes list shows the run with what it bills
    const tasks = await h.app.inject({
      url: '/api/schedule/get_scheduled_tasks?man_verification=true',
      headers: admin,
    });
    const [id, description, meta] = tasks.json().scheduled_tasks[0];
    expect(id).toBe(first.json().data.job_id);
    expect(description).toContain("Generate creators' bills now");
    expect(meta).toMatchObject({
      name: 'generate-bills',
      state: 'queued',
      payload: { until: first.json().data.until },
    });

    await work();
    const list = (await h.app.inject({ url: `/api/creators/${creatorId}/bills`, headers: c.auth })).json().data.items;
    expect(list).toHaveLength(1);
    const today = new Date();
    expect(list[0]).toMatchObject({
      number: `${today.getUTCFullYear()}-00001`,
      amount_eur: 12.34,
      status: 'open',
      period_first_day: `${day(today).slice(0, 8)}01`,
      period_last_day: day(today),
      period_end: first.json().data.until,
    });
    const detail = (
      await h.app.inject({ url: `/api/creators/${creatorId}/bills/${list[0].id}`, headers: c.auth })
    ).json().data;
    expect(detail.lines).toEqual([
      expect.objectContaining({ kind: 'earning', song: 'Test Artist - Run Now Song', amount_eur: 12.34 }),
    ]);
    expect(await balance(h.db, { account: 'creator_earned', refId: creatorId })).toBe(0);
    const [done] = await h.db.select().from(jobs).where(eq(jobs.id, first.json().data.job_id));
    expect(done).toMatchObject({ state: 'completed', result: { created: 1 } });

    // once it has finished, another run may start; with nothing earned since, it issues nothing
    const again = await runNow();
    expect(again.statusCode).toBe(202);
    await work();
    const [second] = await h.db.select().from(jobs).where(eq(jobs.id, again.json().data.job_id));
    expect(second).toMatchObject({ state: 'completed', result: { created: 0 } });
    expect(await h.db.select({ n: bills.billNumber }).from(bills)).toEqual([{ n: 1 }]);

    // the next monthly run bills what was earned after the run now, from where it stopped, and nothing twice
    await earn(creatorId, 'After Run Now');
    const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 3));
    await generateBills(h.ctx, { now: nextMonth });
    await generateBills(h.ctx, { now: nextMonth });
    const after = (await h.app.inject({ url: `/api/creators/${creatorId}/bills`, headers: c.auth })).json().data.items;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ amount_eur: 12.34, period_start: first.json().data.until });
    expect(after[0].period_first_day).toBe(day(today));
    const monthly = (
      await h.app.inject({ url: `/api/creators/${creatorId}/bills/${after[0].id}`, headers: c.auth })
    ).json().data;
    expect(monthly.lines).toEqual([
      expect.objectContaining({ song: 'Test Artist - After Run Now', amount_eur: 12.34 }),
    ]);
  });

  it('two clicks at once queue one run', async () => {
    const answers = await Promise.all([runNow(), runNow()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    await work();
  });

  it('a run killed mid-bill and retried for the same moment issues each bill once, with no gap', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      const c = await userWithToken(h.app, { creator: { levelType: 'fixed', maxCents: 500 * (i + 1) } });
      await earn(c.creator?.id ?? 0, `Killed Run ${i}`);
      made.push(c.creator?.id ?? 0);
    }
    const until = new Date();
    const numbersOfYear = async () =>
      (await h.db.select({ n: bills.billNumber }).from(bills).where(eq(bills.billYear, until.getUTCFullYear())))
        .map((b) => b.n)
        .sort((a, b) => a - b);
    const before = (await numbersOfYear()).length;
    let seen = 0;
    const killAtSecond = () => {
      seen++;
      if (seen === 2) throw new Error('worker killed');
    };
    await expect(generateBills(h.ctx, { until, beforeCommit: killAtSecond })).rejects.toThrow('worker killed');
    await generateBills(h.ctx, { until });
    await generateBills(h.ctx, { until });
    expect(await numbersOfYear()).toEqual(Array.from({ length: before + 3 }, (_, i) => i + 1));
    for (const id of made) expect(await balance(h.db, { account: 'creator_earned', refId: id })).toBe(0);
  });

  it('marks exactly the videos on its lines: one settled after the run was asked waits for the next bill', async () => {
    const c = await userWithToken(h.app, {
      creator: { levelType: 'fixed', maxCents: 1_234, ...COMPLETE_PAYMENT_SETTINGS },
    });
    const creatorId = c.creator?.id ?? 0;
    const before = await earn(creatorId, 'Billed Before');
    // the run is asked for while the worker is down; a video settles before the worker runs it
    expect((await runNow()).statusCode).toBe(202);
    const after = await earn(creatorId, 'Settled After');
    await work();
    const [bill] = await h.db.select().from(bills).where(eq(bills.creatorId, creatorId));
    expect(bill?.amountCents).toBe(1_234);
    const lines = await h.db
      .select()
      .from(billLines)
      .where(eq(billLines.billId, bill?.id ?? 0));
    expect(lines.map((l) => l.promotionId)).toEqual([before.id]);
    const billOf = async (id: number) =>
      (await h.db.select().from(promotions).where(eq(promotions.id, id)))[0]?.billId ?? null;
    expect(await billOf(before.id)).toBe(bill?.id);
    expect(await billOf(after.id)).toBeNull();
    // the next run bills the later video and marks it with its own bill
    expect((await runNow()).statusCode).toBe(202);
    await work();
    const [, next] = await h.db.select().from(bills).where(eq(bills.creatorId, creatorId)).orderBy(bills.id);
    expect(next?.amountCents).toBe(1_234);
    expect(await billOf(after.id)).toBe(next?.id);
  });
});
