import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, campaigns, promotions } from '../db/schema';
import { balance, unbalancedTransactions } from '../modules/ledger/ledger';
import { signIn } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';
import { DEMO, seedDemo } from './seed-demo';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('seed:demo', () => {
  it('creates the demo logins, campaigns and a promotion in every state, with a consistent ledger; runs twice safely', async () => {
    await seedDemo(h.db);
    await seedDemo(h.db);
    for (const email of Object.values(DEMO)) expect(await signIn(h.app, email, 'hookline-demo-1')).toBeTruthy();
    const statuses = await h.db
      .select({ s: promotions.status, n: sql<number>`count(*)::int` })
      .from(promotions)
      .groupBy(promotions.status);
    expect(Object.fromEntries(statuses.map((r) => [r.s, r.n]))).toEqual({
      pending: 1,
      submitted: 1,
      reviewed: 1,
      succeeded: 1,
      declined: 1,
      fraud: 1,
    });
    const all = await h.db.select().from(campaigns);
    expect(all.map((c) => c.status).sort()).toEqual(['active', 'active', 'archived']);
    for (const c of all) expect(c.budgetLeftCents).toBe(await balance(h.db, 'campaign_budget', c.id));
    expect(await unbalancedTransactions(h.db)).toBe(0);
    const [archived] = await h.db.select().from(campaigns).where(eq(campaigns.status, 'archived'));
    expect(archived?.budgetLeftCents).toBe(0);
    // the succeeded promotion's earning is on a bill, so the creator credits and admin invoices have one
    const [succeeded] = await h.db.select().from(promotions).where(eq(promotions.status, 'succeeded'));
    const seeded = await h.db.select().from(bills);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ creatorId: succeeded?.creatorId, amountCents: succeeded?.earnedCents });
    expect(succeeded?.billId).toBe(seeded[0]?.id);
  });
});
