// A campaign ends when its end date passes or when nothing is left to spend (docs/engine.md "Campaign end").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema';
import { createCampaign, createPromotion, createUser } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkLedger } from '../ledger/invariants';
import { balance } from '../ledger/ledger';
import { approve, settlePromotion } from '../promotions/engine';
import { archiveEnded } from './definitions/archive-ended';

const h = useHarness();

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };
const statusOf = async (id: number) => (await h.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

async function levelSixVideo(campaignId: number) {
  const { creator } = await createUser(h.db, { creator: { levelId: 7 } }); // level 6: €2 per 1k, cap €500
  return createPromotion(h.db, { campaignId, creatorId: creator?.id ?? 0 });
}

describe('fair campaign end', () => {
  it('keeps a campaign with open reservations running; settled leftovers let waiting videos in', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 60_000 });
    const [a, b, waiting] = [
      await levelSixVideo(campaign.id),
      await levelSixVideo(campaign.id),
      await levelSixVideo(campaign.id),
    ];
    await approve(h.db, { promotionId: a.id, uploadedAt: new Date(), stat });
    await approve(h.db, { promotionId: b.id, uploadedAt: new Date(), stat });
    expect((await statusOf(campaign.id))?.budgetLeftCents).toBe(0);

    await archiveEnded(h.ctx);
    expect((await statusOf(campaign.id))?.status).toBe('active');

    await settlePromotion(h.db, { promotionId: a.id, viewsAfterThreeDays: 5_000, actor: 'system' }); // earns €10
    expect((await statusOf(campaign.id))?.budgetLeftCents).toBe(49_000);
    const third = await approve(h.db, { promotionId: waiting.id, uploadedAt: new Date(), stat });
    expect(third?.reservedCents).toBe(49_000);
    await archiveEnded(h.ctx);
    expect((await statusOf(campaign.id))?.status).toBe('active');
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it('ends when no budget and no reservation are left, and refunds only at the end', async () => {
    const spent = await createCampaign(h.db, { budgetCents: 1_000 });
    const p = await levelSixVideo(spent.id);
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 1_000_000, actor: 'admin' });
    await archiveEnded(h.ctx);
    expect((await statusOf(spent.id))?.status).toBe('archived');

    const ended = await createCampaign(h.db, { budgetCents: 5_000 });
    const q = await levelSixVideo(ended.id);
    await approve(h.db, { promotionId: q.id, uploadedAt: new Date(), stat });
    await settlePromotion(h.db, { promotionId: q.id, viewsAfterThreeDays: 1_000, actor: 'admin' }); // €2
    await archiveEnded(h.ctx);
    expect((await statusOf(ended.id))?.status).toBe('active'); // budget left, end date ahead
    await h.db
      .update(campaigns)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, ended.id));
    await archiveEnded(h.ctx);
    expect((await statusOf(ended.id))?.status).toBe('archived');
    expect(await balance(h.db, { account: 'campaign_budget', refId: ended.id })).toBe(0);
    expect(await checkLedger(h.db, { campaignId: ended.id })).toEqual([]);
  });
});
