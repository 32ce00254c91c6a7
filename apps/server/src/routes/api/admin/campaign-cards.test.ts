// A campaign card's part that only admins' edits change is kept per campaign (campaign_cards, migration 0024) and
// the rest appended when read: after every edit of the campaign, its song, genre, musician or territories the lists
// show the edit, every kept part equals the one built afresh from the rows, and a campaign whose kept part is gone
// still shows its card until the repair writes it again.
import { MSG } from '@hookline/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, genres, musicians, songs, territories } from '../../../db/schema';
import { checkLedger } from '../../../modules/ledger/invariants';
import { campaignBody, inHours, useAdminAuth } from '../../../test/campaign-bodies';
import { createUser } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
const admin = useAdminAuth(h);
const body = campaignBody({
  description: '<p>Kept card</p>',
  budget_eur: 120,
  max_level_id: 4,
  hashtags: ['#one', '#two', '#three'],
  territories: [4, 5],
  song: {
    title: 'Kept Song',
    artist: 'The Keepers',
    genre: { name: 'Kept Genre' },
    spotify_url: 'https://open.spotify.com/track/kept',
    tiktok_url: 'https://www.tiktok.com/music/Kept-Song-7300000000000000001',
  },
});
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  h.app.inject({ method, url, headers, ...(payload ? { payload: payload as object } : {}) });
const card = async (id: number) => {
  const res = await call('GET', `/api/admin/campaigns/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** The campaigns whose kept part is missing or differs from the one built from their rows now (the ledger check). */
const stale = async () => (await checkLedger(h.db)).filter((d) => d.rule === 'kept_card').map((d) => d.campaign_id);

describe('the kept campaign cards', () => {
  it('follow every edit of a campaign, its song, genre, musician and territories', async () => {
    const { musician } = await createUser(h.db, { userType: 'musician', stageName: 'Kept Star' });
    const created = await call('POST', '/api/admin/campaigns', body({ musician_id: musician?.id }));
    expect(created.json().message).toBe(MSG.campaignCreated);
    const id: number = created.json().data.id;
    expect(await stale()).toEqual([]);
    expect(await card(id)).toMatchObject({
      description: '<p>Kept card</p>',
      budget_eur: 120,
      budget_left_eur: 120,
      campaign_views: 0,
      max_level_id: 4,
      territories: ['GSA', 'Europe'],
      territory_ids: [4, 5],
      musician: { id: musician?.id, stage_name: 'Kept Star' },
      song: { title: 'Kept Song', genre: { name: 'Kept Genre' } },
      status: 'active',
      archived: false,
      promotions: { succeeded: 0, reviewed: 0, submitted: 0, pending: 0 },
    });

    // the admin's edit: text, dates, budget, level, hashtags, territories, song, genre, and no musician
    const end = inHours(24 * 40);
    const edit = await call(
      'PUT',
      `/api/admin/campaigns/${id}`,
      body({
        description: '<p>Edited</p>',
        end_date: end,
        budget_eur: 150,
        max_level_id: 5,
        hashtags: ['#a', '#b', '#c'],
        territories: [5],
        song: { ...body().song, title: 'Edited Song', genre: { name: 'Edited Genre' } },
        musician_id: null,
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    const edited = await card(id);
    expect(edited).toMatchObject({
      description: '<p>Edited</p>',
      end_date: new Date(end).toISOString(),
      budget_eur: 150,
      budget_left_eur: 150,
      max_level_id: 5,
      hashtags: ['#a', '#b', '#c'],
      territories: ['Europe'],
      territory_ids: [5],
      musician_id: null,
      musician: null,
      song: { title: 'Edited Song', genre: { name: 'Edited Genre' } },
    });
    expect(edit.json().data).toEqual(edited);

    // the musician back, then renamed by themselves
    await call('PUT', `/api/admin/campaigns/${id}`, body({ musician_id: musician?.id }));
    await h.db
      .update(musicians)
      .set({ stageName: 'Renamed Star' })
      .where(eq(musicians.id, musician?.id ?? 0));
    const renamed = await card(id);
    expect(renamed).toMatchObject({
      musician: { id: musician?.id, stage_name: 'Renamed Star' },
      territories: ['GSA', 'Europe'],
      song: { title: 'Kept Song', genre: { name: 'Kept Genre' } },
    });

    // the campaign's row, its song, and reference data edited on their own
    await h.db
      .update(campaigns)
      .set({ maxLevelId: 6, hashtags: ['#x', '#y', '#z'] })
      .where(eq(campaigns.id, id));
    expect(await card(id)).toMatchObject({ max_level_id: 6, hashtags: ['#x', '#y', '#z'] });
    const songId: number = renamed.song.id;
    const genreId: number = renamed.song.genre.id;
    await h.db.update(genres).set({ name: 'Genre Renamed' }).where(eq(genres.id, genreId));
    expect((await card(id)).song.genre).toEqual({ id: genreId, name: 'Genre Renamed' });
    await h.db.update(songs).set({ artist: 'Artist Renamed', isPreRelease: true }).where(eq(songs.id, songId));
    expect((await card(id)).song).toMatchObject({ artist: 'Artist Renamed', is_pre_release: true });
    const [europe] = await h.db.select().from(territories).where(eq(territories.id, 5));
    await h.db.update(territories).set({ name: 'Europa' }).where(eq(territories.id, 5));
    try {
      expect((await card(id)).territories).toEqual(['GSA', 'Europa']);
      expect(await stale()).toEqual([]);
    } finally {
      await h.db
        .update(territories)
        .set({ name: europe?.name ?? 'Europe' })
        .where(eq(territories.id, 5));
    }

    // the hot path's updates (money, status) are appended, not kept: archiving shows at once
    const ended = await call('PUT', `/api/admin/campaigns/${id}`, { archived: true });
    expect(ended.json().data).toMatchObject({ status: 'archived', archived: true, budget_left_eur: 0 });
    expect(await stale()).toEqual([]);
  });

  it('shows a card whose kept part is gone, and the repair writes every one again', async () => {
    const gone: number = (await call('POST', '/api/admin/campaigns', body())).json().data.id;
    const outdated: number = (await call('POST', '/api/admin/campaigns', body())).json().data.id;
    const before = await card(gone);
    await h.db.execute(sql`delete from campaign_cards where campaign_id = ${gone}`);
    await h.db.execute(
      sql`update campaign_cards set head = replace(head, 'Kept card', 'Outdated card') where campaign_id = ${outdated}`,
    );
    expect(await stale()).toEqual([gone, outdated]);
    const list = await call('GET', `/api/admin/campaigns?search_string=${encodeURIComponent('Kept Song')}`);
    expect(list.json().data.items.find((c: { id: number }) => c.id === gone)).toEqual(before);
    expect((await card(outdated)).description).toBe('<p>Outdated card</p>');
    await h.db.execute(sql`select refresh_campaign_cards()`);
    expect(await stale()).toEqual([]);
    expect(await card(gone)).toEqual(before);
    expect((await card(outdated)).description).toBe('<p>Kept card</p>');
  });
});
