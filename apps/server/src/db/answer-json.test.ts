// The creator card of the admin's people search is built in SQL (db/answer-json.ts) while a person's own user info
// (modules/users/user-info.ts) writes the same fields in the process: both must agree for every deal and setting.
// The promotion answer has one writer, the SQL fragment of db/answer-json.ts, for the lists and the single reads
// alike: it must write instants, cents and nulls as the answer's schema names them, in every state. The musician's
// campaign list is built in SQL too: the card, the money figures and the live videos as the per-row code merged them.
import {
  type CreatorPromotionAnswer,
  type MusicianCampaign,
  type PromotionAnswer,
  promotionAnswer,
} from '@hookline/shared/campaign-answers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCreators } from '../modules/admin/people';
import { getCampaign } from '../modules/campaigns/campaigns';
import { musicianCampaigns } from '../modules/musicians/dashboard';
import { campaignFiguresOf, figuresInEur } from '../modules/musicians/figures';
import { campaignPromotionsText } from '../modules/promotions/admin-promotions';
import { listCreatorPromotions } from '../modules/promotions/creator-promotions';
import { loadPromotion } from '../modules/promotions/promotion-view';
import { loadUserInfo } from '../modules/users/user-info';
import { createCampaign, createPromotion, createUser } from '../test/factories';
import { useHarness } from '../test/harness';
import { countries, creators, levels, promotions } from './schema';

const h = useHarness();

/** The admin's tab of a campaign's promotions, as the route sends it, parsed. */
const tabOf = async (campaignId: number) =>
  JSON.parse((await campaignPromotionsText(h.db, { campaignId })).items) as PromotionAnswer[];

describe('the promotion answer built in SQL', () => {
  it('writes instants, cents and nulls as the schema names them, the same in the lists and a single read', async () => {
    const campaign = await createCampaign(h.db);
    // one promotion per creator and campaign
    const promotion = async (
      status: 'pending' | 'submitted' | 'reviewed' | 'succeeded',
      tiktokUsername: string | null,
    ) => {
      const { creator } = await createUser(h.db, { creator: { tiktokUsername } });
      return createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0, status });
    };
    await promotion('pending', null);
    await promotion('submitted', 'second_answer');
    const reviewed = await promotion('reviewed', 'third_answer');
    await h.db
      .update(promotions)
      .set({
        videoUploadedAt: new Date('2026-11-20T10:11:12.345Z'),
        reservedCents: 1_234,
        latestViews: 9_876,
        latestLikes: null,
        latestComments: 5,
        latestShares: 0,
        soundCheck: 'manual',
      })
      .where(eq(promotions.id, reviewed.id));
    const succeeded = await promotion('succeeded', 'same_answer');
    await h.db
      .update(promotions)
      .set({
        videoLink: 'https://www.tiktok.com/@same_answer/video/7300000000000000099',
        viewsAfterThreeDays: 123_456,
        viewsReadAt: new Date('2026-11-23T00:00:00.000Z'),
        earnedCents: 100_005,
        reservedCents: 0,
        latestViews: 130_000,
      })
      .where(eq(promotions.id, succeeded.id));

    const fromList = await tabOf(campaign.id);
    expect(fromList).toHaveLength(4);
    for (const answer of fromList) {
      expect(Object.keys(answer)).toEqual(Object.keys(promotionAnswer.shape));
      // compared as they go out: JSON text of each
      expect(JSON.stringify(answer)).toBe(JSON.stringify(await loadPromotion(h.db, { id: answer.id })));
      // the creator's list keeps each row as the text the statement wrote (the routes send it as it is)
      const { items } = await listCreatorPromotions(h.db, { creatorId: answer.creator.id, page: 1, perPage: 5 });
      const { song, can_delete, ...ofCreator } = JSON.parse(items[0] ?? '{}') as CreatorPromotionAnswer;
      expect(JSON.stringify(ofCreator)).toBe(JSON.stringify(answer));
      expect(song).toEqual({ title: 'Test Song', artist: 'Test Artist' });
      expect(can_delete).toBe(answer.status === 'pending' || answer.status === 'submitted');
    }
    const [created] = await h.db.select().from(promotions).where(eq(promotions.id, reviewed.id));
    expect(await loadPromotion(h.db, { id: reviewed.id })).toEqual({
      id: reviewed.id,
      campaign_id: campaign.id,
      status: 'reviewed',
      platform: 'tiktok',
      video_url: reviewed.videoUrl,
      video_link: reviewed.videoLink,
      video_uploaded_at: '2026-11-20T10:11:12.345Z',
      created_at: created?.createdAt.toISOString(),
      views_after_three_days: null,
      views_read_at: null,
      earned_amount_eur: null,
      reserved_amount_eur: 12.34,
      sound_check: 'manual',
      earning_state: 'reserved',
      promotion_stat_latest: { views_count: 9_876, likes_count: 0, comments_count: 5, shares_count: 0, typed: false },
      creator: { id: reviewed.creatorId, tiktok_username: 'third_answer', handle: 'third_answer' },
    });
    expect(await loadPromotion(h.db, { id: succeeded.id })).toMatchObject({
      views_after_three_days: 123_456,
      views_read_at: '2026-11-23T00:00:00.000Z',
      earned_amount_eur: 1_000.05,
      reserved_amount_eur: 0,
      promotion_stat_latest: { views_count: 130_000, likes_count: 0, comments_count: 0, shares_count: 0, typed: false },
    });
    expect(fromList.find((p) => p.status === 'pending')).toMatchObject({
      video_url: null,
      video_uploaded_at: null,
      promotion_stat_latest: null,
      creator: { tiktok_username: null, handle: null },
    });
  });

  it('escapes what JSON must escape in the texts it writes, in the lists and a single read', async () => {
    // the row is written by concatenation (docs/performance.md, thirteenth round): each text goes through to_json
    const name = 'quote"back\\slash\nline\ttab ünï €';
    const url = 'https://www.tiktok.com/@x/video/7300000000000000001?a="b"&c=\\d';
    const campaign = await createCampaign(h.db);
    const { creator } = await createUser(h.db, { creator: { tiktokUsername: name } });
    const promotion = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: creator?.id ?? 0,
      status: 'submitted',
    });
    await h.db.update(promotions).set({ videoUrl: url, videoLink: url }).where(eq(promotions.id, promotion.id));

    const single = await loadPromotion(h.db, { id: promotion.id });
    expect(single).toMatchObject({ video_url: url, video_link: url, creator: { tiktok_username: name } });
    const [fromList] = await tabOf(campaign.id);
    expect(fromList).toEqual(single);
    const { items } = await listCreatorPromotions(h.db, { creatorId: creator?.id ?? 0, page: 1, perPage: 5 });
    expect(JSON.parse(items[0] ?? '{}')).toMatchObject({ video_url: url, creator: { tiktok_username: name } });
  });
});

describe('the creator card built in SQL', () => {
  it('has the level, deal, country and payability the user info gives, and the derived status', async () => {
    const [germany] = await h.db.select().from(countries).where(eq(countries.iso2, 'DE'));
    // a level whose rate has four decimals (migration 0008)
    await h.db.update(levels).set({ per1kRate: 12_345 }).where(eq(levels.id, 5));
    const settings = {
      legalName: 'Carla Card',
      addressStreet: 'Main St 1',
      addressPostcode: '10115',
      addressCity: 'Berlin',
      addressCountry: 'DE',
      taxStatus: 'private' as const,
      payoutAccountHolder: 'Carla Card',
      payoutAddress: 'Main St 1, 10115 Berlin, DE',
    };
    const variants = [
      {
        levelId: 5,
        tiktokUsername: 'cardtest_a',
        countryId: germany?.id,
        ...settings,
        payoutIban: 'DE89370400440532013000',
      },
      {
        levelId: 3,
        tiktokUsername: 'cardtest_b',
        countryId: germany?.id,
        ...settings,
        payoutIban: 'DE89370400440532013001',
      },
      {
        levelType: 'linear' as const,
        per1kCents: 123,
        per1kRate: 12_345,
        maxCents: 250_005,
        tiktokUsername: 'cardtest_c',
        countryId: germany?.id,
      },
      {
        levelType: 'linear' as const,
        per1kCents: 90,
        per1kRate: null,
        maxCents: null,
        tiktokUsername: 'cardtest_d',
        countryId: germany?.id,
      },
      { levelType: 'fixed' as const, maxCents: 77_77, tiktokUsername: 'cardtest_e', countryId: null },
      {
        levelType: 'fixed' as const,
        maxCents: null,
        tiktokUsername: null,
        countryId: germany?.id,
        tiktokFollowers: 1_234,
      },
      { status: 'blocked' as const, tiktokUsername: null, countryId: null },
    ];
    const made: number[] = [];
    for (const creator of variants) {
      const { user } = await createUser(h.db, { firstName: 'Cardtest', lastName: `No ${made.length}`, creator });
      made.push(user.id);
    }
    const { items, total } = await listCreators(h.db, { filter: { search_string: 'cardtest' }, page: 1, perPage: 50 });
    expect(total).toBe(variants.length);
    expect(items.map((c) => c.id).sort()).toEqual(made.sort());
    for (const card of items) {
      const info = await loadUserInfo(h.db, { userId: card.id, tokenKeys: h.ctx.config.tokenKeys });
      // the card leaves out the user's own language setting (the account page's), as it leaves out is_admin
      const { is_admin: _admin, musician: _musician, language: _language, creator: withAccounts, ...person } = info;
      // the card lists no platform accounts: the user info's `accounts` is the account page's
      const { accounts: _accounts, ...creator } = withAccounts ?? {};
      const { derived_status, payout_address, ...shared } = card.creator;
      // compared as they go out: JSON text
      expect(JSON.stringify({ ...card, creator: shared })).toBe(JSON.stringify({ ...person, creator }));
      const [row] = await h.db.select().from(creators).where(eq(creators.id, card.creator.id));
      expect(payout_address).toBe(row?.payoutAddress ?? null);
      expect(derived_status).toBe(
        row?.status === 'blocked' ? 'blocked' : row?.tiktokUsername && row.countryId ? 'active' : 'incomplete',
      );
    }
    const by = (tiktok: string) => items.find((c) => c.creator.tiktok_username === tiktok);
    expect(by('cardtest_a')?.is_payable).toBe(true);
    expect(by('cardtest_b')?.is_payable).toBe(false);
    expect(by('cardtest_a')?.creator.level.per_1k_views_amount_eur).toBe(1.2345);
    expect(by('cardtest_c')?.creator.level).toMatchObject({ per_1k_views_amount_eur: 1.2345, max_amount_eur: 2500.05 });
    expect(items.map((c) => c.creator.derived_status).sort()).toEqual([
      'active',
      'active',
      'active',
      'active',
      'blocked',
      'incomplete',
      'incomplete',
    ]);
  });
});

describe("the musician's campaign built in SQL", () => {
  it('is the campaign card, its money figures in EUR and its live videos, as the per-row code wrote them', async () => {
    const { musician } = await createUser(h.db, { userType: 'musician' });
    const musicianId = musician?.id ?? 0;
    const campaign = await createCampaign(h.db, { budgetCents: 123_457, musicianId });
    const other = await createCampaign(h.db, { musicianId }); // no promotions: every figure 0
    const states = ['pending', 'submitted', 'reviewed', 'approved', 'succeeded', 'succeeded', 'fraud'] as const;
    for (const [i, status] of states.entries()) {
      const { creator } = await createUser(h.db, { creator: { tiktokUsername: `musician_item_${i}` } });
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0, status });
      await h.db
        .update(promotions)
        .set({
          earnedCents: status === 'succeeded' ? 10_001 + i : null,
          reservedCents: status === 'reviewed' || status === 'approved' ? 3_333 + i : 0,
          latestViews: status === 'pending' ? null : 1_000 * (i + 1),
        })
        .where(eq(promotions.id, p.id));
    }
    // kept as the text the statement wrote (the route sends it as it is)
    const page = await musicianCampaigns(h.db, { userId: musician?.userId ?? 0, page: 1, perPage: 10 });
    const items = page.items.map((text) => JSON.parse(text) as MusicianCampaign);
    expect(items.map((c) => c.id).sort()).toEqual([campaign.id, other.id].sort());
    for (const item of items) {
      const card = await getCampaign(h.db, { id: item.id });
      const expected = {
        ...card,
        ...figuresInEur(await campaignFiguresOf(h.db, item.id)),
        videos: card.promotions.succeeded + card.promotions.reviewed,
      };
      // compared as they go out: JSON text, keys in the same order
      expect(JSON.stringify(item)).toBe(JSON.stringify(expected));
    }
    const full = items.find((c) => c.id === campaign.id);
    // spent 10,005 + 10,006 cents, reserved 3,335 + 3,336, views of the live ones (reviewed, approved, succeeded)
    expect(full).toMatchObject({
      budget_spent_eur: 200.11,
      budget_reserved_eur: 66.71,
      views: 3_000 + 4_000 + 5_000 + 6_000,
      videos: 4,
    });
  });
});
