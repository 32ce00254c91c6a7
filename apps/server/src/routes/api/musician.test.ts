import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../cli/seed-demo';
import { campaigns, creatorAccounts, promotionStats, promotions } from '../../db/schema';
import { approve, archiveCampaign, settlePromotion } from '../../modules/promotions/engine';
import { createCampaign, createPromotion, createUser, signIn, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

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

  it('the top videos are ordered by the views the total counts: latest views, not the views at 72 h', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 100_000 });
    const video = async (name: string, latest: number, at72h: number | null) => {
      const { creator } = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: name } });
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
      await approve(h.db, {
        promotionId: p.id,
        uploadedAt: new Date(Date.now() - 4 * 86_400_000),
        stat: { views_count: latest, likes_count: 0, comments_count: 0, shares_count: 0 },
      });
      if (at72h !== null)
        await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: at72h, actor: 'admin' });
      return p.id;
    };
    // a settled video whose views at 72 h (corrected by an admin) differ from its latest read
    const settled = await video('v_settled', 6_000, 48_000);
    const live = await video('v_live', 10_000, null);
    const d = (await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth })).json().data;
    expect(d.figures.views).toBe(16_000);
    type Row = { id: number; promotion_stat_latest: { views_count: number } };
    expect(d.top_videos.map((v: Row) => v.id)).toEqual([live, settled]);
    const sum = (rows: Row[]) => rows.reduce((t, v) => t + v.promotion_stat_latest.views_count, 0);
    expect(sum(d.top_videos)).toBe(d.figures.views);
    expect(sum(d.videos)).toBe(d.figures.views);
  });

  it("names each video by the handle of the account it was posted from: a Reel by the creator's Instagram", async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 100_000 });
    const { creator } = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: 'tk_dancer' } });
    const creatorId = creator?.id ?? 0;
    await h.db
      .insert(creatorAccounts)
      .values({ creatorId, platform: 'instagram', handle: 'ig.dancer', externalId: 'ig-1' });
    const reel = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId,
      videoUrl: 'https://www.instagram.com/reel/C1a2b3c4d5e/',
      set: { platform: 'instagram', platformVideoId: '17900000000000001' },
    });
    const other = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: 'tk_other' } });
    const tiktok = await createPromotion(h.db, { campaignId: campaign.id, creatorId: other.creator?.id ?? 0 });
    for (const p of [reel, tiktok])
      await approve(h.db, {
        promotionId: p.id,
        uploadedAt: new Date(Date.now() - 86_400_000),
        stat: { views_count: 100, likes_count: 0, comments_count: 0, shares_count: 0 },
      });
    const res = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    type Row = { id: number; creator: { tiktok_username: string | null; handle: string | null } };
    const byId = new Map(res.json().data.videos.map((v: Row) => [v.id, v.creator]));
    // the Reel: its Instagram handle; a TikTok video: the TikTok name (no account row written for it here)
    expect(byId.get(reel.id)).toMatchObject({ tiktok_username: 'tk_dancer', handle: 'ig.dancer' });
    expect(byId.get(tiktok.id)).toMatchObject({ tiktok_username: 'tk_other', handle: 'tk_other' });
  });

  it('videos per day names every day from the first upload to the last, the empty ones as 0', async () => {
    const me = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { musicianId: me.musician?.id, budgetCents: 100_000 });
    for (const [i, uploadedAt] of [Date.UTC(2026, 10, 10, 12), Date.UTC(2026, 10, 13, 9)].entries()) {
      const { creator } = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: `gap_${i}` } });
      const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId: creator?.id ?? 0 });
      await approve(h.db, {
        promotionId: p.id,
        uploadedAt: new Date(uploadedAt),
        stat: { views_count: 100, likes_count: 0, comments_count: 0, shares_count: 0 },
      });
    }
    const res = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: me.auth });
    expect(res.json().data.videos_per_day).toEqual([
      { day: '2026-11-10', videos: 1 },
      { day: '2026-11-11', videos: 0 },
      { day: '2026-11-12', videos: 0 },
      { day: '2026-11-13', videos: 1 },
    ]);
    const empty = await createCampaign(h.db, { musicianId: me.musician?.id });
    const none = await h.app.inject({ url: `/api/musician/campaigns/${empty.id}`, headers: me.auth });
    expect(none.json().data.videos_per_day).toEqual([]);
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
      // the latest read equals the views at 72 h here: views are the latest views of accepted videos
      await h.db
        .update(promotions)
        .set({ latestViews: 1000 * (i + 1) })
        .where(eq(promotions.id, p.id));
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
    expect(d.top_videos[0].promotion_stat_latest.views_count).toBe(3000);
    expect(d.videos).toHaveLength(3);
    // the video list is paged, newest upload first; the figures and the top five stay those of every video
    const paged = async (page: number) =>
      (
        await h.app.inject({
          url: `/api/musician/campaigns/${campaign.id}?page=${page}&per_page=2`,
          headers: me.auth,
        })
      ).json().data;
    const [first, second] = [await paged(1), await paged(2)];
    expect([...first.videos, ...second.videos].map((v: { id: number }) => v.id)).toEqual(
      d.videos.map((v: { id: number }) => v.id),
    );
    expect(first.videos).toHaveLength(2);
    expect(second.videos).toHaveLength(1);
    expect(second.figures).toEqual(d.figures);
    expect(second.top_videos).toEqual(d.top_videos);
    expect(second.earned_total_eur).toBe(d.earned_total_eur);
    expect(d.videos.map((v: { video_uploaded_at: string }) => v.video_uploaded_at)).toEqual(
      [...d.videos.map((v: { video_uploaded_at: string }) => v.video_uploaded_at)].sort().reverse(),
    );
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

  it("the demo musician's campaigns and Midnight Drive's figures match the seeded promotions", async () => {
    await seedDemo(h.db);
    const token = await signIn(h.app, DEMO.musician, 'hookline-demo-1');
    const auth = { authorization: `Bearer ${token}` };
    const list = (await h.app.inject({ url: '/api/musician/campaigns', headers: auth })).json().data;
    // their three campaigns, the two active ones first; not the musician-less Back Catalogue
    expect(list._meta.total_items).toBe(3);
    expect(list.items.map((c: { song: { title: string } }) => c.song.title).slice(2)).toEqual(['Last Summer']);
    const midnight = list.items.find((c: { song: { title: string } }) => c.song.title === 'Midnight Drive');
    // reviewed (demo_creator_3) and succeeded (demo_creator_4) are live; pending, submitted, declined and fraud are not
    const live = await h.db
      .select()
      .from(promotions)
      .where(
        and(eq(promotions.campaignId, midnight.id), inArray(promotions.status, ['reviewed', 'approved', 'succeeded'])),
      );
    expect(live.map((p) => p.status).sort()).toEqual(['reviewed', 'succeeded']);
    expect(midnight.videos).toBe(2);
    const [campaign] = await h.db.select().from(campaigns).where(eq(campaigns.id, midnight.id));
    // one meaning per figure (musicians/figures.ts): views = latest views of accepted videos, spent = settled
    // earnings, reserved = open reservations, refunded = returned at the end (nothing yet: the campaign runs)
    const views = live.reduce((t, p) => t + (p.latestViews ?? 0), 0);
    expect(views).toBeGreaterThan(0);
    const spent = live.reduce((t, p) => t + (p.status === 'succeeded' ? (p.earnedCents ?? 0) : 0), 0) / 100;
    const reservedEur = live.reduce((t, p) => t + (p.status === 'reviewed' ? p.reservedCents : 0), 0) / 100;
    expect(spent).toBeGreaterThan(0);
    expect(midnight).toMatchObject({ budget_spent_eur: spent, budget_reserved_eur: reservedEur, views });
    const res = await h.app.inject({ url: `/api/musician/campaigns/${midnight.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.figures).toEqual({
      videos: 2,
      views,
      likes: 240,
      comments: 18,
      shares: 8,
      budget_eur: 2000,
      budget_left_eur: (campaign?.budgetLeftCents ?? 0) / 100,
      budget_spent_eur: spent,
      budget_reserved_eur: reservedEur,
      budget_refunded_eur: 0,
      cost_per_1k_views_eur: Math.round((spent / views) * 1000 * 100) / 100,
    });
    expect(d.videos.map((v: { creator: { tiktok_username: string } }) => v.creator.tiktok_username).sort()).toEqual([
      'demo_creator_3',
      'demo_creator_4',
    ]);
    expect(d.top_videos[0].creator.tiktok_username).toBe('demo_creator_4');
    // two videos uploaded on two days; the chart ends at the total of the recorded history
    expect(d.videos_per_day.reduce((t: number, r: { videos: number }) => t + r.videos, 0)).toBe(2);
    expect(d.views_over_time.length).toBeGreaterThan(0);
    // another musician sees neither the dashboard nor the report of this campaign
    const other = await userWithToken(h.app, { userType: 'musician' });
    for (const url of [`/api/musician/campaigns/${midnight.id}`, `/api/musician/campaigns/${midnight.id}/report/csv`])
      expect((await h.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
  });
});
