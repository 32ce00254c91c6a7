// Figures an admin typed in the approve dialog are labelled typed on every screen that shows the latest views (issue
// 42 item 7): the admin's promotion rows (`promotion_stat_latest.typed`) and the creator's video page
// (`latest_views_typed`), until the platform's next read replaces them.
import { describe, expect, it } from 'vitest';
import { writeStats } from '../../modules/jobs/definitions/refresh-stats';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

describe('typed figures', () => {
  it('are marked typed in the admin rows and on the video page until the platform is read', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const creator = await userWithToken(h.app, { creator: { levelId: 4 } });
    const campaign = await createCampaign(h.db, { budgetCents: 100_000 });
    const p = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: creator.creator?.id ?? 0,
      set: { tiktokVideoId: '7300000000000000042' },
    });
    const approved = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${p.id}`,
      headers: admin.auth,
      payload: {
        status: 'reviewed',
        video_uploaded_at: `${new Date().getFullYear()}-01-02 10:00:00`,
        promotion_stat: { views_count: 300, likes_count: 2, comments_count: 1, shares_count: 0 },
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.promotion_stat_latest).toEqual({
      views_count: 300,
      likes_count: 2,
      comments_count: 1,
      shares_count: 0,
      typed: true,
    });

    const shown = async () => {
      const tab = await h.app.inject({
        url: `/api/admin/campaigns/${campaign.id}/promotions?promotion_type=reviewed`,
        headers: admin.auth,
      });
      expect(tab.statusCode, tab.body).toBe(200);
      const video = await h.app.inject({ url: `/api/promotions/${p.id}`, headers: creator.auth });
      expect(video.statusCode, video.body).toBe(200);
      const row = tab.json().data.items[0];
      return {
        admin: { views: row.promotion_stat_latest.views_count, typed: row.promotion_stat_latest.typed },
        creator: { views: video.json().data.latest_views, typed: video.json().data.latest_views_typed },
      };
    };
    expect(await shown()).toEqual({ admin: { views: 300, typed: true }, creator: { views: 300, typed: true } });

    // the platform's read (the stats job's write) replaces the typed figures: no longer labelled
    await writeStats(h.db, {
      batch: [{ promotionId: p.id, videoId: '7300000000000000042', views: 512_795, likes: 10, comments: 3, shares: 1 }],
      now: new Date(Date.now() + 1_000),
    });
    expect(await shown()).toEqual({
      admin: { views: 512_795, typed: false },
      creator: { views: 512_795, typed: false },
    });
  });
});
