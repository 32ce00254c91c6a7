// The read cache on PostgreSQL when another process writes (a worker, a second API instance, psql): its change
// notification drops the kept answers; and when the listening connection is lost nothing is kept until it is back.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, sessions } from '../db/schema';
import { createCampaign, userWithToken } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';
import { until } from '../test/until';

let h: Harness;
let admin: { authorization: string };
let outside: pg.Client;
beforeAll(async () => {
  h = await createHarness();
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  outside = new pg.Client({ connectionString: h.ctx.config.databaseUrl });
  await outside.connect();
});
afterAll(async () => {
  await outside?.end();
  await h?.close();
});

const LIST = '/api/admin/campaigns?campaign_status=active&page=1&per_page=50';
const views = async (id: number) => {
  const res = await h.app.inject({ method: 'GET', url: LIST, headers: admin });
  return res.json().data.items.find((c: { id: number }) => c.id === id)?.campaign_views as number;
};

describe('read cache on PostgreSQL', () => {
  it('drops kept answers when another process commits a change', async () => {
    expect(h.kind).toBe('postgres');
    const c = await createCampaign(h.db);
    // once the notification of the campaign's own insert has come back, a read is served from the cache
    await until(
      async () => {
        const hits = h.ctx.readCache.stats().hits;
        expect(await views(c.id)).toBe(0);
        return h.ctx.readCache.stats().hits === hits + 1;
      },
      { what: 'a read served from the cache' },
    );
    await outside.query('update campaigns set campaign_views = 777 where id = $1', [c.id]);
    await until(async () => (await views(c.id)) === 777, { what: 'the outside write to be served' });
    // an uncommitted change is not announced and not served
    await outside.query('begin');
    await outside.query('update campaigns set campaign_views = 888 where id = $1', [c.id]);
    expect(await views(c.id)).toBe(777);
    await outside.query('rollback');
  });

  it('keeps nothing while the listening connection is lost, and listens again', async () => {
    const c = await createCampaign(h.db);
    await views(c.id);
    const lostBefore = h.ctx.readCache.stats().invalidations;
    const { rowCount } = await outside.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect(rowCount).toBe(1);
    await until(() => !h.ctx.readCache.active || h.ctx.readCache.stats().invalidations > lostBefore, {
      what: 'the loss',
    });
    // written while nobody listens: must still be served once the listener is back
    await outside.query('update campaigns set campaign_views = 31337 where id = $1', [c.id]);
    await until(() => h.ctx.readCache.active, { what: 'the listener to reconnect' });
    expect(await views(c.id)).toBe(31337);
    expect(await views(c.id)).toBe(31337);
  });

  it("drops this process's answers as soon as its own write commits, not before, and not for unwatched tables", async () => {
    const c = await createCampaign(h.db);
    const dropped = () => h.ctx.readCache.stats().invalidations;
    // the notification of a write comes back later as well: let the previous step's arrive before counting
    const settled = async () => {
      await new Promise((r) => setTimeout(r, 100));
      return dropped();
    };
    let before = await settled();
    await h.db.update(campaigns).set({ campaignViews: 5 }).where(eq(campaigns.id, c.id));
    expect(dropped()).toBeGreaterThan(before); // already when the write's promise resolves

    before = await settled();
    await h.db.transaction(async (tx) => {
      await tx.update(campaigns).set({ campaignViews: 6 }).where(eq(campaigns.id, c.id));
      expect(dropped()).toBe(before); // not committed yet
    });
    expect(dropped()).toBeGreaterThan(before);

    before = await settled();
    await h.db
      .transaction(async (tx) => {
        await tx.update(campaigns).set({ campaignViews: 7 }).where(eq(campaigns.id, c.id));
        tx.rollback();
      })
      .catch(() => undefined);
    await h.db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, -1));
    expect(await settled()).toBe(before); // and no notification either
  });
});
