import { JOBS } from '@hookline/shared/job-names';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, jobs, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, lastMailTo, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { scheduleRecurring, taskHandlers } from '../jobs/tasks';
import { sendNotification } from '../notifications/notify';
import { approve, settlePromotion } from '../promotions/engine';
import { runOne } from '../queue/queue';
import { ledgerCheckFailedMessage } from './check-alert';
import { checkLedger, describeDifference } from './invariants';

const h = useHarness();

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };

async function approvedPromotion(budgetCents: number) {
  const campaign = await createCampaign(h.db, { budgetCents });
  const { creator } = await createUser(h.db, { creator: { levelId: 3 } });
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
  await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
  return { campaign, promotion: p };
}

describe('ledger invariants', () => {
  it('hold after funding, reservation and settlement', async () => {
    const { campaign, promotion } = await approvedPromotion(10_000);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
    await settlePromotion(h.db, { promotionId: promotion.id, viewsAfterThreeDays: 4_000, actor: 'admin' });
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it('names a kept card part that differs from its rows, until the repair writes it again', async () => {
    const { campaign } = await approvedPromotion(10_000);
    await h.db.execute(
      sql`update campaign_cards set head = replace(head, 'Test Song', 'Old Song') where campaign_id = ${campaign.id}`,
    );
    expect((await checkLedger(h.db, { campaignId: campaign.id })).map((d) => [d.rule, d.expected, d.actual])).toEqual([
      ['kept_card', 0, 1],
    ]);
    await h.db.execute(sql`select refresh_campaign_cards()`);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it('names each difference: a reservation the ledger does not know, a budget_left that drifted', async () => {
    const { campaign, promotion } = await approvedPromotion(10_000);
    // rows changed behind the ledger's back (the ledger itself refuses UPDATE and DELETE)
    await h.db.update(promotions).set({ reservedCents: 4_000 }).where(eq(promotions.id, promotion.id));
    await h.db
      .update(campaigns)
      .set({ budgetLeftCents: sql`${campaigns.budgetLeftCents} + 7` })
      .where(eq(campaigns.id, campaign.id));
    const differences = await checkLedger(h.db, { campaignId: campaign.id });
    expect(differences.map((d) => [d.rule, d.expected, d.actual])).toEqual([
      ['budget_left_mirror', 5_000, 5_007],
      ['reserved', 4_000, 5_000],
      ['budget_left', 6_000, 5_007],
    ]);
    const reserved = differences.find((d) => d.rule === 'reserved');
    expect(reserved && describeDifference(reserved)).toBe(
      `reserved: campaign ${campaign.id}: expected 4000, found 5000 (reserved in the ledger = open reservations)`,
    );
    // a closed promotion still holding a reservation is named too
    await h.db.update(promotions).set({ status: 'declined' }).where(eq(promotions.id, promotion.id));
    expect((await checkLedger(h.db, { campaignId: campaign.id })).map((d) => d.rule)).toContain('closed_reservation');
    // put the rows back so the whole-database check of the next test starts clean
    await h.db
      .update(promotions)
      .set({ status: 'reviewed', reservedCents: 5_000 })
      .where(eq(promotions.id, promotion.id));
    await h.db
      .update(campaigns)
      .set({ budgetLeftCents: sql`${campaigns.budgetLeftCents} - 7` })
      .where(eq(campaigns.id, campaign.id));
  });

  it('a scheduled ledger-check job records its result; a failed check is a failed run that alerts every admin', async () => {
    await scheduleRecurring(h.ctx);
    const check = taskHandlers(h.ctx)[JOBS.ledgerCheck.name];
    if (!check) throw new Error('no ledger-check handler');
    expect(await runOne(h.db, { handlers: { [JOBS.ledgerCheck.name]: check }, workerId: 'w-ledger' })).toBe(true);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.name, JOBS.ledgerCheck.name));
    expect(job).toMatchObject({ state: 'completed', result: { ok: true, differences: 0, details: [] } });

    const alerts = async () => {
      const res = await h.app.inject({ url: '/api/schedule/alerts', headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.ledger_check;
    };
    const admin = await userWithToken(h.app, { isAdmin: true });
    const other = await userWithToken(h.app, { isAdmin: true, isNotificationEnabled: false });
    expect(await alerts()).toBeNull();

    // a difference: the next scheduled run is failed, with its differences, at once (no retry)
    const { promotion } = await approvedPromotion(3_000);
    await h.db.update(promotions).set({ reservedCents: 1 }).where(eq(promotions.id, promotion.id));
    const run = async (at: Date) => {
      await scheduleRecurring(h.ctx, at);
      expect(await runOne(h.db, { handlers: { [JOBS.ledgerCheck.name]: check }, workerId: 'w-ledger' })).toBe(true);
      const rows = await h.db.select().from(jobs).where(eq(jobs.name, JOBS.ledgerCheck.name));
      return rows.sort((a, b) => b.id - a.id)[0];
    };
    const failed = await run(new Date(Date.now() + 3_600_000));
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      result: { ok: false, differences: 2 },
      lastError: ledgerCheckFailedMessage(2),
    });
    expect((failed?.result as { details: string[] } | undefined)?.details).toHaveLength(2);
    const tasks = await h.app.inject({ url: '/api/schedule/get_scheduled_tasks', headers: admin.auth });
    const row = tasks.json().scheduled_tasks.find((t: [number]) => t[0] === failed?.id);
    expect(row[2]).toMatchObject({ state: 'failed', result: { differences: 2 } });
    // the drawer's badge and the page read it
    expect(await alerts()).toMatchObject({ job_id: failed?.id, differences: 2 });
    // every admin is emailed through the outbox, whatever their notification setting
    const [notify] = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:ledger-check-failed:${failed?.id}`));
    if (!notify) throw new Error('no notification queued');
    await sendNotification(h.ctx, notify);
    for (const who of [admin, other]) {
      const mail = await lastMailTo(h.db, who.user.email);
      expect(mail?.subject).toBe('Hookline ledger check failed: 2 differences');
      expect(mail?.text).toContain('/admin/background-processes');
    }

    // still failing an hour later: the run is failed again, but the admins are not emailed every hour
    const again = await run(new Date(Date.now() + 2 * 3_600_000));
    expect(again).toMatchObject({ state: 'failed' });
    expect(await alerts()).toMatchObject({ job_id: again?.id });
    const emails = await h.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `notify:ledger-check-failed:${again?.id}`));
    expect(emails).toHaveLength(0);

    // repaired: the next run passes and the alert is gone
    await h.db.update(promotions).set({ reservedCents: 3_000 }).where(eq(promotions.id, promotion.id));
    expect(await run(new Date(Date.now() + 3 * 3_600_000))).toMatchObject({ state: 'completed' });
    expect(await alerts()).toBeNull();
  });
});
