import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, type creators, ledgerEntries, promotions } from '../../db/schema';
import { AppError } from '../../errors';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { listCampaigns } from '../campaigns/campaigns';
import { balance, unbalancedTransactions } from '../ledger/ledger';
import { approve, archiveCampaign, changeBudget, decline, markFraud, settlePromotion } from './engine';

const h = useHarness();

const stat = { views_count: 100, likes_count: 10, comments_count: 2, shares_count: 1 };
const approveNow = (promotionId: number) => approve(h.db, { promotionId, uploadedAt: new Date(), stat });

async function creatorAt(levelId: number, deal: Partial<typeof creators.$inferInsert> = {}) {
  const { creator } = await createUser(h.db, { creator: { levelId, tiktokUsername: `tk${Math.random()}`, ...deal } });
  if (!creator) throw new Error('no creator');
  return creator;
}

/** The ledger is the truth: the maintained figures must equal what the entries say. */
async function expectLedgerConsistent(campaignId: number, creatorIds: number[] = []) {
  const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  expect(c?.budgetLeftCents).toBe(await balance(h.db, { account: 'campaign_budget', refId: campaignId }));
  const reservedRows = await h.db
    .select({ n: sql<string>`coalesce(sum(${promotions.reservedCents}), 0)` })
    .from(promotions)
    .where(eq(promotions.campaignId, campaignId));
  expect(await balance(h.db, { account: 'campaign_reserved', refId: campaignId })).toBe(Number(reservedRows[0]?.n));
  for (const id of creatorIds) {
    const paid = await h.db
      .select({ n: sql<string>`coalesce(sum(${promotions.earnedCents}), 0)` })
      .from(promotions)
      .where(eq(promotions.creatorId, id));
    expect(await balance(h.db, { account: 'creator_earned', refId: id })).toBe(Number(paid[0]?.n));
  }
  expect(await unbalancedTransactions(h.db)).toBe(0);
}

async function expectConflict(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(409);
}

describe('promotion engine', () => {
  it('approve reserves min(max, budget left); settle pays the formula and releases the rest', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 10_000 });
    const creator = await creatorAt(3); // level '2': €0.75 per 1k, cap €50
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.id });
    const reviewed = await approveNow(p.id);
    expect(reviewed?.status).toBe('reviewed');
    expect(reviewed?.reservedCents).toBe(5_000);
    await expectLedgerConsistent(campaign.id, [creator.id]);
    const done = await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 20_000, actor: 'system' });
    expect(done?.status).toBe('succeeded');
    expect(done?.earnedCents).toBe(1_500); // 20k × €0.75
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c?.budgetLeftCents).toBe(8_500);
    expect(c?.campaignViews).toBe(20_000);
    await expectLedgerConsistent(campaign.id, [creator.id]);
  });

  it('linear and fixed deals use the creator figures; level 0 earns nothing', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const linear = await creatorAt(2, { levelType: 'linear', per1kCents: 400, maxCents: 3_000 });
    const fixed = await creatorAt(2, { levelType: 'fixed', maxCents: 2_222 });
    const zero = await creatorAt(1);
    const results: Record<string, number | null | undefined> = {};
    for (const [name, c, views] of [
      ['linear', linear, 5_000],
      ['fixed', fixed, 1],
      ['zero', zero, 1_000_000],
    ] as const) {
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: c.id });
      await approveNow(p.id);
      results[name] = (
        await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: views, actor: 'admin' })
      )?.earnedCents;
    }
    expect(results).toEqual({ linear: 2_000, fixed: 2_222, zero: 0 });
    await expectLedgerConsistent(campaign.id, [linear.id, fixed.id, zero.id]);
  });

  it('refuses illegal transitions with 409 and changes nothing', async () => {
    const campaign = await createCampaign(h.db);
    const creator = await creatorAt(2);
    const pending = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.id, status: 'pending' });
    await expectConflict(approveNow(pending.id));
    await expectConflict(settlePromotion(h.db, { promotionId: pending.id, viewsAfterThreeDays: 5, actor: 'system' }));
    await expectConflict(markFraud(h.db, { promotionId: pending.id }));
    const [after] = await h.db.select().from(promotions).where(eq(promotions.id, pending.id));
    expect(after?.status).toBe('pending');
    await decline(h.db, { promotionId: pending.id });
    await expectConflict(decline(h.db, { promotionId: pending.id }));
    await expectLedgerConsistent(campaign.id);
  });

  it('refuses approval with 409 when the budget is exhausted; a partial reservation takes what is left', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 3_000 });
    const c1 = await creatorAt(3); // cap €50
    const c2 = await creatorAt(3);
    const p1 = await createPromotion(h.db, { campaignId: campaign.id, creatorId: c1.id });
    const p2 = await createPromotion(h.db, { campaignId: campaign.id, creatorId: c2.id });
    expect((await approveNow(p1.id))?.reservedCents).toBe(3_000);
    await expectConflict(approveNow(p2.id));
    await expectLedgerConsistent(campaign.id);
  });

  it('decline and fraud release reservations; fraud after success reverses the earning', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 20_000 });
    const c1 = await creatorAt(4); // €1 per 1k, cap €100
    const c2 = await creatorAt(4);
    const p1 = await createPromotion(h.db, { campaignId: campaign.id, creatorId: c1.id });
    const p2 = await createPromotion(h.db, { campaignId: campaign.id, creatorId: c2.id });
    await approveNow(p1.id);
    await approveNow(p2.id);
    await decline(h.db, { promotionId: p1.id });
    await settlePromotion(h.db, { promotionId: p2.id, viewsAfterThreeDays: 30_000, actor: 'system' });
    expect(await balance(h.db, { account: 'creator_earned', refId: c2.id })).toBe(3_000);
    await markFraud(h.db, { promotionId: p2.id });
    await expectConflict(markFraud(h.db, { promotionId: p2.id })); // irreversible, once
    expect(await balance(h.db, { account: 'creator_earned', refId: c2.id })).toBe(0);
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c?.budgetLeftCents).toBe(20_000);
    await expectLedgerConsistent(campaign.id, [c1.id, c2.id]);
  });

  it('archive releases the unreserved budget; a reservation in flight settles after and releases its rest', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    const creator = await creatorAt(5); // €1.25 per 1k, cap €200
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.id });
    await approveNow(p.id);
    await archiveCampaign(h.db, campaign.id);
    expect(await balance(h.db, { account: 'campaign_budget', refId: campaign.id })).toBe(0);
    expect(await balance(h.db, { account: 'campaign_reserved', refId: campaign.id })).toBe(20_000);
    await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 10_000, actor: 'system' });
    expect(await balance(h.db, { account: 'campaign_reserved', refId: campaign.id })).toBe(0);
    expect(await balance(h.db, { account: 'creator_earned', refId: creator.id })).toBe(1_250);
    await expectLedgerConsistent(campaign.id, [creator.id]);
  });

  it('a budget edit cannot go below what is reserved', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 10_000 });
    const creator = await creatorAt(3);
    await approveNow((await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator.id })).id);
    await expectConflict(
      h.db.transaction((tx) => changeBudget(tx, { campaignId: campaign.id, newBudgetCents: 4_000 })),
    );
    await h.db.transaction((tx) => changeBudget(tx, { campaignId: campaign.id, newBudgetCents: 12_000 }));
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c).toMatchObject({ budgetCents: 12_000, budgetLeftCents: 7_000 });
    await expectLedgerConsistent(campaign.id);
  });

  it('50 simultaneous approvals reserving €10 each on a €100 budget: exactly 10 succeed, round after round', async () => {
    // the same 50 creators (fixed deals of €10) race for a fresh €100 campaign in every round. On PostgreSQL the 50
    // transactions interleave differently in each round, so it races 200 times; PGlite runs one transaction at a
    // time on its one connection, so every round there is the same serial order and 10 rounds tell all it can
    // (200 took 40 s of the PGlite unit run)
    const rounds = h.kind === 'postgres' ? 200 : 10;
    const racers: number[] = [];
    for (let i = 0; i < 50; i++) racers.push((await creatorAt(2, { levelType: 'fixed', maxCents: 1_000 })).id);
    for (let round = 0; round < rounds; round++) {
      const campaign = await createCampaign(h.db, { budgetCents: 10_000 });
      const ids = (
        await h.db
          .insert(promotions)
          .values(
            racers.map((creatorId) => ({
              campaignId: campaign.id,
              creatorId,
              status: 'submitted' as const,
              videoUrl: `https://www.tiktok.com/@racer/video/${7300000000000000000 + creatorId}`,
            })),
          )
          .returning({ id: promotions.id })
      ).map((p) => p.id);
      const results = await Promise.allSettled(ids.map((id) => approveNow(id)));
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      const conflicts = results.filter((r) => r.status === 'rejected' && (r.reason as AppError).status === 409).length;
      expect({ round, ok, conflicts }).toEqual({ round, ok: 10, conflicts: 40 });
      const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(c?.budgetLeftCents).toBe(0);
      await expectLedgerConsistent(campaign.id);
    }
  }, 600_000);

  it('the maintained promotion counts of a campaign follow every insert, transition and delete', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await creatorAt(3);
      ids.push((await createPromotion(h.db, { campaignId: campaign.id, creatorId: c.id })).id);
    }
    await approveNow(ids[0] as number);
    await approveNow(ids[1] as number);
    await settlePromotion(h.db, { promotionId: ids[1] as number, viewsAfterThreeDays: 5_000, actor: 'admin' });
    await decline(h.db, { promotionId: ids[2] as number });
    await h.db
      .update(promotions)
      .set({ status: 'pending' })
      .where(eq(promotions.id, ids[3] as number));
    await h.db.delete(promotions).where(eq(promotions.id, ids[4] as number));
    const counted = await h.db
      .select({ status: promotions.status, n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(eq(promotions.campaignId, campaign.id))
      .groupBy(promotions.status);
    const maintained = (await h.db.execute(
      sql`select status, n from campaign_promotion_counts where campaign_id = ${campaign.id} and n > 0`,
    )) as unknown as { rows: { status: string; n: number }[] };
    const asMap = (rows: { status: string; n: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    expect(asMap(maintained.rows)).toEqual(asMap(counted));
    expect(asMap(counted)).toEqual({ reviewed: 1, succeeded: 1, declined: 1, pending: 1, submitted: 1 });
    const { items } = await listCampaigns(h.db, { filter: { ids: [campaign.id] }, page: 1, perPage: 1 });
    expect(items[0]?.promotions).toEqual({ succeeded: 1, reviewed: 1, submitted: 1, pending: 1 });
  });

  it('ledger entries cannot be updated or deleted', async () => {
    await expect(h.db.update(ledgerEntries).set({ amountCents: 1 })).rejects.toThrow();
    await expect(h.db.delete(ledgerEntries)).rejects.toThrow();
  });
});
