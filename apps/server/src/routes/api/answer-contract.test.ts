// Every answer goes out through a schema from packages/shared: the OpenAPI document describes the success answer of
// every operation under /api, and a field the server adds to its own campaign object reaches neither the creator nor
// the musician until the shared schema names it. The hot reads that leave as their statement's JSON text
// (lib/json-text.ts) are held to their schemas here, since no serializer checks them on the way out.
import {
  creatorCampaignResponse,
  creatorFeedList,
  creatorPromotionList,
  musicianCampaignList,
  musicianDashboardResponse,
  promotionTabList,
} from '@hookline/shared/campaign-answers';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { countries } from '../../db/schema';
import { listCampaigns } from '../../modules/campaigns/campaigns';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

// the campaign object as the server builds it, with one more field than any answer names: a stand-in for an
// admin-only column someone adds to the campaign list tomorrow
vi.mock('../../modules/campaigns/campaigns', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../modules/campaigns/campaigns')>();
  return {
    ...real,
    listCampaigns: async (...args: Parameters<typeof real.listCampaigns>) => {
      const found = await real.listCampaigns(...args);
      return { ...found, items: found.items.map((c) => ({ ...c, internal_margin_eur: 12.5 })) };
    },
  };
});

const h = useHarness();

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('the answer contract', () => {
  it('describes the success answer of every operation under /api in the OpenAPI document', async () => {
    const res = await h.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths)
      .filter(([url]) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
      .flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method} ${url}`, op })));
    // every product route of the app, not a handful: the walk below cannot pass by finding nothing
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const undescribed = operations
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        if (success.length === 0) return true;
        return !success.every(
          ([status, answer]) =>
            status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema !== undefined),
        );
      })
      .map(({ at }) => at);
    expect(undescribed).toEqual([]);
  });

  it('leaves a field added to the internal campaign object out of the creator and musician answers', async () => {
    const germany = (await h.db.select().from(countries)).find((c) => c.iso2 === 'DE');
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { territories: [8], maxLevelId: 7, musicianId: musician.musician?.id });
    // the service really returns the extra field
    const internal = await listCampaigns(h.db, { filter: { ids: [campaign.id] }, page: 1, perPage: 1 });
    expect(internal.items[0]).toHaveProperty('internal_margin_eur', 12.5);

    const creator = await userWithToken(h.app, {
      creator: { countryId: germany?.id, levelId: 3, tiktokUsername: 'contract_creator' },
    });
    const feed = await h.app.inject({ url: '/api/campaigns?per_page=50', headers: creator.auth });
    expect(feed.statusCode).toBe(200);
    const fromFeed = feed.json().data.items.find((c: { id: number }) => c.id === campaign.id);
    expect(fromFeed).toMatchObject({ id: campaign.id, budget_left_eur: expect.any(Number) });
    expect(fromFeed).not.toHaveProperty('internal_margin_eur');
    const one = await h.app.inject({ url: `/api/campaigns/${campaign.id}`, headers: creator.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: campaign.id, can_join: true });
    expect(one.json().data).not.toHaveProperty('internal_margin_eur');

    const list = await h.app.inject({ url: '/api/musician/campaigns', headers: musician.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ id: campaign.id });
    expect(list.json().data.items[0]).not.toHaveProperty('internal_margin_eur');
    const dashboard = await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}`, headers: musician.auth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.campaign).toMatchObject({ id: campaign.id });
    expect(dashboard.json().data.campaign).not.toHaveProperty('internal_margin_eur');
  });

  it('sends the answers that leave as the JSON text of their statement exactly as their schemas let them out', async () => {
    const germany = (await h.db.select().from(countries)).find((c) => c.iso2 === 'DE');
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const campaign = await createCampaign(h.db, { territories: [8], maxLevelId: 7, musicianId: musician.musician?.id });
    const creator = await userWithToken(h.app, {
      creator: { countryId: germany?.id, levelId: 3, tiktokUsername: 'text_creator' },
    });
    const creatorId = creator.creator?.id ?? 0;
    // a live video with every nested object filled: stats, money, the upload time
    const video = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId,
      status: 'reviewed',
      set: {
        videoUploadedAt: new Date('2026-11-20T10:11:12.345Z'),
        reservedCents: 1_234,
        latestViews: 9_876,
        latestLikes: 3,
      },
    });
    const admin = await userWithToken(h.app, { isAdmin: true });

    // zod drops a field its schema does not name, at any depth, so an extra field makes the two differ
    const check = async (url: string, auth: { authorization: string }, schema: z.ZodType) => {
      const res = await h.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(schema.parse(res.json()), url).toEqual(res.json());
      return res.json();
    };
    const feed = await check('/api/campaigns?per_page=50', creator.auth, creatorFeedList);
    expect(feed.data.items.map((c: { id: number }) => c.id)).toContain(campaign.id);
    const page = await check(`/api/campaigns/${campaign.id}`, creator.auth, creatorCampaignResponse);
    expect(page.data).toMatchObject({ id: campaign.id, can_join: false, days_left: expect.any(Number) });
    const own = await check(`/api/creators/${creatorId}/promotions`, creator.auth, creatorPromotionList);
    expect(own.data).toMatchObject({
      items: [{ id: video.id, reserved_amount_eur: 12.34 }],
      _meta: { total_items: 1 },
    });
    const ofAdmin = await check(`/api/admin/creators/${creatorId}/promotions`, admin.auth, creatorPromotionList);
    expect(ofAdmin.data).toEqual(own.data);
    const tab = `/api/admin/campaigns/${campaign.id}/promotions?promotion_type=reviewed`;
    const reviewed = await check(tab, admin.auth, promotionTabList);
    expect(reviewed.data).toMatchObject({
      items: [{ id: video.id, reserved_amount_eur: 12.34, creator: { tiktok_username: 'text_creator' } }],
      _meta: { total_items: 1 },
    });
    const none = await check(
      `/api/admin/campaigns/${campaign.id}/promotions?promotion_type=pending`,
      admin.auth,
      promotionTabList,
    );
    expect(none.data).toEqual({ items: [], _meta: { total_items: 0 } });
    const list = await check('/api/musician/campaigns', musician.auth, musicianCampaignList);
    expect(list.data.items).toMatchObject([{ id: campaign.id, budget_reserved_eur: 12.34, views: 9_876, videos: 1 }]);
    const dashboard = await check(`/api/musician/campaigns/${campaign.id}`, musician.auth, musicianDashboardResponse);
    expect(dashboard.data).toMatchObject({
      campaign: { id: campaign.id },
      figures: { videos: 1, likes: 3, budget_reserved_eur: 12.34, views: 9_876 },
      videos: [{ id: video.id, promotion_stat_latest: { views_count: 9_876, likes_count: 3 } }],
      top_videos: [{ id: video.id }],
      live_statuses: ['reviewed', 'approved', 'succeeded'],
    });
  });
});
