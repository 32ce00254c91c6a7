// Exact rates (four decimals per 1,000 views, rounded once at settlement) and the deal in force at approval
// (docs/engine.md "Earnings", "Rounding").
import { MONEY_MESSAGES } from '@hookline/shared/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creators, promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkLedger } from '../ledger/invariants';
import { approve, settlePromotion } from './engine';

const h = useHarness();
let admin: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});

const stat = { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 };
const editDeal = (creatorId: number, deal: Record<string, unknown>) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/admin/creators/${creatorId}`,
    headers: admin,
    payload: { level_id: 3, country_id: 1, ...deal },
  });

async function creatorWithDeal(deal: Record<string, unknown>) {
  const { creator } = await createUser(h.db, { creator: { levelId: 3, countryId: 1 } });
  const id = creator?.id ?? 0;
  const res = await editDeal(id, deal);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function earn(creatorId: number, views: number, change?: () => Promise<unknown>) {
  const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId });
  await approve(h.db, { promotionId: p.id, uploadedAt: new Date(), stat });
  await change?.();
  const done = await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: views, actor: 'admin' });
  expect(await checkLedger(h.db, { campaignId: campaign.id })).toEqual([]);
  return done?.earnedCents;
}

describe('exact rates', () => {
  it('pays €0.125 per 1,000 views on 100,000 views as €12.50 and €0.004 as €0.40', async () => {
    const eighth = await creatorWithDeal({ level_type: 'linear', per_1k_views_amount_eur: 0.125, max_amount_eur: 50 });
    expect(await earn(eighth, 100_000)).toBe(1_250);
    const tiny = await creatorWithDeal({ level_type: 'linear', per_1k_views_amount_eur: 0.004, max_amount_eur: 50 });
    expect(await earn(tiny, 100_000)).toBe(40);
  });

  it('refuses a rate with more than four decimals, or an amount with more than two, and changes nothing', async () => {
    const { creator } = await createUser(h.db, { creator: { levelId: 3, countryId: 1 } });
    const id = creator?.id ?? 0;
    const rate = await editDeal(id, { level_type: 'linear', per_1k_views_amount_eur: 0.12345, max_amount_eur: 50 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toBe(MONEY_MESSAGES.rateDecimals);
    const cap = await editDeal(id, { level_type: 'linear', per_1k_views_amount_eur: 0.5, max_amount_eur: 50.005 });
    expect(cap.statusCode).toBe(400);
    expect(cap.json().message).toBe(MONEY_MESSAGES.amountDecimals);
    const [row] = await h.db.select().from(creators).where(eq(creators.id, id));
    expect(row).toMatchObject({ levelType: 'normal', per1kRate: null });
  });

  it('refuses a campaign budget with more than two decimals', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers: admin,
      payload: {
        start_date: new Date(Date.now() + 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        budget_eur: 12.345,
        max_level_id: 4,
        territories: [4],
        song: {
          title: 'Exact',
          artist: 'Cents',
          genre: { name: 'Pop' },
          spotify_url: 'https://open.spotify.com/track/abc',
          tiktok_url: 'https://www.tiktok.com/music/Exact-7300000000000000001',
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MONEY_MESSAGES.budgetDecimals);
  });
});

describe('the deal in force at approval', () => {
  it('is recorded with the reservation and pays at settlement, whatever the deal is by then', async () => {
    const id = await creatorWithDeal({ level_type: 'linear', per_1k_views_amount_eur: 0.125, max_amount_eur: 50 });
    const earned = await earn(id, 100_000, async () => {
      const [p] = await h.db.select().from(promotions).where(eq(promotions.creatorId, id));
      expect(p).toMatchObject({ dealType: 'linear', dealPer1kRate: 1_250, dealMaxCents: 5_000 });
      const res = await editDeal(id, { level_type: 'fixed', max_amount_eur: 99 });
      expect(res.statusCode).toBe(200);
    });
    expect(earned).toBe(1_250);
    // a later approval takes the new deal
    expect(await earn(id, 100_000)).toBe(9_900);
  });
});
