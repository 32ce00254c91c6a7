import { JOBS } from '@hookline/shared/job-names';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, jobs, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { runOne } from '../jobs/queue';
import { scheduleRecurring, taskHandlers } from '../jobs/tasks';
import { approve, settlePromotion } from '../promotions/engine';
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

  it('a scheduled ledger-check job records its result for Background Processes', async () => {
    await scheduleRecurring(h.ctx);
    const check = taskHandlers(h.ctx)[JOBS.ledgerCheck.name];
    if (!check) throw new Error('no ledger-check handler');
    expect(await runOne(h.db, { handlers: { [JOBS.ledgerCheck.name]: check }, workerId: 'w-ledger' })).toBe(true);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.name, JOBS.ledgerCheck.name));
    expect(job).toMatchObject({ state: 'completed', result: { ok: true, differences: 0, details: [] } });

    const { promotion } = await approvedPromotion(3_000);
    await h.db.update(promotions).set({ reservedCents: 1 }).where(eq(promotions.id, promotion.id));
    if (!job) throw new Error('no job');
    expect(await check(job)).toMatchObject({ ok: false, differences: 2 });
  });
});
