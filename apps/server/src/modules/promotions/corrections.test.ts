// Corrections: an admin corrects a settled promotion's views with a reason; the earning is reversed and settled
// again as a ledger entry with an audit record; after billing the difference nets on the next bill.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { generateBills } from '../bills/generate-bills';
import { checkLedger } from '../ledger/invariants';
import { balance } from '../ledger/ledger';
import { CORRECTION_NEEDS_BUDGET } from './corrections';
import { approve } from './engine';

const h = useHarness();
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  admin = await userWithToken(h.app, { isAdmin: true });
});

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };
const put = (id: number, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'PUT', url: `/api/admin/promotions/${id}`, headers: admin.auth, payload });
const correct = (id: number, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/admin/promotions/${id}/corrections`, headers: admin.auth, payload });

describe('corrections', () => {
  it('fixes a mistyped Add Views: reversed and settled again, with a ledger entry and an audit record', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const { creator } = await createUser(h.db, { creator: { levelId: 7 } }); // €2 per 1k, cap €500
    const cid = creator?.id ?? 0;
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: cid });
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    expect((await put(p.id, { views_after_three_days: 1_000_000 })).statusCode).toBe(200); // meant 10,000
    expect(await balance(h.db, { account: 'creator_earned', refId: cid })).toBe(50_000);
    // Add Views again answers 409: the correction is the way
    expect((await put(p.id, { views_after_three_days: 10_000 })).statusCode).toBe(409);
    expect((await correct(p.id, { views_after_three_days: 10_000 })).statusCode).toBe(400); // a reason is required

    const res = await correct(p.id, { views_after_three_days: 10_000, reason: 'Typo: 1,000,000 for 10,000' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: 10_000, earnedCents: 2_000 });
    expect(await balance(h.db, { account: 'creator_earned', refId: cid })).toBe(2_000);
    const [c] = await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c?.budgetLeftCents).toBe(98_000);
    const audit = await h.app.inject({ url: `/api/admin/promotions/${p.id}/corrections`, headers: admin.auth });
    expect(audit.json().data.items).toEqual([
      expect.objectContaining({
        admin_user_id: admin.user.id,
        old_views: 1_000_000,
        new_views: 10_000,
        old_earned_eur: 500,
        new_earned_eur: 20,
        reason: 'Typo: 1,000,000 for 10,000',
      }),
    ]);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it('after billing, the difference goes on the next bill; more pay needs budget left', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 3_000 });
    const { creator } = await createUser(h.db, { creator: { levelId: 7 } });
    const cid = creator?.id ?? 0;
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: cid });
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    await put(p.id, { views_after_three_days: 1_000 }); // €2
    await generateBills(h.ctx, { now: new Date(Date.now() + 40 * 86_400_000) });
    expect(await balance(h.db, { account: 'creator_billed', refId: cid })).toBe(200);
    const up = await correct(p.id, { views_after_three_days: 2_000, reason: 'Views were misread' }); // €4
    expect(up.statusCode, up.body).toBe(200);
    expect(await balance(h.db, { account: 'creator_earned', refId: cid })).toBe(200); // on the next bill
    const tooMuch = await correct(p.id, { views_after_three_days: 10_000_000, reason: 'Needs more than left' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(CORRECTION_NEEDS_BUDGET);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });
});
