import { MSG } from '@hookline/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bills, campaigns, campaignTerritories, countries } from '../../db/schema';
import { isValidIban } from '../../modules/creators/iban';
import { checkDerived } from '../../modules/ledger/derived-check';
import { archiveCampaign } from '../../modules/promotions/engine';
import { connectedTikTok, createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();
let germany: number;
let usa: number;
beforeAll(async () => {
  const all = await h.db.select().from(countries);
  germany = all.find((c) => c.iso2 === 'DE')?.id ?? 0;
  usa = all.find((c) => c.iso2 === 'US')?.id ?? 0;
});

const creatorIn = (countryId: number | null, levelId = 3, extra: Record<string, unknown> = {}) =>
  userWithToken(h.app, {
    creator: { countryId, levelId, ...connectedTikTok(`c${Math.random().toString(36).slice(2, 8)}`), ...extra },
  });

/** complete payment settings but the IBAN (modules/bills/payment-settings.ts) */
const PAYOUT = {
  legal_name: 'Carl Creator',
  address_street: 'Main St 1',
  address_postcode: '10115',
  address_city: 'Berlin',
  address_country: 'DE',
  tax_status: 'private',
  account_holder: 'Carl',
};

describe('creator campaigns', () => {
  it('shows only active campaigns of the creator territory and level, with what they would earn', async () => {
    const gsa = await createCampaign(h.db, { territories: [4], title: 'GSA Song', maxLevelId: 7 });
    const na = await createCampaign(h.db, { territories: [2], title: 'NA Song' });
    const everywhere = await createCampaign(h.db, { territories: [8], title: 'World Song' });
    const lowLevel = await createCampaign(h.db, { territories: [8], title: 'Low Level Song', maxLevelId: 2 });
    const ended = await createCampaign(h.db, { territories: [8], title: 'Ended Song' });
    await archiveCampaign(h.db, ended.id);
    const me = await creatorIn(germany, 3); // level '2'
    const res = await h.app.inject({ url: '/api/campaigns?per_page=50', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.items.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([gsa.id, everywhere.id]));
    expect(ids).not.toContain(na.id);
    expect(ids).not.toContain(lowLevel.id);
    expect(ids).not.toContain(ended.id);
    const gsaItem = res.json().data.items.find((c: { id: number }) => c.id === gsa.id);
    expect(gsaItem).toMatchObject({ you_can_earn_eur: 50, your_per_1k_views_eur: 0.75 });
    const search = await h.app.inject({ url: '/api/campaigns?search_string=world', headers: me.auth });
    expect(search.json().data.items.map((c: { id: number }) => c.id)).toEqual([everywhere.id]);
    expect((await h.app.inject({ url: `/api/campaigns/${na.id}`, headers: me.auth })).statusCode).toBe(404);
    const us = await creatorIn(usa);
    expect((await h.app.inject({ url: `/api/campaigns/${na.id}`, headers: us.auth })).json().data.can_join).toBe(true);
  });

  it('follows a change of the campaign territories (the copy kept on the campaign row)', async () => {
    const c = await createCampaign(h.db, { territories: [2], title: 'Moving Song' });
    const me = await creatorIn(germany);
    const feedIds = async () =>
      (await h.app.inject({ url: '/api/campaigns?per_page=50', headers: me.auth }))
        .json()
        .data.items.map((x: { id: number }) => x.id) as number[];
    const kept = async () =>
      (await h.db.select({ t: campaigns.territoryIds }).from(campaigns).where(eq(campaigns.id, c.id)))[0]?.t;
    expect(await kept()).toEqual([2]);
    expect(await feedIds()).not.toContain(c.id);
    await h.db.insert(campaignTerritories).values({ campaignId: c.id, territoryId: 4 }); // GSA: Germany's
    expect(await kept()).toEqual([2, 4]);
    expect(await feedIds()).toContain(c.id);
    await h.db
      .delete(campaignTerritories)
      .where(and(eq(campaignTerritories.campaignId, c.id), eq(campaignTerritories.territoryId, 4)));
    expect(await kept()).toEqual([2]);
    expect(await feedIds()).not.toContain(c.id);
    await h.db.delete(campaignTerritories).where(eq(campaignTerritories.campaignId, c.id));
    expect(await kept()).toEqual([]);
  });

  it('gives each card of the feed as the campaign’s own page gives it, whatever the deal, and counts past the end', async () => {
    // the feed reads the creator's deal in its one statement; the campaign page reads it on its own first
    await createCampaign(h.db, { territories: [8], title: 'Deal Song A', maxLevelId: 7, budgetCents: 1_234_56 });
    await createCampaign(h.db, { territories: [8], title: 'Deal Song B', maxLevelId: 7, budgetCents: 90_000_00 });
    const deals = [
      {},
      { levelType: 'linear', per1kCents: 125, per1kRate: 12_345, maxCents: 250_000 },
      { levelType: 'linear', per1kCents: 90, per1kRate: null, maxCents: 4_000_00 },
      { levelType: 'fixed', maxCents: 77_77 },
    ];
    for (const deal of deals) {
      const me = await creatorIn(germany, 4, deal);
      const feed = await h.app.inject({ url: '/api/campaigns?search_string=deal song&per_page=1', headers: me.auth });
      expect(feed.statusCode).toBe(200);
      expect(feed.json().data._meta.total_items).toBe(2);
      const [item] = feed.json().data.items;
      const page = (await h.app.inject({ url: `/api/campaigns/${item.id}`, headers: me.auth })).json().data;
      const { can_join: _canJoin, ...card } = page;
      expect(JSON.stringify(item)).toBe(JSON.stringify(card));
      const past = await h.app.inject({
        url: '/api/campaigns?search_string=deal song&page=3&per_page=1',
        headers: me.auth,
      });
      expect(past.json().data).toEqual({ items: [], _meta: { total_items: 2 } });
    }
    const nothing = await creatorIn(germany);
    const none = await h.app.inject({ url: '/api/campaigns?search_string=no such song', headers: nothing.auth });
    expect(none.json().data).toEqual({ items: [], _meta: { total_items: 0 } });
  });

  it('counts, without a search, the campaigns it lists, through new, moved, lowered, ended, archived and deleted ones', async () => {
    // the feed as it opens takes its total from the kept counts (campaign_feed_counts); every page read one by one
    // must list as many
    const mid = await creatorIn(germany, 3);
    const high = await creatorIn(germany, 5);
    const far = await creatorIn(usa, 3);
    const nowhere = await creatorIn(null);
    const agree = async () => {
      const totals: number[] = [];
      for (const c of [mid, high, far, nowhere]) {
        const first = (await h.app.inject({ url: '/api/campaigns?per_page=50', headers: c.auth })).json().data;
        let listed = first.items.length;
        for (let page = 2; page <= Math.ceil(first._meta.total_items / 50) + 1; page++) {
          const next = await h.app.inject({ url: `/api/campaigns?per_page=50&page=${page}`, headers: c.auth });
          listed += next.json().data.items.length;
        }
        expect(first._meta.total_items).toBe(listed);
        totals.push(listed);
      }
      return totals;
    };
    const [mid0 = 0, high0 = 0, far0 = 0] = await agree();
    const gsa = await createCampaign(h.db, { territories: [4], maxLevelId: 4, title: 'Counted GSA' });
    const world = await createCampaign(h.db, { territories: [8, 2], maxLevelId: 7, title: 'Counted World' });
    expect(await agree()).toEqual([mid0 + 2, high0 + 1, far0 + 1, 0]);
    // its end date passed, not archived yet: no longer in the feed nor in its total
    await h.db
      .update(campaigns)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, gsa.id));
    expect(await agree()).toEqual([mid0 + 1, high0 + 1, far0 + 1, 0]);
    await h.db.update(campaigns).set({ maxLevelId: 2 }).where(eq(campaigns.id, world.id));
    expect(await agree()).toEqual([mid0, high0, far0, 0]);
    await h.db
      .update(campaigns)
      .set({ maxLevelId: 7, endDate: new Date(Date.now() + 86_400_000) })
      .where(eq(campaigns.id, world.id));
    await h.db.delete(campaignTerritories).where(eq(campaignTerritories.campaignId, world.id));
    await h.db.insert(campaignTerritories).values({ campaignId: world.id, territoryId: 2 });
    await archiveCampaign(h.db, gsa.id);
    await agree();
    await h.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, world.id));
    await agree();
    expect(await checkDerived(h.db, { tables: ['campaign_feed_counts'] })).toEqual([]);
  });

  it('joins once; a second join, a blocked creator and an ineligible campaign are refused', async () => {
    const campaign = await createCampaign(h.db, { territories: [5] });
    const me = await creatorIn(germany);
    const join = () => h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: me.auth });
    const first = await join();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.status).toBe('pending');
    expect((await join()).statusCode).toBe(409);
    const blocked = await creatorIn(germany, 3, { status: 'blocked' });
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: blocked.auth }))
        .statusCode,
    ).toBe(403);
    const far = await creatorIn(usa);
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: far.auth })).statusCode,
    ).toBe(404);
    const musician = await userWithToken(h.app, { userType: 'musician' });
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: musician.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('lists and cancels only the creator own promotions', async () => {
    const campaign = await createCampaign(h.db);
    const me = await creatorIn(germany);
    const other = await creatorIn(germany);
    const mine = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: me.creator?.id ?? 0,
      status: 'pending',
    });
    const theirs = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: other.creator?.id ?? 0,
      status: 'pending',
    });
    const list = await h.app.inject({ url: `/api/creators/${me.creator?.id}/promotions`, headers: me.auth });
    expect(list.json().data.items.map((p: { id: number }) => p.id)).toEqual([mine.id]);
    expect(
      (await h.app.inject({ url: `/api/creators/${other.creator?.id}/promotions`, headers: me.auth })).statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/promotions/${theirs.id}`, headers: me.auth })).statusCode,
    ).toBe(404);
    const del = await h.app.inject({ method: 'DELETE', url: `/api/promotions/${mine.id}`, headers: me.auth });
    expect(del.json().message).toBe(MSG.promotionCanceled);
  });
});

describe('creator eligibility and ownership', () => {
  it('admits a creator exactly at the max level, not before the start, and never without TikTok', async () => {
    const atMax = await createCampaign(h.db, { territories: [8], title: 'At Max Level', maxLevelId: 3 });
    const me = await creatorIn(germany, 3);
    const feed = await h.app.inject({ url: '/api/campaigns?search_string=At%20Max', headers: me.auth });
    expect(feed.json().data.items.map((c: { id: number }) => c.id)).toEqual([atMax.id]);
    const above = await creatorIn(germany, 4);
    const hidden = await h.app.inject({ url: '/api/campaigns?search_string=At%20Max', headers: above.auth });
    expect(hidden.json().data._meta.total_items).toBe(0);
    expect((await h.app.inject({ url: `/api/campaigns/${atMax.id}`, headers: above.auth })).statusCode).toBe(404);

    const later = await createCampaign(h.db, { territories: [8] });
    await h.db
      .update(campaigns)
      .set({ startDate: new Date(Date.now() + 86_400_000) })
      .where(eq(campaigns.id, later.id));
    const early = await h.app.inject({ method: 'POST', url: `/api/campaigns/${later.id}/join`, headers: me.auth });
    expect(early.statusCode).toBe(404);
    // the campaign page says the same: readable, not joinable before its start
    const notYet = await h.app.inject({ url: `/api/campaigns/${later.id}`, headers: me.auth });
    expect(notYet.json().data.can_join).toBe(false);

    // a TikTok name without TikTok's authorisation (typed by an admin) is not a connection
    const noTiktok = await creatorIn(germany, 3, { tiktokAccessToken: null, tiktokRefreshToken: null });
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/campaigns/${atMax.id}/join`,
      headers: noTiktok.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Please connect your TikTok profile first.');

    const noCountry = await userWithToken(h.app, { creator: { levelId: 3, tiktokUsername: 'nowhere_user' } });
    const none = await h.app.inject({ url: '/api/campaigns?per_page=50', headers: noCountry.auth });
    expect(none.json().data.items).toEqual([]);
  });

  it('keeps a joined campaign readable after it ends, without a second join', async () => {
    const campaign = await createCampaign(h.db, { territories: [8] });
    const me = await creatorIn(germany);
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/campaigns/${campaign.id}/join`, headers: me.auth })).statusCode,
    ).toBe(201);
    await archiveCampaign(h.db, campaign.id);
    const page = await h.app.inject({ url: `/api/campaigns/${campaign.id}`, headers: me.auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id: campaign.id, archived: true, can_join: false });
    const stranger = await creatorIn(germany);
    expect((await h.app.inject({ url: `/api/campaigns/${campaign.id}`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('answers 404 for every creator path with another creator’s id, as for an id that does not exist, and 403 to musicians', async () => {
    const me = await creatorIn(germany);
    const other = await creatorIn(germany);
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const id = other.creator?.id ?? 0;
    const calls = [
      { method: 'GET' as const, url: `/api/creators/${id}/promotions` },
      { method: 'GET' as const, url: `/api/creators/${id}/balance` },
      { method: 'GET' as const, url: `/api/creators/${id}/bills` },
      { method: 'GET' as const, url: `/api/creators/${id}/transactions` },
      { method: 'GET' as const, url: `/api/creators/${id}/payment-settings` },
      {
        method: 'PUT' as const,
        url: `/api/creators/${id}/payment-settings`,
        payload: { ...PAYOUT, account_holder: 'Mallory', iban: 'DE89370400440532013000' },
      },
    ];
    for (const call of calls) {
      const res = await h.app.inject({ ...call, headers: me.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual({
        message: 'Creator not found.',
        code: 'NOT_FOUND',
        key: 'creatorNotFound',
        request_id: expect.any(String),
      });
      const missing = await h.app.inject({ ...call, url: call.url.replace(`/${id}/`, '/999999/'), headers: me.auth });
      // the same refusal as for an id that does not exist (each names its own request)
      expect({ ...missing.json(), request_id: null }).toEqual({ ...res.json(), request_id: null });
      expect((await h.app.inject({ ...call, headers: musician.auth })).statusCode).toBe(403);
      // the owner gets through
      expect((await h.app.inject({ ...call, headers: other.auth })).statusCode).toBe(200);
    }
    const settings = await h.app.inject({ url: `/api/creators/${id}/payment-settings`, headers: other.auth });
    expect(settings.json().data.account_holder).toBe('Mallory');
  });

  it('refuses to submit a video for another creator’s promotion or to cancel it', async () => {
    const campaign = await createCampaign(h.db, { territories: [8] });
    const owner = await creatorIn(germany);
    const me = await creatorIn(germany);
    const theirs = await createPromotion(h.db, {
      campaignId: campaign.id,
      creatorId: owner.creator?.id ?? 0,
      status: 'pending',
    });
    const submit = await h.app.inject({
      method: 'POST',
      url: `/api/promotions/${theirs.id}/submit-video-url`,
      headers: me.auth,
      payload: { video_url: 'https://www.tiktok.com/@x/video/7344444444444444444' },
    });
    expect(submit.statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/promotions/${theirs.id}`, headers: me.auth })).statusCode,
    ).toBe(404);
    const list = await h.app.inject({ url: `/api/creators/${owner.creator?.id}/promotions`, headers: owner.auth });
    expect(list.json().data.items[0]).toMatchObject({ id: theirs.id, status: 'pending', video_url: null });
  });
});

describe('creator credits', () => {
  it('serves own bills and their PDF, never another creator’s', async () => {
    const me = await creatorIn(germany);
    const other = await creatorIn(germany);
    const [bill] = await h.db
      .insert(bills)
      .values({ billNumber: 900_001, creatorId: me.creator?.id ?? 0, amountCents: 4_250 })
      .returning();
    const list = await h.app.inject({ url: `/api/creators/${me.creator?.id}/bills`, headers: me.auth });
    expect(list.json().data.items[0]).toMatchObject({ bill_number: 900_001, amount_eur: 42.5, status: 'open' });
    const pdf = await h.app.inject({ url: `/api/creators/${me.creator?.id}/bills/${bill?.id}/pdf`, headers: me.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      (await h.app.inject({ url: `/api/creators/${other.creator?.id}/bills/${bill?.id}/pdf`, headers: me.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ url: `/api/creators/${other.creator?.id}/bills/${bill?.id}/pdf`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    const balance = await h.app.inject({ url: `/api/creators/${me.creator?.id}/balance`, headers: me.auth });
    expect(balance.json().data).toEqual({ unbilled_eur: 0, billed_open_eur: 0, paid_eur: 0 });
  });

  it('validates the IBAN checksum and becomes payable once payout details are complete', async () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    const me = await creatorIn(germany);
    const url = `/api/creators/${me.creator?.id}/payment-settings`;
    const bad = await h.app.inject({
      method: 'PUT',
      url,
      headers: me.auth,
      payload: { ...PAYOUT, iban: 'DE89370400440532013001' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid IBAN');
    const ok = await h.app.inject({
      method: 'PUT',
      url,
      headers: me.auth,
      payload: { ...PAYOUT, iban: 'de89 3704 0044 0532 0130 00' },
    });
    expect(ok.json().data.is_payable).toBe(true);
    expect((await h.app.inject({ url, headers: me.auth })).json().data.iban).toBe('DE89370400440532013000');
    const mass = await h.app.inject({
      method: 'PUT',
      url,
      headers: me.auth,
      payload: { ...PAYOUT, iban: 'DE89370400440532013000', is_payable: true },
    });
    expect(mass.statusCode).toBe(400);
  });
});
