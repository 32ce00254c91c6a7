// Each filter of the creators and musicians lists is declared once (CREATOR_FILTERS, db/list-filters.ts): the page and its total both
// follow it, whether the total is summed from the kept counts (a filter alone) or counted with the page (beside a
// search). A new filter is run here as soon as it is declared: `SAMPLES` asks for a value of every declared one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema';
import { createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { CREATOR_FILTERS, type CreatorFilter, MUSICIAN_FILTERS, type MusicianFilter } from './people';

const h = useHarness();
const TAG = `lf${Date.now().toString(36)}`;

type Made = {
  id: number;
  state: 'active' | 'blocked' | 'incomplete';
  level: number;
  country: 'DE' | 'FR';
  tag: boolean;
};

/** A value of each declared filter and which of the made creators it keeps. */
const SAMPLES: { [K in keyof CreatorFilter]-?: { value: string; keeps: (c: Made) => boolean } } = {
  status: { value: 'incomplete', keeps: (c) => c.state === 'incomplete' },
  level_id: { value: '4', keeps: (c) => c.level === 4 },
  country_name: { value: 'France', keeps: (c) => c.country === 'FR' },
  search_string: { value: TAG, keeps: (c) => c.tag },
};

let admin: { authorization: string };
const made: Made[] = [];

beforeAll(async () => {
  admin = (await userWithToken(h.app, { isAdmin: true })).auth;
  const country = async (iso2: string) =>
    (await h.db.select().from(countries).where(eq(countries.iso2, iso2)))[0]?.id ?? 0;
  const ids = { DE: await country('DE'), FR: await country('FR') };
  const specs: Omit<Made, 'id'>[] = [
    { state: 'active', level: 3, country: 'DE', tag: true },
    { state: 'active', level: 4, country: 'FR', tag: true },
    { state: 'blocked', level: 4, country: 'DE', tag: true },
    { state: 'incomplete', level: 3, country: 'FR', tag: true },
    { state: 'incomplete', level: 4, country: 'FR', tag: false },
    { state: 'active', level: 4, country: 'FR', tag: false },
  ];
  for (const [i, s] of specs.entries()) {
    const { creator } = await createUser(h.db, {
      firstName: s.tag ? TAG : 'Other',
      creator: {
        levelId: s.level,
        countryId: ids[s.country],
        status: s.state === 'blocked' ? 'blocked' : 'active',
        tiktokUsername: s.state === 'incomplete' ? null : `creator_${i}_${Date.now().toString(36)}`,
      },
    });
    made.push({ ...s, id: creator?.id ?? 0 });
  }
});

/** The list's first page of two and its total, for the query. */
async function list(query: Record<string, string>) {
  const res = await h.app.inject({
    url: `/api/admin/users?${new URLSearchParams({ ...query, per_page: '2' })}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { items: { creator: { id: number } }[]; _meta: { total_items: number } };
  return { ids: data.items.map((c) => c.creator.id), total: data._meta.total_items };
}

/** The made creators, newest first as the list orders them. */
const expected = (keeps: (c: Made) => boolean) =>
  made
    .filter(keeps)
    .map((c) => c.id)
    .reverse();

describe('a creators list filter declared once', () => {
  it('narrows the page and the total alike, alone and beside a search', async () => {
    expect((await list({})).total).toBe(made.length);
    for (const name of Object.keys(CREATOR_FILTERS) as (keyof CreatorFilter)[]) {
      const { value, keeps } = SAMPLES[name];
      const alone = expected(keeps);
      // the sample keeps some of the creators and leaves out others
      expect(alone.length, name).toBeGreaterThan(0);
      expect(alone.length, name).toBeLessThan(made.length);
      expect(await list({ [name]: value }), name).toEqual({ ids: alone.slice(0, 2), total: alone.length });
      if (name === 'search_string') continue;
      const searched = expected((c) => keeps(c) && SAMPLES.search_string.keeps(c));
      expect(await list({ [name]: value, search_string: TAG }), `${name} with a search`).toEqual({
        ids: searched.slice(0, 2),
        total: searched.length,
      });
    }
  });
});

/** A value of each declared filter of the musicians list and which of the made musicians it keeps. */
const MUSICIAN_SAMPLES: { [K in keyof MusicianFilter]-?: { value: string; keeps: (m: { tag: boolean }) => boolean } } =
  {
    search_string: { value: TAG, keeps: (m) => m.tag },
  };

describe('a musicians list filter declared once', () => {
  it('narrows the page and the total alike', async () => {
    // stage names sort the list: the tagged ones first among those made here
    const specs = [
      { stageName: `${TAG} A`, tag: true },
      { stageName: `${TAG} B`, tag: true },
      { stageName: `${TAG} C`, tag: true },
      { stageName: `Zz other ${TAG.slice(0, 3)}`, tag: false },
    ];
    const ids: { id: number; tag: boolean }[] = [];
    for (const s of specs) {
      const { musician } = await createUser(h.db, { userType: 'musician', stageName: s.stageName });
      ids.push({ id: musician?.id ?? 0, tag: s.tag });
    }
    for (const name of Object.keys(MUSICIAN_FILTERS) as (keyof MusicianFilter)[]) {
      const { value, keeps } = MUSICIAN_SAMPLES[name];
      const kept = ids.filter(keeps).map((m) => m.id);
      const res = await h.app.inject({
        url: `/api/admin/musicians?${new URLSearchParams({ [name]: value, per_page: '2' })}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { items: { id: number }[]; _meta: { total_items: number } };
      expect({ ids: data.items.map((m) => m.id), total: data._meta.total_items }, name).toEqual({
        ids: kept.slice(0, 2),
        total: kept.length,
      });
    }
  });
});
