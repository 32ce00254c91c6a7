// The promotion answer is written twice: by the SQL fragment of the hot lists (db/answer-json.ts) and by
// serializePromotion for single reads and the creator's list (modules/promotions/promotion-view.ts). Both must give
// the same answer for every state a promotion can be in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCampaignPromotions } from '../modules/promotions/admin-promotions';
import { loadPromotion } from '../modules/promotions/promotion-view';
import { createCampaign, createPromotion, createUser } from '../test/factories';
import { useHarness } from '../test/harness';
import { promotions } from './schema';

const h = useHarness();

describe('the promotion answer built in SQL', () => {
  it('is the answer serializePromotion gives, whatever is null or set', async () => {
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

    const fromSql = await listCampaignPromotions(h.db, { campaignId: campaign.id });
    expect(fromSql).toHaveLength(4);
    for (const answer of fromSql) {
      // compared as they go out: JSON text of each
      expect(JSON.stringify(answer)).toBe(JSON.stringify(await loadPromotion(h.db, { id: answer.id })));
    }
  });
});
