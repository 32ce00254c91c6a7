// Top-ups lift partial reservations towards their creator's cap, oldest first (docs/engine.md "Top-ups").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkLedger } from '../ledger/invariants';
import { approve, changeBudget } from './engine';

const h = useHarness();

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };

describe('top-ups', () => {
  it('raise reservations cut short by a small budget towards the cap, oldest first', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 6_000 });
    const made = [];
    for (let i = 0; i < 3; i++) {
      const { creator } = await createUser(h.db, { creator: { levelId: 3 } }); // cap €50
      made.push(await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 }));
    }
    const [first, second, third] = made;
    await approve(h.db, { promotionId: first?.id ?? 0, uploadedAt: new Date(), stat }); // 5,000
    await approve(h.db, { promotionId: second?.id ?? 0, uploadedAt: new Date(), stat }); // 1,000 (partial)
    await h.db.transaction((tx) => changeBudget(tx, { campaignId: campaign.id, newBudgetCents: 12_000 })); // +6,000
    const reservedOf = async (id: number) =>
      (await h.db.select().from(promotions).where(eq(promotions.id, id)))[0]?.reservedCents;
    expect(await reservedOf(second?.id ?? 0)).toBe(5_000);
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c?.budgetLeftCents).toBe(2_000);
    expect((await approve(h.db, { promotionId: third?.id ?? 0, uploadedAt: new Date(), stat }))?.reservedCents).toBe(
      2_000,
    );
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });
});
