// A campaign lists the platforms it accepts: TikTok when the spec's payload names none, the admin's
// choice otherwise (in platform order, once each), kept by an edit that names none, refused when empty or unknown.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../../db/schema';
import { campaignBody, useAdminAuth } from '../../../test/campaign-bodies';
import { connectedTikTok, userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
const admin = useAdminAuth(h);
const body = campaignBody({
  description: '<p>Dance to it</p>',
  budget_eur: 100,
  max_level_id: 4,
  hashtags: ['#one'],
  territories: [8],
  song: {
    title: 'Three Feeds',
    artist: 'The Waves',
    genre: { name: 'Pop' },
    spotify_url: 'https://open.spotify.com/track/abc',
  },
});
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: admin, ...(payload ? { payload: payload as object } : {}) });
const stored = async (id: number) =>
  (await h.db.select({ p: campaigns.platforms }).from(campaigns).where(eq(campaigns.id, id)))[0]?.p;

describe('campaign platforms', () => {
  it("defaults to TikTok for the spec's payload and keeps the admin's choice in platform order", async () => {
    const plain = await call('POST', '/api/admin/campaigns', body());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.platforms).toEqual(['tiktok']);
    expect(await stored(plain.json().data.id)).toEqual(['tiktok']);

    const three = await call(
      'POST',
      '/api/admin/campaigns',
      body({ platforms: ['youtube', 'tiktok', 'instagram', 'youtube'] }),
    );
    expect(three.statusCode, three.body).toBe(201);
    const id = three.json().data.id;
    expect(three.json().data.platforms).toEqual(['tiktok', 'instagram', 'youtube']);

    // an edit without platforms keeps them; with platforms it replaces them
    const kept = await call('PUT', `/api/admin/campaigns/${id}`, body({ description: '<p>Edited</p>' }));
    expect(kept.statusCode).toBe(200);
    expect(await stored(id)).toEqual(['tiktok', 'instagram', 'youtube']);
    const changed = await call('PUT', `/api/admin/campaigns/${id}`, body({ platforms: ['instagram'] }));
    expect(changed.statusCode).toBe(200);
    expect(await stored(id)).toEqual(['instagram']);

    // the list and the creator's feed show them
    const list = await call('GET', `/api/admin/campaigns?campaign_id=${id}`);
    expect(JSON.stringify(list.json())).toContain('"platforms":["instagram"]');
    const creator = await userWithToken(h.app, {
      creator: { countryId: 1, levelId: 1, ...connectedTikTok('three_feeds') },
    });
    const feed = await h.app.inject({ url: `/api/campaigns/${id}`, headers: creator.auth });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data.platforms).toEqual(['instagram']);
  });

  it('refuses no platform or an unknown one, and writes nothing', async () => {
    const [{ n: before } = { n: 0 }] = await h.db.$count(campaigns).then((n) => [{ n }]);
    const empty = await call('POST', '/api/admin/campaigns', body({ platforms: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please choose at least one platform');
    const unknown = await call('POST', '/api/admin/campaigns', body({ platforms: ['vimeo'] }));
    expect(unknown.statusCode).toBe(400);
    expect(await h.db.$count(campaigns)).toBe(before);
  });
});
