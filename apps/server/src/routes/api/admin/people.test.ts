import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, countries, creators } from '../../../db/schema';
import { balance, billed, earned, post as postLedger } from '../../../modules/ledger/ledger';
import {
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
import { createHarness, type Harness } from '../../../test/harness';

let h: Harness;
let admin: { authorization: string };
let germany: number;
beforeAll(async () => {
  h = await createHarness();
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  germany = (await h.db.select().from(countries).where(eq(countries.iso2, 'DE')))[0]?.id ?? 0;
});
afterAll(async () => {
  await h?.close();
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
    const blocked = await call('GET', `/api/admin/users?search_string=${tag}&status=blocked`);
    expect(blocked.json().data.items.map((u: { email: string }) => u.email)).toEqual([`${tag}-blocked@example.test`]);
    const incomplete = await call('GET', `/api/admin/users?search_string=${tag}&status=incomplete`);
    expect(incomplete.json().data.items[0].creator.derived_status).toBe('incomplete');
    const byName = await call('GET', `/api/admin/users?search_string=${tag}_3`);
    expect(byName.json().data._meta.total_items).toBe(1);
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

  it('refuses non-admins on every admin people route', async () => {
    const creator = await userWithToken(h.app);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/musicians'],
      ['GET', '/api/admin/bills'],
      ['PUT', '/api/admin/creators/1/status'],
    ] as const) {
      expect(
        (await call(method, url, method === 'PUT' ? { status: 'blocked' } : undefined, creator.auth)).statusCode,
      ).toBe(403);
    }
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
    const { creator } = await createUser(h.db, { lastName: 'Invoiced', creator: { tiktokUsername: 'invoiced_one' } });
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
    expect(await balance(h.db, 'creator_billed', cid)).toBe(2_000);
  });
});
