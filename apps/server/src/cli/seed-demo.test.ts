import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billLines, bills, campaigns, promotions } from '../db/schema';
import { checkLedger } from '../modules/ledger/invariants';
import { balance, unbalancedTransactions } from '../modules/ledger/ledger';
import { signIn } from '../test/factories';
import { useHarness } from '../test/harness';
import { DEMO, seedDemo } from './seed-demo';

const h = useHarness();

describe('seed:demo', () => {
  it('creates the demo logins, campaigns and a promotion in every state, with a consistent ledger; runs twice safely', async () => {
    await seedDemo(h.db);
    await seedDemo(h.db);
    for (const email of Object.values(DEMO)) expect(await signIn(h.app, email, 'hookline-demo-1')).toBeTruthy();
    // every check the hourly job and `npm run ledger:check` make holds on the demo data
    expect(await checkLedger(h.db)).toEqual([]);
    const statuses = await h.db
      .select({ s: promotions.status, n: sql<number>`count(*)::int` })
      .from(promotions)
      .groupBy(promotions.status);
    // one in every state, and the past billers' 30 settled videos
    expect(Object.fromEntries(statuses.map((r) => [r.s, r.n]))).toEqual({
      pending: 1,
      submitted: 1,
      reviewed: 1,
      succeeded: 31,
      declined: 1,
      fraud: 1,
    });
    const all = await h.db.select().from(campaigns);
    // Midnight Drive, Golden Hour, Last Summer (archived) and five months of Back Catalogue (archived, the past bills)
    expect(all.map((c) => c.status).sort()).toEqual(['active', 'active', ...Array(6).fill('archived')]);
    for (const c of all)
      expect(c.budgetLeftCents).toBe(await balance(h.db, { account: 'campaign_budget', refId: c.id }));
    expect(await unbalancedTransactions(h.db)).toBe(0);
    for (const archived of all.filter((c) => c.status === 'archived')) expect(archived.budgetLeftCents).toBe(0);
    // the succeeded promotion's earning is on a bill, so the creator credits and admin invoices have one
    const [main] = all.filter((c) => c.budgetCents === 200_000);
    const [succeeded] = await h.db
      .select()
      .from(promotions)
      .where(sql`${promotions.status} = 'succeeded' and ${promotions.campaignId} = ${main?.id ?? 0}`);
    const seeded = await h.db
      .select()
      .from(bills)
      .where(eq(bills.creatorId, succeeded?.creatorId ?? 0));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ creatorId: succeeded?.creatorId, amountCents: succeeded?.earnedCents });
    expect(succeeded?.billId).toBe(seeded[0]?.id);
    // and six more creators were billed for five past months (more than one page of 25 invoices), older ones paid
    const past = await h.db
      .select({ status: bills.status, n: sql<number>`count(*)::int` })
      .from(bills)
      .where(sql`${bills.creatorId} <> ${succeeded?.creatorId ?? 0}`)
      .groupBy(bills.status);
    expect(Object.fromEntries(past.map((r) => [r.status, r.n]))).toEqual({ open: 12, paid: 18 });
    // each bill lists its video with its views and rate, its lines add up to its total, and the video names its bill
    for (const bill of await h.db.select().from(bills)) {
      const lines = await h.db.select().from(billLines).where(eq(billLines.billId, bill.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((t, l) => t + l.amountCents, 0)).toBe(bill.amountCents);
      for (const l of lines) {
        expect(l).toMatchObject({ kind: 'earning', views72h: expect.any(Number), rate: expect.any(String) });
        const [p] = await h.db
          .select()
          .from(promotions)
          .where(eq(promotions.id, l.promotionId ?? 0));
        expect(p?.billId).toBe(bill.id);
      }
    }
    // a creator's billed balance is what their open bills still owe
    const open = new Map<number, number>();
    for (const b of await h.db.select().from(bills))
      open.set(b.creatorId, (open.get(b.creatorId) ?? 0) + (b.status === 'open' ? b.amountCents : 0));
    for (const [creatorId, owed] of open)
      expect(await balance(h.db, { account: 'creator_billed', refId: creatorId })).toBe(owed);
  });
});
