import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../cli/seed-demo';
import { bills, countries, creators, ledgerEntries } from '../../../db/schema';
import {
  balance,
  billed,
  budget,
  earned,
  post as postLedger,
  unbalancedTransactions,
} from '../../../modules/ledger/ledger';
import {
  COMPLETE_PAYMENT_SETTINGS,
  connectedTikTok,
  createCampaign,
  createPromotion,
  createUser,
  lastMailTo,
  linkToken,
  PASSWORD,
  signIn,
  uniqueEmail,
  userWithToken,
} from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
let germany: number;
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  germany = (await h.db.select().from(countries).where(eq(countries.iso2, 'DE')))[0]?.id ?? 0;
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  h.app.inject({ method, url, headers, ...(payload ? { payload: payload as object } : {}) });

describe('admin creators', () => {
  it('filters by status, level, country and search in SQL, with correct paging', async () => {
    const tag = `flt${Date.now().toString(36)}`;
    for (let i = 0; i < 7; i++) {
      await createUser(h.db, {
        email: `${tag}-${i}@example.test`,
        creator: { levelId: 3, countryId: germany, tiktokUsername: `${tag}_${i}` },
      });
    }
    await createUser(h.db, {
      email: `${tag}-blocked@example.test`,
      creator: { status: 'blocked', levelId: 3, countryId: germany, tiktokUsername: `${tag}_b` },
    });
    await createUser(h.db, { email: `${tag}-incomplete@example.test`, creator: { levelId: 3 } });
    const page2 = await call(
      'GET',
      `/api/admin/users?search_string=${tag}&status=active&level_id=3&country_name=Germany&per_page=5&page=2`,
    );
    expect(page2.statusCode).toBe(200);
    expect(page2.json().data._meta.total_items).toBe(7);
    expect(page2.json().data.items).toHaveLength(2);
    // a page past the end has no card but still the count of matches
    const past = await call('GET', `/api/admin/users?search_string=${tag}&status=active&per_page=5&page=3`);
    expect(past.json().data).toEqual({ items: [], _meta: { total_items: 7 } });
    const blocked = await call('GET', `/api/admin/users?search_string=${tag}&status=blocked`);
    expect(blocked.json().data.items.map((u: { email: string }) => u.email)).toEqual([`${tag}-blocked@example.test`]);
    const incomplete = await call('GET', `/api/admin/users?search_string=${tag}&status=incomplete`);
    expect(incomplete.json().data.items[0].creator.derived_status).toBe('incomplete');
    const byName = await call('GET', `/api/admin/users?search_string=${tag}_3`);
    expect(byName.json().data._meta.total_items).toBe(1);
  });

  it('a search follows every change of the name, email and TikTok name it matches, and shows only listed creators', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const found = async (term: string) =>
      (
        (await call('GET', `/api/admin/users?search_string=${encodeURIComponent(term)}`)).json().data.items as {
          email: string;
        }[]
      ).map((u) => u.email);
    const me = await userWithToken(h.app, { email: `${tag}-one@example.test`, firstName: 'Ada', lastName: `L${tag}` });
    const other = await createUser(h.db, {
      email: `${tag}-two@example.test`,
      creator: { tiktokUsername: `${tag}_tk`, countryId: germany },
    });
    // an admin carries a creator row too but is not in the creators' list, whichever column matches
    await createUser(h.db, { email: `${tag}-admin@example.test`, isAdmin: true, firstName: `L${tag}` });
    expect(await found(tag)).toEqual([`${tag}-two@example.test`, `${tag}-one@example.test`]);
    // in any case, and never across two fields: the end of a TikTok name and the start of an email are no match
    expect(await found(tag.toUpperCase())).toEqual([`${tag}-two@example.test`, `${tag}-one@example.test`]);
    expect(await found(`ada l${tag}`)).toEqual([`${tag}-one@example.test`]);
    expect(await found(`${tag}_TK`)).toEqual([`${tag}-two@example.test`]);
    expect(await found(`${tag}_tk${tag}`)).toEqual([]);

    // the creator renames themself: the new name is found, the old one no longer
    const renamed = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: me.auth,
      payload: { first_name: 'Grace', last_name: `H${tag}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found(`Grace H${tag}`)).toEqual([`${tag}-one@example.test`]);
    expect(await found(`L${tag}`)).toEqual([]);

    // the admin changes the other's TikTok name
    const otherId = other.creator?.id ?? 0;
    const edit = { tiktok_username: `${tag}_new`, level_type: 'normal', level_id: 2, country_id: germany };
    expect((await call('PUT', `/api/admin/creators/${otherId}`, edit)).json().message).toBe(MSG.creatorEdited);
    expect(await found(`${tag}_new`)).toEqual([`${tag}-two@example.test`]);
    expect(await found(`${tag}_tk`)).toEqual([]);

    // a search combined with a filter reads the same matches
    const blocked = await call('PUT', `/api/admin/creators/${otherId}/status`, { status: 'blocked' });
    expect(blocked.statusCode).toBe(200);
    const onlyBlocked = await call('GET', `/api/admin/users?search_string=${tag}&status=blocked`);
    expect(onlyBlocked.json().data.items.map((u: { email: string }) => u.email)).toEqual([`${tag}-two@example.test`]);

    // a deleted person leaves the list, by any column
    expect((await call('DELETE', `/api/admin/users/${other.user.id}`)).statusCode).toBe(200);
    expect(await found(`${tag}_new`)).toEqual([]);
    expect(await found(tag)).toEqual([`${tag}-one@example.test`]);
  });

  it('edits the deal, blocks and unblocks, toggles notifications, verifies and deletes', async () => {
    const { user, creator } = await createUser(h.db, { emailVerified: false, creator: { countryId: germany } });
    const id = creator?.id ?? 0;
    const edit = await call('PUT', `/api/admin/creators/${id}`, {
      user_id: user.id,
      tiktok_username: 'deal_maker',
      tiktok_followers: 5000,
      level_type: 'linear',
      level_id: 4,
      per_1k_views_amount_eur: 3.5,
      max_amount_eur: 80,
      country_id: germany,
    });
    expect(edit.json().message).toBe(MSG.creatorEdited);
    const [row] = await h.db.select().from(creators).where(eq(creators.id, id));
    expect(row).toMatchObject({ levelType: 'linear', per1kCents: 350, maxCents: 8_000, tiktokUsername: 'deal_maker' });
    expect((await call('PUT', `/api/admin/creators/${id}`, { level_type: 'normal', level_id: 2 })).json().message).toBe(
      'Please choose a country',
    );
    expect(
      (await call('PUT', `/api/admin/creators/${id}`, { level_type: 'linear', level_id: 2, country_id: germany }))
        .statusCode,
    ).toBe(400);

    expect((await call('PUT', `/api/admin/creators/${id}/status`, { status: 'blocked' })).json().message).toBe(
      MSG.creatorStatusUpdated,
    );
    expect((await call('PUT', `/api/admin/creators/${id}/status`, { status: 'active' })).json().status).toBe('active');
    expect((await call('PUT', `/api/admin/users/${user.id}`, { is_notification_enabled: false })).json().message).toBe(
      MSG.userEdited,
    );
    expect((await call('POST', `/api/admin/users/${user.id}/verify`)).statusCode).toBe(200);
    expect(await signIn(h.app, user.email)).toBeTruthy();
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).json().message).toBe(MSG.userDeleted);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.json().message).toBe(MSG.accountDisabled);
  });

  it('lists a creator’s videos, 20 a page, with deletion only for pending or submitted', async () => {
    const { creator } = await createUser(h.db);
    for (const status of ['pending', 'submitted', 'succeeded'] as const) {
      const c = await createCampaign(h.db);
      await createPromotion(h.db, { campaignId: c.id, creatorId: creator?.id ?? 0, status });
    }
    const res = await call('GET', `/api/admin/creators/${creator?.id}/promotions?per_page=20`);
    const items = res.json().data.items as { status: string; can_delete: boolean }[];
    expect(items).toHaveLength(3);
    expect(Object.fromEntries(items.map((i) => [i.status, i.can_delete]))).toEqual({
      pending: true,
      submitted: true,
      succeeded: false,
    });
  });

  it('refuses non-admins on every admin people route, and visitors without a session', async () => {
    const creator = await userWithToken(h.app);
    const musician = await userWithToken(h.app, { userType: 'musician' });
    const routes = [
      ['GET', '/api/admin/users', undefined],
      ['PUT', '/api/admin/users/1', { is_notification_enabled: false }],
      ['POST', '/api/admin/users/1/verify', undefined],
      ['DELETE', '/api/admin/users/1', undefined],
      ['GET', '/api/admin/creators/1/promotions', undefined],
      ['PUT', '/api/admin/creators/1', { level_type: 'normal', level_id: 2, country_id: germany }],
      ['PUT', '/api/admin/creators/1/status', { status: 'blocked' }],
      ['GET', '/api/admin/musicians', undefined],
      ['POST', '/api/admin/musicians', { email: uniqueEmail('nope'), stage_name: 'Nope' }],
      ['GET', '/api/admin/bills', undefined],
      ['GET', '/api/admin/bills/1/pdf', undefined],
      ['POST', '/api/admin/bills/1/pay', undefined],
      ['GET', '/api/schedule/get_scheduled_tasks?man_verification=true', undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      for (const who of [creator.auth, musician.auth]) {
        const res = await call(method, url, body, who);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const visitor = await h.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(visitor.statusCode, `${method} ${url} without a session`).toBe(401);
    }
  });

  it('pages a creator’s videos 20 at a time', async () => {
    const { creator } = await createUser(h.db, { creator: { tiktokUsername: 'many_videos' } });
    const made: number[] = [];
    for (let i = 0; i < 21; i++) {
      const c = await createCampaign(h.db);
      made.push((await createPromotion(h.db, { campaignId: c.id, creatorId: creator?.id ?? 0, status: 'pending' })).id);
    }
    const first = (await call('GET', `/api/admin/creators/${creator?.id}/promotions?per_page=20&page=1`)).json().data;
    const second = (await call('GET', `/api/admin/creators/${creator?.id}/promotions?per_page=20&page=2`)).json().data;
    expect(first._meta.total_items).toBe(21);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(1);
    const ids = [...first.items, ...second.items].map((p: { id: number }) => p.id);
    expect(ids.sort((a, b) => a - b)).toEqual(made.sort((a, b) => a - b));
  });

  it('a blocked creator can neither join a campaign nor submit a video, until unblocked', async () => {
    const me = await userWithToken(h.app, {
      creator: { countryId: germany, levelId: 3, ...connectedTikTok('soon_blocked') },
    });
    const id = me.creator?.id ?? 0;
    const joined = await createCampaign(h.db);
    const pending = await createPromotion(h.db, { campaignId: joined.id, creatorId: id, status: 'pending' });
    const other = await createCampaign(h.db);
    expect((await call('PUT', `/api/admin/creators/${id}/status`, { status: 'blocked' })).statusCode).toBe(200);
    const join = () => call('POST', `/api/campaigns/${other.id}/join`, undefined, me.auth);
    const submit = () =>
      call(
        'POST',
        `/api/promotions/${pending.id}/submit-video-url`,
        { video_url: 'https://www.tiktok.com/@soon_blocked/video/7300000000000000099' },
        me.auth,
      );
    expect((await join()).statusCode).toBe(403);
    const refused = await submit();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is blocked. Please contact support.');
    // blocking does not stop sign-in
    expect(await signIn(h.app, me.user.email)).toBeTruthy();
    expect((await call('PUT', `/api/admin/creators/${id}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await join()).statusCode).toBe(201);
  });

  it('soft-deletes a user: the account is disabled and hidden, its bills and ledger stay intact', async () => {
    const me = await userWithToken(h.app, {
      lastName: 'Leaving',
      creator: {
        countryId: germany,
        tiktokUsername: 'leaving_soon',
        payoutAccountHolder: 'Leaving Soon',
        ...COMPLETE_PAYMENT_SETTINGS,
      },
    });
    const cid = me.creator?.id ?? 0;
    const campaign = await createCampaign(h.db, { budgetCents: 50_000 });
    await h.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'settlement',
        campaignId: campaign.id,
        creatorId: cid,
        legs: [budget(campaign.id, -2_500), earned(cid, 2_500)],
      }),
    );
    const [bill] = await h.db
      .insert(bills)
      .values({ billNumber: 700_001, creatorId: cid, amountCents: 2_000 })
      .returning();
    await h.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'bill',
        creatorId: cid,
        billId: bill?.id,
        legs: [earned(cid, -2_000), billed(cid, 2_000)],
      }),
    );
    const before = await h.db.select().from(ledgerEntries);

    expect((await call('DELETE', `/api/admin/users/${me.user.id}`)).json().message).toBe(MSG.userDeleted);
    // the session ends at once, a new sign-in is refused, and the user no longer shows in the list
    expect((await h.app.inject({ url: '/api/users/me', headers: me.auth })).statusCode).toBe(401);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(login.json().message).toBe(MSG.accountDisabled);
    const listed = await call('GET', `/api/admin/users?search_string=${encodeURIComponent(me.user.email)}`);
    expect(listed.json().data._meta.total_items).toBe(0);
    expect((await call('DELETE', `/api/admin/users/${me.user.id}`)).statusCode).toBe(404);

    // money records are untouched: the ledger, the balances, the bill in the admin list and its PDF
    expect(await h.db.select().from(ledgerEntries)).toEqual(before);
    expect(await balance(h.db, { account: 'creator_earned', refId: cid })).toBe(500);
    expect(await balance(h.db, { account: 'creator_billed', refId: cid })).toBe(2_000);
    const all = (await call('GET', '/api/admin/bills?per_page=all')).json().data.items as {
      id: number;
      user: { last_name: string };
      creator: { tiktok_username: string };
    }[];
    expect(all.find((b) => b.id === bill?.id)).toMatchObject({
      user: { last_name: 'Leaving' },
      creator: { tiktok_username: 'leaving_soon' },
    });
    expect((await call('GET', `/api/admin/bills/${bill?.id}/pdf`)).headers['content-type']).toBe('application/pdf');
    expect((await call('POST', `/api/admin/bills/${bill?.id}/pay`)).json().data.status).toBe('paid');
    expect(await balance(h.db, { account: 'creator_billed', refId: cid })).toBe(0);
    expect(await unbalancedTransactions(h.db)).toBe(0);
  });

  it('refuses an admin deleting their own account', async () => {
    const me = await userWithToken(h.app, { isAdmin: true });
    const res = await call('DELETE', `/api/admin/users/${me.user.id}`, undefined, me.auth);
    expect(res.statusCode).toBe(409);
    expect(await signIn(h.app, me.user.email)).toBeTruthy();
  });
});

describe('admin musicians and invoices', () => {
  it('creates a musician who receives an invitation to choose a password', async () => {
    const email = uniqueEmail('musician');
    const res = await call('POST', '/api/admin/musicians', { email, stage_name: 'Luna Sky' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.musicianCreated);
    expect((await call('POST', '/api/admin/musicians', { email, stage_name: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/musicians', { email: 'bad', stage_name: 'X' })).statusCode).toBe(400);
    const mail = await lastMailTo(h.db, email);
    expect(mail?.subject).toBe('You have been invited to Hookline');
    const token = linkToken(mail?.text ?? '', 'token');
    const set = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'musician-pass-1' },
    });
    expect(set.json().message).toBe(MSG.passwordSet);
    const tokenAfter = await signIn(h.app, email, 'musician-pass-1');
    const me = await h.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${tokenAfter}` },
      payload: { email },
    });
    expect(me.json()).toMatchObject({ user_type: 'musician', musician: { stage_name: 'Luna Sky' } });
    const list = await call('GET', '/api/admin/musicians?per_page=70');
    expect(list.json().data.items.map((m: { email: string }) => m.email)).toContain(email);
    expect(list.json()._meta.total_items).toBe(list.json().data._meta.total_items);
  });

  it('pages invoices, downloads a PDF and marks a bill paid through the ledger', async () => {
    const { creator } = await createUser(h.db, {
      lastName: 'Invoiced',
      creator: {
        tiktokUsername: 'invoiced_one',
        payoutAccountHolder: 'In Voiced',
        ...COMPLETE_PAYMENT_SETTINGS,
      },
    });
    const cid = creator?.id ?? 0;
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [b] = await h.db
        .insert(bills)
        .values({ billNumber: 800_000 + i, creatorId: cid, amountCents: 1_000 })
        .returning();
      await h.db.transaction((tx) =>
        postLedger(tx, {
          kind: 'bill',
          creatorId: cid,
          billId: b?.id,
          legs: [earned(cid, -1_000), billed(cid, 1_000)],
        }),
      );
      made.push(b?.id ?? 0);
    }
    const page = await call('GET', '/api/admin/bills?per_page=2&page=1');
    expect(page.json().data.items).toHaveLength(2);
    expect(page.json().data.items[0]).toMatchObject({
      amount_eur: 10,
      user: { last_name: 'Invoiced' },
      creator: { tiktok_username: 'invoiced_one' },
    });
    expect((await call('GET', '/api/admin/bills?per_page=all')).json().data.items.length).toBeGreaterThanOrEqual(3);
    const pdf = await call('GET', `/api/admin/bills/${made[0]}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const paid = await call('POST', `/api/admin/bills/${made[0]}/pay`);
    expect(paid.json().data.status).toBe('paid');
    expect((await call('POST', `/api/admin/bills/${made[0]}/pay`)).statusCode).toBe(409);
    expect(await balance(h.db, { account: 'creator_billed', refId: cid })).toBe(2_000);
  });
});

describe('on the seeded demo database', () => {
  const seeded = useHarness();
  let adminAuth: { authorization: string };
  const get = async (url: string) => {
    const res = await seeded.app.inject({ method: 'GET', url, headers: adminAuth });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    await seedDemo(seeded.db);
    adminAuth = { authorization: `Bearer ${await signIn(seeded.app, 'admin@demo.hookline.test', 'hookline-demo-1')}` };
  });

  type Listed = {
    id: number;
    email: string;
    creator: { derived_status: string; level_id: number; country: { name: string } | null };
  };

  it('filters creators by status, level, country and search, and every page of a filtered list is right', async () => {
    const all = (await get('/api/admin/users?status=active&country_name=Germany&per_page=100')).data;
    expect(all._meta.total_items).toBe(13); // creator@, demo_creator_1..6, past_biller_1..6
    const pages: Listed[][] = [];
    for (const page of [1, 2, 3]) {
      const data = (await get(`/api/admin/users?status=active&country_name=Germany&per_page=5&page=${page}`)).data;
      expect(data._meta.total_items).toBe(13);
      pages.push(data.items);
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 3]);
    expect(pages.flat().map((u) => u.id)).toEqual(all.items.map((u: Listed) => u.id));
    for (const u of pages.flat())
      expect(u.creator).toMatchObject({ derived_status: 'active', country: { name: 'Germany' } });

    const levelTwo = (await get('/api/admin/users?search_string=demo_creator&level_id=2')).data;
    expect(levelTwo.items.map((u: Listed) => u.email).sort()).toEqual([
      'creator1@demo.hookline.test',
      'creator6@demo.hookline.test',
    ]);
    const secondPage = (await get('/api/admin/users?search_string=demo_creator&per_page=5&page=2')).data;
    expect(secondPage._meta.total_items).toBe(6);
    expect(secondPage.items).toHaveLength(1);
    const incomplete = (await get('/api/admin/users?status=incomplete&per_page=100')).data.items as Listed[];
    expect(incomplete.map((u) => u.email)).toContain('newcreator@demo.hookline.test');
    expect(incomplete.every((u) => u.creator.derived_status === 'incomplete')).toBe(true);
    expect((await get('/api/admin/users?status=blocked')).data._meta.total_items).toBe(0);
    expect((await get('/api/admin/users?search_string=Biller%203')).data.items.map((u: Listed) => u.email)).toEqual([
      'billed3@demo.hookline.test',
    ]);
  });

  it('pages invoices 25, 50 or all at a time, newest bill first', async () => {
    const all = (await get('/api/admin/bills?per_page=all')).data;
    expect(all._meta.total_items).toBe(31);
    // bill numbers restart each year (modules/bills/numbering.ts): newest first means by issue date
    const dates = all.items.map((b: { created_at: string }) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = (await get('/api/admin/bills?per_page=25&page=1')).data.items;
    const second = (await get('/api/admin/bills?per_page=25&page=2')).data.items;
    expect([first.length, second.length]).toEqual([25, 6]);
    expect([...first, ...second]).toEqual(all.items);
    expect((await get('/api/admin/bills?per_page=50')).data.items).toEqual(all.items);
    expect((await get('/api/admin/bills')).data.items).toHaveLength(25);
  });

  it('pages musicians 20 at a time, by stage name', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await seeded.app.inject({
        method: 'POST',
        url: '/api/admin/musicians',
        headers: adminAuth,
        payload: { email: uniqueEmail('paged-musician'), stage_name: `Paged ${String(i).padStart(2, '0')}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const first = (await get('/api/admin/musicians?per_page=20&page=1')).data;
    const second = (await get('/api/admin/musicians?per_page=20&page=2')).data;
    expect(first._meta.total_items).toBe(21);
    expect(first.items).toHaveLength(20);
    expect(second.items.map((m: { stage_name: string }) => m.stage_name)).toEqual(['Paged 19']);
    expect(first.items[0].stage_name).toBe('Mia Melody');
  });
});
