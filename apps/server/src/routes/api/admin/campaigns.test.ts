import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, jobs, promotions } from '../../../db/schema';
import { checkDerived } from '../../../modules/ledger/derived-check';
import { inHours, SAMPLE_SONG } from '../../../test/campaign-bodies';
import { createPromotion, createUser, userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
let creatorAuth: { authorization: string };
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  creatorAuth = (await userWithToken(h.app)).auth;
});

const body = (o: Record<string, unknown> = {}) => ({
  description:
    '<p>Dance to it <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
  start_date: inHours(1),
  end_date: inHours(24 * 30),
  budget_eur: 250.5,
  max_level_id: 4,
  hashtags: ['#one', '#two', '#three'],
  territories: [4, 5],
  song: {
    ...SAMPLE_SONG,
    tiktok_url: 'https://www.tiktok.com/music/Summer-Nights-7300000000000000001',
    capcut_url: 'https://www.capcut.com/template/1',
  },
  ...o,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  h.app.inject({ method, url, headers, ...(payload ? { payload: payload as object } : {}) });

describe('admin campaigns', () => {
  it('creates a campaign, funds it, sanitises the description', async () => {
    const res = await call('POST', '/api/admin/campaigns', body());
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(res.json().message).toBe(MSG.campaignCreated);
    expect(c).toMatchObject({
      budget_eur: 250.5,
      budget_left_eur: 250.5,
      territories: ['GSA', 'Europe'],
      status: 'active',
      archived: false,
    });
    expect(c.song).toMatchObject({ title: 'Summer Nights', genre: { name: 'Pop' } });
    expect(c.description).not.toMatch(/script|onerror|javascript:/);
    expect(c.promotions).toEqual({ succeeded: 0, reviewed: 0, submitted: 0, pending: 0 });
  });

  it("accepts the spec's payload: the genre by name and the territories by name", async () => {
    const res = await call('POST', '/api/admin/campaigns', body({ territories: ['GSA', 'europe', 'all'] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ territories: ['GSA', 'Europe', 'all'], territory_ids: [4, 5, 8] });
    expect(res.json().data.song.genre.name).toBe('Pop');
    // the way Create Campaign offers to the new campaign: the list of that one campaign
    const one = await call('GET', `/api/admin/campaigns?campaign_id=${res.json().data.id}`);
    expect(one.json().data.items.map((c: { id: number }) => c.id)).toEqual([res.json().data.id]);
    expect(one.json().data._meta.total_items).toBe(1);
    const unknown = await call('POST', '/api/admin/campaigns', body({ territories: ['Atlantis'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Please choose territories from: LATAM, North America/);
  });

  it('validates with the spec messages and refuses non-admins', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ end_date: inHours(0.5) }, MSG.endAfterStartCreate],
      [{ song: { ...body().song, spotify_url: 'https://example.com/x' } }, MSG.invalidSpotify],
      [{ song: { ...body().song, tiktok_url: 'https://tiktok.com/music/x' } }, MSG.invalidTiktok],
    ];
    for (const [o, message] of cases) {
      const res = await call('POST', '/api/admin/campaigns', body(o));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/api/admin/campaigns', body({ budget_eur: 0.5 }))).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/campaigns', body({ status: 'archived' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/campaigns', body(), creatorAuth)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(401);
  });

  it('lists with paging, search, status and musician filters', async () => {
    const { musician } = await createUser(h.db, { userType: 'musician', stageName: 'Filter Star' });
    for (let i = 0; i < 6; i++) {
      await call(
        'POST',
        '/api/admin/campaigns',
        body({ song: { ...body().song, title: `Paging Song ${i}` }, musician_id: i === 0 ? musician?.id : null }),
      );
    }
    const page1 = await call('GET', '/api/admin/campaigns?per_page=5&page=1&search_string=paging');
    expect(page1.json().data.items).toHaveLength(5);
    expect(page1.json().data._meta.total_items).toBe(6);
    const page2 = await call('GET', '/api/admin/campaigns?per_page=5&page=2&search_string=paging');
    expect(page2.json().data.items).toHaveLength(1);
    const mine = await call('GET', `/api/admin/campaigns?musician_id=${musician?.id}`);
    expect(mine.json().data.items.map((c: { song: { title: string } }) => c.song.title)).toEqual(['Paging Song 0']);
    expect(mine.json().data.items[0].musician.stage_name).toBe('Filter Star');
    const none = await call('GET', '/api/admin/campaigns?search_string=zzzz-nothing');
    expect(none.json().data).toEqual({ items: [], _meta: { total_items: 0 } });
  });

  it('edits, ends (archives) and refuses to delete an archived campaign; deletes an active one', async () => {
    const c = (await call('POST', '/api/admin/campaigns', body())).json().data;
    const edit = await call(
      'PUT',
      `/api/admin/campaigns/${c.id}`,
      body({ budget_eur: 300, song: { ...body().song, id: c.song.id, title: 'Renamed' } }),
    );
    expect(edit.json().message).toBe(MSG.campaignEdited);
    expect(edit.json().data).toMatchObject({ budget_eur: 300, budget_left_eur: 300, song: { title: 'Renamed' } });
    const badEdit = await call('PUT', `/api/admin/campaigns/${c.id}`, body({ end_date: inHours(0.5) }));
    expect(badEdit.json().message).toBe(MSG.endAfterStartEdit);
    const ended = await call('PUT', `/api/admin/campaigns/${c.id}`, { archived: true });
    expect(ended.json().data).toMatchObject({ status: 'archived', archived: true, budget_left_eur: 0 });
    const archivedList = await call('GET', '/api/admin/campaigns?campaign_status=archived&search_string=Renamed');
    expect(archivedList.json().data.items.map((x: { id: number }) => x.id)).toContain(c.id);
    expect((await call('DELETE', `/api/admin/campaigns/${c.id}`)).statusCode).toBe(409);

    const d = (
      await call('POST', '/api/admin/campaigns', body({ song: { ...body().song, title: 'To Delete' } }))
    ).json().data;
    const del = await call('DELETE', `/api/admin/campaigns/${d.id}`);
    expect(del.json().message).toBe(MSG.campaignDeleted);
    expect((await call('GET', '/api/admin/campaigns?search_string=To%20Delete')).json().data._meta.total_items).toBe(0);
  });

  it('counts, on each tab as it opens, the campaigns its pages list, through created, ended and deleted ones', async () => {
    // a tab without a search takes its total from the kept counts per status (campaign_status_counts); the pages
    // read one by one must list as many, and a page past the end still carries the total
    const listed = async (tab: string) => {
      const first = (await call('GET', `/api/admin/campaigns?${tab}per_page=7`)).json().data;
      let n = first.items.length;
      for (let page = 2; page <= Math.ceil(first._meta.total_items / 7) + 1; page++) {
        n += (await call('GET', `/api/admin/campaigns?${tab}per_page=7&page=${page}`)).json().data.items.length;
      }
      expect(first._meta.total_items).toBe(n);
      return n;
    };
    const agree = async () => {
      const [active, archived, all] = [
        await listed('campaign_status=active&'),
        await listed('campaign_status=archived&'),
        await listed(''),
      ];
      expect(all).toBe(active + archived);
      return [active, archived];
    };
    const [active0 = 0, archived0 = 0] = await agree();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await call('POST', '/api/admin/campaigns', body())).json().data);
    expect(await agree()).toEqual([active0 + 3, archived0]);
    await call('PUT', `/api/admin/campaigns/${made[0].id}`, { archived: true });
    expect(await agree()).toEqual([active0 + 2, archived0 + 1]);
    await call('DELETE', `/api/admin/campaigns/${made[1].id}`);
    expect(await agree()).toEqual([active0 + 1, archived0 + 1]);
    const past = await call('GET', '/api/admin/campaigns?campaign_status=archived&per_page=5&page=999');
    expect(past.json().data).toEqual({ items: [], _meta: { total_items: archived0 + 1 } });
    expect(await checkDerived(h.db, { tables: ['campaign_status_counts'] })).toEqual([]);
  });

  it('Update Stats queues a refresh job for the campaign', async () => {
    const c = (await call('POST', '/api/admin/campaigns', body())).json().data;
    const res = await call('PUT', `/api/admin/campaigns/${c.id}`, { campaign_update: true });
    expect(res.statusCode).toBe(200);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.id, res.json().job_id));
    expect(job).toMatchObject({ name: 'refresh-stats', state: 'queued', payload: { campaign_id: c.id } });
  });
});

describe('admin promotion review', () => {
  it('approves with the date rule, adds views, declines, marks fraud and deletes', async () => {
    const c = (await call('POST', '/api/admin/campaigns', body({ budget_eur: 1000 }))).json().data;
    const { creator } = await createUser(h.db, { creator: { levelId: 4, tiktokUsername: 'reviewed_one' } });
    const p = await createPromotion(h.db, { campaignId: c.id, creatorId: creator?.id ?? 0, status: 'submitted' });
    const year = new Date().getFullYear();
    const stat = { views_count: 100, likes_count: 5, comments_count: 1, shares_count: 0 };

    const badDate = await call('PUT', `/api/admin/promotions/${p.id}`, {
      status: 'reviewed',
      video_uploaded_at: `${year - 1}-01-01 10:00:00`,
      promotion_stat: stat,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(MSG.invalidDateTime);
    expect(
      (
        await call('PUT', `/api/admin/promotions/${p.id}`, {
          status: 'reviewed',
          video_uploaded_at: `${year}-02-30 10:00:00`,
          promotion_stat: stat,
        })
      ).statusCode,
    ).toBe(400);

    const ok = await call('PUT', `/api/admin/promotions/${p.id}`, {
      status: 'reviewed',
      video_uploaded_at: `${year}-01-02 10:00:00`,
      promotion_stat: stat,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'reviewed',
      reserved_amount_eur: 100,
      promotion_stat_latest: { views_count: 100 },
    });
    const reviewedTab = await call('GET', `/api/admin/campaigns/${c.id}/promotions?promotion_type=reviewed`);
    expect(reviewedTab.json().data.items.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await call('DELETE', `/api/admin/promotions/${p.id}`)).statusCode).toBe(409); // only pending/submitted

    const views = await call('PUT', `/api/admin/promotions/${p.id}`, { views_after_three_days: 40_000 });
    expect(views.json().data).toMatchObject({
      status: 'succeeded',
      views_after_three_days: 40_000,
      earned_amount_eur: 40,
    });
    const fraud = await call('PUT', `/api/admin/promotions/${p.id}`, { status: 'fraud' });
    expect(fraud.json().data).toMatchObject({ status: 'fraud', earned_amount_eur: 0 });
    const card = (await call('GET', `/api/admin/campaigns/${c.id}`)).json().data;
    expect(card.budget_left_eur).toBe(1000);

    const { creator: other } = await createUser(h.db);
    const pending = await createPromotion(h.db, { campaignId: c.id, creatorId: other?.id ?? 0, status: 'pending' });
    const link = await call('PUT', `/api/admin/promotions/${pending.id}`, {
      video_url: 'https://www.tiktok.com/@x/video/1',
      status: 'pending',
    });
    expect(link.json().data).toMatchObject({ status: 'pending', video_url: 'https://www.tiktok.com/@x/video/1' });
    const blank = await call('PUT', `/api/admin/promotions/${pending.id}`, { video_url: ' ' });
    expect(blank.json().message).toBe(MSG.submitLink);
    const del = await call('DELETE', `/api/admin/promotions/${pending.id}`);
    expect(del.json().message).toBe(MSG.promotionDeleted);
    expect((await call('PUT', `/api/admin/promotions/${pending.id}`, { status: 'declined' })).statusCode).toBe(404);
  });
});

describe('Idempotency-Key on money-moving requests', () => {
  it('the same key and body give the same answer and one movement; another body with the key gets 422', async () => {
    const c = (await call('POST', '/api/admin/campaigns', body({ budget_eur: 500 }))).json().data;
    const { creator } = await createUser(h.db, { creator: { levelId: 4 } });
    const p = await createPromotion(h.db, { campaignId: c.id, creatorId: creator?.id ?? 0, status: 'submitted' });
    const year = new Date().getFullYear();
    const approve = {
      status: 'reviewed',
      video_uploaded_at: `${year}-01-02 10:00:00`,
      promotion_stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    };
    const withKey = (key: string, payload: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/admin/promotions/${p.id}`,
        headers: { ...admin, 'idempotency-key': key },
        payload: payload as object,
      });
    const first = await withKey('approve-1', approve);
    const second = await withKey('approve-1', approve);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const card = (await call('GET', `/api/admin/campaigns/${c.id}`)).json().data;
    expect(card.budget_left_eur).toBe(400); // reserved once (€100 cap at level 3)
    const other = await withKey('approve-1', { status: 'declined' });
    expect(other.statusCode).toBe(422);
    const [stillReviewed] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(stillReviewed?.status).toBe('reviewed');
  });

  it('every keyed move answers from its own transaction: created 201, settled, corrected, deleted, each replayed', async () => {
    const keyed = (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: unknown) =>
      h.app.inject({
        method,
        url,
        headers: { ...admin, 'idempotency-key': key },
        ...(payload ? { payload: payload as object } : {}),
      });
    const twice = async (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: unknown) => {
      const first = await keyed(method, url, key, payload);
      const again = await keyed(method, url, key, payload);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      return first;
    };
    const before = (await h.db.select().from(campaigns)).length;
    const created = await twice('POST', '/api/admin/campaigns', 'moves-create', body({ budget_eur: 500 }));
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json().data;
    expect((await h.db.select().from(campaigns)).length).toBe(before + 1);
    const { creator } = await createUser(h.db, { creator: { levelId: 4 } });
    const p = await createPromotion(h.db, { campaignId: c.id, creatorId: creator?.id ?? 0, status: 'submitted' });
    const url = `/api/admin/promotions/${p.id}`;
    const approve = {
      status: 'reviewed',
      video_uploaded_at: `${new Date().getFullYear()}-01-02 10:00:00`,
      promotion_stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    };
    expect((await twice('PUT', url, 'moves-approve', approve)).statusCode).toBe(200);
    const settled = await twice('PUT', url, 'moves-views', { views_after_three_days: 20_000 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'succeeded', views_after_three_days: 20_000 });
    const corrected = await twice('POST', `${url}/corrections`, 'moves-correct', {
      views_after_three_days: 10_000,
      reason: 'Typo',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // a refusal is replayed as it was and moved nothing
    const refused = await twice('PUT', url, 'moves-again', { views_after_three_days: 5 });
    expect(refused.statusCode).toBe(409);
    const [row] = await h.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row).toMatchObject({ status: 'succeeded', viewsAfterThreeDays: 10_000 });
    const card = (await call('GET', `/api/admin/campaigns/${c.id}`)).json().data;
    expect(card.budget_left_eur).toBeGreaterThan(0);
    const spare = (await call('POST', '/api/admin/campaigns', body({ budget_eur: 10 }))).json().data;
    const deleted = await twice('DELETE', `/api/admin/campaigns/${spare.id}`, 'moves-delete');
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
