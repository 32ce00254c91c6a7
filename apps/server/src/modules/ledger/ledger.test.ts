import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../db/client';
import { withCtes } from '../../db/ctes';
import { campaigns, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createCampaign } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { balance, budget, external, LedgerImbalance, post, postingCtes, reserved } from './ledger';

const h = useHarness();

const budgetLeft = async (id: number) =>
  (await h.db.select({ left: campaigns.budgetLeftCents }).from(campaigns).where(eq(campaigns.id, id)))[0]?.left;

const transactionsOf = (campaignId: number) =>
  h.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.campaignId, campaignId));

describe('ledger postings', () => {
  it('write the transaction, its legs and the budget left in one statement', async () => {
    const c = await createCampaign(h.db, { budgetCents: 10_000 });
    const id = await post(h.db, {
      kind: 'reservation',
      campaignId: c.id,
      memo: 'two legs',
      legs: [budget(c.id, -2_500), reserved(c.id, 2_500)],
    });
    expect(id).toBeTypeOf('number');
    const [t] = await h.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, id ?? 0));
    expect(t).toMatchObject({ kind: 'reservation', campaignId: c.id, promotionId: null, memo: 'two legs' });
    const legs = await h.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, id ?? 0));
    expect(legs.map((l) => [l.account, l.refId, l.amountCents]).sort()).toEqual([
      ['campaign_budget', c.id, -2_500],
      ['campaign_reserved', c.id, 2_500],
    ]);
    expect(await budgetLeft(c.id)).toBe(7_500);
    expect(await balance(h.db, { account: 'campaign_reserved', refId: c.id })).toBe(2_500);
  });

  it('move the budgets of several campaigns, summed per campaign', async () => {
    const a = await createCampaign(h.db, { budgetCents: 10_000 });
    const b = await createCampaign(h.db, { budgetCents: 10_000 });
    await post(h.db, {
      kind: 'correction',
      legs: [budget(a.id, -1_000), budget(a.id, -500), budget(b.id, 1_500)],
    });
    expect(await budgetLeft(a.id)).toBe(8_500);
    expect(await budgetLeft(b.id)).toBe(11_500);
  });

  it('refuse a posting that does not balance or is not in whole cents, writing nothing', async () => {
    const c = await createCampaign(h.db, { budgetCents: 10_000 });
    const before = (await transactionsOf(c.id)).length;
    await expect(
      post(h.db, { kind: 'funding', campaignId: c.id, legs: [external(-100), budget(c.id, 99)] }),
    ).rejects.toBeInstanceOf(LedgerImbalance);
    await expect(
      post(h.db, { kind: 'funding', campaignId: c.id, legs: [external(-0.5), budget(c.id, 0.5)] }),
    ).rejects.toThrow('whole cents');
    expect((await transactionsOf(c.id)).length).toBe(before);
    expect(await budgetLeft(c.id)).toBe(10_000);
  });

  it('write nothing for legs that move nothing', async () => {
    const c = await createCampaign(h.db, { budgetCents: 10_000 });
    const before = (await transactionsOf(c.id)).length;
    expect(await post(h.db, { kind: 'release', campaignId: c.id, legs: [budget(c.id, 0), reserved(c.id, 0)] })).toBe(
      null,
    );
    expect((await transactionsOf(c.id)).length).toBe(before);
  });

  it('fail as a whole when a budget would go below zero', async () => {
    const c = await createCampaign(h.db, { budgetCents: 1_000 });
    const before = (await transactionsOf(c.id)).length;
    await expect(
      post(h.db, { kind: 'reservation', campaignId: c.id, legs: [budget(c.id, -1_001), reserved(c.id, 1_001)] }),
    ).rejects.toThrow();
    expect((await transactionsOf(c.id)).length).toBe(before);
    expect(await budgetLeft(c.id)).toBe(1_000);
  });

  it('go with another write in the same statement', async () => {
    const c = await createCampaign(h.db, { budgetCents: 10_000 });
    const ctes = postingCtes({
      kind: 'reservation',
      campaignId: c.id,
      legs: [budget(c.id, -300), reserved(c.id, 300)],
    });
    const [row] = await rawRows<{ n: number; id: number }>(
      h.db,
      sql`${withCtes(ctes)} select 1 as n, (select id from ledger_tx) as id`,
    );
    expect(row?.n).toBe(1);
    expect(await budgetLeft(c.id)).toBe(9_700);
    const legs = await h.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, row?.id ?? 0));
    expect(legs).toHaveLength(2);
  });
});
