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
import { CORRECTION_AFTER_END, CORRECTION_NEEDS_BUDGET } from './corrections';
import { approve, archiveCampaign } from './engine';

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
    // another video reserves what is left: more pay for this one finds no budget
    const other = await createUser(h.db, { creator: { levelId: 7 } });
    const q = await createPromotion(h.db, { campaignId: campaign.id, creatorId: other.creator?.id ?? 0 });
    await approve(h.db, { promotionId: q.id, uploadedAt: new Date(), stat });
    const tooMuch = await correct(p.id, { views_after_three_days: 10_000_000, reason: 'Needs more than left' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(CORRECTION_NEEDS_BUDGET);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });

  it("re-settles under the settlement's limits: fewer views never pay more, and lowering needs no budget", async () => {
    // EUR 0.50 per 1k, cap EUR 50, but only EUR 10.00 reserved: 30,000 views (formula EUR 15.00) paid EUR 10.00
    const campaign = await createCampaign(h.db, { budgetCents: 1_000 });
    const linear = { levelType: 'linear' as const, per1kRate: 5_000, maxCents: 5_000 };
    const { creator } = await createUser(h.db, { creator: linear });
    const cid = creator?.id ?? 0;
    const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: cid });
    await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
    expect((await put(p.id, { views_after_three_days: 30_000 })).statusCode).toBe(200);
    const state = async () => ({
      earned: (await h.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]?.earnedCents,
      left: (await h.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.budgetLeftCents,
    });
    expect(await state()).toEqual({ earned: 1_000, left: 0 });

    // down to 24,000 views (formula EUR 12.00): still at most the EUR 10.00 the settlement could pay, on a spent budget
    const down = await correct(p.id, { views_after_three_days: 24_000, reason: 'Views were overstated' });
    expect(down.statusCode, down.body).toBe(200);
    expect(await state()).toEqual({ earned: 1_000, left: 0 });
    // the same figure again changes nothing and needs no budget
    const same = await correct(p.id, { views_after_three_days: 24_000, reason: 'Sent twice' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await state()).toEqual({ earned: 1_000, left: 0 });
    // down to 10,000 views: EUR 5.00, the difference back to the budget
    expect((await correct(p.id, { views_after_three_days: 10_000, reason: 'Misread' })).statusCode).toBe(200);
    expect(await state()).toEqual({ earned: 500, left: 500 });
    // up again: at most the reservation, drawn from the budget left
    expect((await correct(p.id, { views_after_three_days: 40_000, reason: 'Re-read' })).statusCode).toBe(200);
    expect(await state()).toEqual({ earned: 1_000, left: 0 });
    expect((await correct(p.id, { views_after_three_days: 10_000, reason: 'Misread again' })).statusCode).toBe(200);
    expect(await state()).toEqual({ earned: 500, left: 500 });

    // the EUR 5.00 left is reserved by another video: raising the earning is refused with a clear sentence
    const other = await createUser(h.db, { creator: linear });
    const q = await createPromotion(h.db, { campaignId: campaign.id, creatorId: other.creator?.id ?? 0 });
    await approve(h.db, { promotionId: q.id, uploadedAt: new Date(), stat });
    const raise = await correct(p.id, { views_after_three_days: 30_000, reason: 'Needs budget' });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().message).toBe(CORRECTION_NEEDS_BUDGET);
    expect(await state()).toEqual({ earned: 500, left: 0 });

    // after the end a lower earning goes back to the musician; a higher one is refused
    await archiveCampaign(h.db, campaign.id);
    expect((await correct(p.id, { views_after_three_days: 5_000, reason: 'Lower' })).statusCode).toBe(200);
    expect((await state()).earned).toBe(250);
    const late = await correct(p.id, { views_after_three_days: 10_000, reason: 'Higher' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CORRECTION_AFTER_END);
    expect(await balance(h.db, { account: 'creator_earned', refId: cid })).toBe(250);
    expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  });
});
