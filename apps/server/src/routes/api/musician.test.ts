import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionStats, promotions } from '../../db/schema';
import { approve, archiveCampaign, settlePromotion } from '../../modules/promotions/engine';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('musician area', () => {
  it('lists only own campaigns, active first; another musician gets 404 on the dashboard', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    const old = await createCampaign(h.db, { musicianId: me.musician?.id, title: 'Old One' });
    await archiveCampaign(h.db, old.id);
    const live = await createCampaign(h.db, { musicianId: me.musician?.id, title: 'Live One' });
    await createCampaign(h.db, { musicianId: other.musician?.id, title: 'Not Mine' });
    const res = await h.app.inject({ url: '/api/musician/campaigns', headers: me.auth });
    expect(res.json().data.items.map((c: { id: number }) => c.id)).toEqual([live.id, old.id]);
    expect((await h.app.inject({ url: `/api/musician/campaigns/${live.id}`, headers: other.auth })).statusCode).toBe(
      404,
    );
    const creator = await userWithToken(h.app);
    expect((await h.app.inject({ url: '/api/musician/campaigns', headers: creator.auth })).statusCode).toBe(403);
  });

  it('dashboard figures match the seeded promotions and the chart comes from the stats history', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 100_000 });
    const day = (n: number) => new Date(Date.UTC(2026, 10, 10 + n, 12));
    let expectedViews = 0;
    for (let i = 0; i < 3; i++) {
      const { creator } = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: `m_${i}` } });
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
      await approve(h.db, {
        promotionId: p.id,
        uploadedAt: day(i),
        stat: { views_count: 100, likes_count: 10, comments_count: 1, shares_count: 1 },
      });
      await h.db
        .update(promotionStats)
        .set({ recordedAt: day(i) })
        .where(eq(promotionStats.promotionId, p.id));
      await h.db.insert(promotionStats).values({
        promotionId: p.id,
        viewsCount: 1000 * (i + 1),
        likesCount: 0,
        commentsCount: 0,
        sharesCount: 0,
        recordedAt: day(3),
      });
      await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: 1000 * (i + 1), actor: 'admin' });
      expectedViews += 1000 * (i + 1);
    }
    const { creator: waiting } = await createUser(h.db);
    await createPromotion(h.db, { campaignId: campaign.id, creatorId: waiting?.id ?? 0, status: 'pending' });
    const res = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth });
    const d = res.json().data;
    expect(d.figures).toMatchObject({
      videos: 3,
      views: expectedViews,
      likes: 30,
      budget_spent_eur: 6,
      cost_per_1k_views_eur: 1,
    });
    expect(d.views_over_time).toEqual([
      { day: '2026-11-10', views: 100 },
      { day: '2026-11-11', views: 200 },
      { day: '2026-11-12', views: 300 },
      { day: '2026-11-13', views: 6000 },
    ]);
    expect(d.videos_per_day).toEqual([
      { day: '2026-11-10', videos: 1 },
      { day: '2026-11-11', videos: 1 },
      { day: '2026-11-12', videos: 1 },
    ]);
    expect(d.top_videos[0].views_after_three_days).toBe(3000);
    const [p0] = await h.db.select().from(promotions).where(eq(promotions.campaignId, campaign.id));
    expect(p0).toBeTruthy();
  });

  it('saves notification settings', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/musician/notification-settings',
      headers: me.auth,
      payload: { new_video: false, weekly_summary: true, campaign_ended: false },
    });
    expect(put.statusCode).toBe(200);
    const get = await h.app.inject({ url: '/api/musician/notification-settings', headers: me.auth });
    expect(get.json().data).toEqual({ new_video: false, weekly_summary: true, campaign_ended: false });
  });
});
