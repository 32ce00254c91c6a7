// The read cache seen from the API, on the embedded database and (CI's second run) PostgreSQL: answers are
// served again until a write changes the data under them, whoever wrote it, and never to another user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema';
import { createCampaign, userWithToken } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: { authorization: string };
beforeAll(async () => {
  h = await createHarness();
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, headers = admin) => h.app.inject({ method: 'GET', url, headers });
const LIST = '/api/admin/campaigns?campaign_status=active&page=1&per_page=50';

describe('read cache', () => {
  it('serves a list again from the cache and drops it when the data changes', async () => {
    expect(h.ctx.readCache.active).toBe(true);
    const before = (await get(LIST)).json().data._meta.total_items as number;
    const hits = h.ctx.readCache.stats().hits;
    const again = await get(LIST);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json().data._meta.total_items).toBe(before);
    expect(h.ctx.readCache.stats().hits).toBe(hits + 1);

    // a write that does not go through the API (a job, another tool) is seen on the next read
    const made = await createCampaign(h.db, { title: 'Fresh Single' });
    const after = (await get(LIST)).json().data;
    expect(after._meta.total_items).toBe(before + 1);
    expect(after.items.map((c: { id: number }) => c.id)).toContain(made.id);

    await h.db.update(campaigns).set({ campaignViews: 4242 }).where(eq(campaigns.id, made.id));
    const row = (await get(LIST)).json().data.items.find((c: { id: number }) => c.id === made.id);
    expect(row.campaign_views).toBe(4242);
  });

  it('reads back a write made through the API at once', async () => {
    const made = await createCampaign(h.db, { title: 'Ending Soon' });
    const ids = async () => (await get(LIST)).json().data.items.map((c: { id: number }) => c.id) as number[];
    expect(await ids()).toContain(made.id);
    const ended = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${made.id}`,
      headers: admin,
      payload: { archived: true },
    });
    expect(ended.statusCode).toBe(200);
    expect(await ids()).not.toContain(made.id);
  });

  it("never serves one user's answer to another", async () => {
    const owner = await userWithToken(h.app, { userType: 'musician', stageName: 'Owner' });
    const other = await userWithToken(h.app, { userType: 'musician', stageName: 'Other' });
    const c = await createCampaign(h.db, { musicianId: owner.musician?.id });
    const url = `/api/musician/campaigns/${c.id}`;
    expect((await get(url, owner.auth)).statusCode).toBe(200);
    expect((await get(url, owner.auth)).statusCode).toBe(200); // now kept for the owner
    const stranger = await get(url, other.auth);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('"campaign"');
    // and an admin's kept list is refused to a musician by the access check before any cache lookup
    expect((await get(LIST, owner.auth)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('keeps nothing with READ_CACHE=false, and the answers are the same', async () => {
    const plain = await createHarness({ READ_CACHE: 'false' });
    try {
      const a = (await userWithToken(plain.app, { isAdmin: true })).auth;
      await createCampaign(plain.db, { title: 'Uncached' });
      const first = await plain.app.inject({ method: 'GET', url: LIST, headers: a });
      const second = await plain.app.inject({ method: 'GET', url: LIST, headers: a });
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(plain.ctx.readCache.active).toBe(false);
      expect(plain.ctx.readCache.stats()).toMatchObject({ hits: 0, entries: 0 });
    } finally {
      await plain.close();
    }
  });
});
