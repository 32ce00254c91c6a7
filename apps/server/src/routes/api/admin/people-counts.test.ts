// The people list's count without a search comes from the counts kept per status, completeness, level and country
// (creator_counts, migration 0023): after every change that moves a creator between them, or in and out of the list,
// each filter's total equals the listed creators counted one by one, and a repair sums the same rows.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/client';
import { countries, creators, users } from '../../../db/schema';
import { createUser, type UserOverrides, userWithToken } from '../../../test/factories';
import { useHarness } from '../../../test/harness';

const h = useHarness();
let admin: { authorization: string };
let germany: number;
let france: number;
beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  const country = async (iso2: string) =>
    (await h.db.select().from(countries).where(eq(countries.iso2, iso2)))[0]?.id ?? 0;
  [germany, france] = [await country('DE'), await country('FR')];
});

const FILTERS = [
  '',
  'status=active',
  'status=blocked',
  'status=incomplete',
  'level_id=3',
  'level_id=4',
  'country_name=Germany',
  'country_name=France',
  'status=active&level_id=3&country_name=Germany',
  'status=incomplete&country_name=France',
  'country_name=Atlantis',
];

/** The list's creators counted one by one, as the list's own filter reads them (every listed creator, each filter). */
async function counted(filter: string) {
  const q = new URLSearchParams(filter);
  const status = q.get('status');
  const level = q.get('level_id');
  const country = q.get('country_name');
  const [row] = await rawRows<{ n: number }>(
    h.db,
    sql`select count(*)::int as n from creators cr join users u on u.id = cr.user_id
        left join countries co on co.id = cr.country_id
        where u.deleted_at is null and u.user_type = 'creator' and not u.is_admin
          and (${status}::text is null
            or (${status} = 'blocked' and cr.status = 'blocked')
            or (${status} = 'active' and cr.status = 'active' and cr.tiktok_username is not null
                and cr.country_id is not null)
            or (${status} = 'incomplete' and cr.status = 'active'
                and (cr.tiktok_username is null or cr.country_id is null)))
          and (${level}::int is null or cr.level_id = ${level}::int)
          and (${country}::text is null or co.name = ${country})`,
  );
  return row?.n;
}

async function totals() {
  const out: Record<string, [number | undefined, number | undefined]> = {};
  for (const f of FILTERS) {
    const res = await h.app.inject({ url: `/api/admin/users?${f}&per_page=1`, headers: admin });
    expect(res.statusCode).toBe(200);
    out[f] = [res.json().data._meta.total_items, await counted(f)];
  }
  return out;
}

const expectKeptEqualsCounted = async () => {
  for (const [filter, [listed, byOne]] of Object.entries(await totals())) {
    expect({ filter, total: listed }).toEqual({ filter, total: byOne });
  }
};

describe('the people list count without a search', () => {
  it('follows every change that moves a creator, and a repair sums the same', async () => {
    const make = (creator: UserOverrides['creator']) => createUser(h.db, { creator });
    const a = (await make({ levelId: 3, countryId: germany, tiktokUsername: `cnt_a_${Date.now()}` })).creator;
    const b = (await make({ levelId: 3, countryId: germany, tiktokUsername: `cnt_b_${Date.now()}` })).creator;
    const c = (await make({ levelId: 4, countryId: france })).creator;
    const d = await make({ levelId: 3 });
    const e = await make({ levelId: 4, countryId: france, tiktokUsername: `cnt_e_${Date.now()}` });
    if (!a || !b || !c || !d.creator || !e.creator) throw new Error('no creators');
    await expectKeptEqualsCounted();
    const before = await totals();
    expect(before['status=active&level_id=3&country_name=Germany']?.[0]).toBeGreaterThanOrEqual(2);

    // blocked, moved to another country and level, TikTok linked and unlinked
    await h.db.update(creators).set({ status: 'blocked' }).where(eq(creators.id, a.id));
    await h.db.update(creators).set({ countryId: france, levelId: 4 }).where(eq(creators.id, b.id));
    await h.db
      .update(creators)
      .set({ tiktokUsername: `cnt_c_${Date.now()}` })
      .where(eq(creators.id, c.id));
    await h.db.update(creators).set({ countryId: null }).where(eq(creators.id, e.creator.id));
    await expectKeptEqualsCounted();
    const after = await totals();
    expect(after['status=blocked']?.[0]).toBe((before['status=blocked']?.[0] ?? 0) + 1);
    expect(after['status=active&level_id=3&country_name=Germany']?.[0]).toBe(
      (before['status=active&level_id=3&country_name=Germany']?.[0] ?? 0) - 2,
    );

    // out of the list: a deleted user, a user made admin; a creator removed; back in: the deletion undone
    await h.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, d.user.id));
    await h.db.update(users).set({ isAdmin: true }).where(eq(users.id, e.user.id));
    await h.db.delete(creators).where(eq(creators.id, c.id));
    await expectKeptEqualsCounted();
    expect((await totals())['']?.[0]).toBe((before['']?.[0] ?? 0) - 3);
    await h.db.update(users).set({ deletedAt: null }).where(eq(users.id, d.user.id));
    await expectKeptEqualsCounted();

    // the repair function sums the same rows from creator_search
    const kept = sql`select status, complete, level_id, country_id, n from creator_counts where n <> 0
                     order by status, complete, level_id, country_id`;
    const rows = await rawRows(h.db, kept);
    await h.db.execute(sql`select refresh_creator_counts()`);
    expect(await rawRows(h.db, kept)).toEqual(rows);
  });
});
