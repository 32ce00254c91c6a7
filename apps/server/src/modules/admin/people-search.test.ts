// The people search asks the trigram index for a term's stretch without common trigrams and checks every candidate
// for the whole term: the same people as a plain LIKE, found without reading the posting lists most people share.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/client';
import { createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { containsPattern, haystackContains, readCommonTrigrams, searchProbe, trigramsOf } from './people-search';

const h = useHarness();
const TAG = `ps${Date.now().toString(36)}`;
let admin: { authorization: string };
let commonBefore: Set<string>;

describe('the probe of a search term', () => {
  it("is the term's longest stretch without a common trigram, as the term writes it", () => {
    const creator = new Set(['cre', 'rea', 'eat', 'ato', 'tor', 'or1']);
    expect(searchProbe('creator12345', creator)).toBe('r12345');
    expect(searchProbe('Creator12345', creator)).toBe('r12345');
    const mail = new Set(['gma', 'mai', 'ail', 'com', 'mar', 'ari', 'ria']);
    expect(searchProbe('Maria.Gonzalez@gmail.com', mail)).toBe('Gonzalez');
  });

  it('is none when no trigram is common, when every one is, or when the term is too short', () => {
    expect(searchProbe('creator12345', new Set())).toBeNull();
    expect(searchProbe('gmail', new Set(['gma', 'mai', 'ail']))).toBeNull();
    expect(searchProbe('ab', new Set(['ab']))).toBeNull();
    expect(searchProbe('xgmail', new Set(['gma', 'mai', 'ail']))).toBe('xgm');
  });

  it('reads trigrams of ASCII letters and digits, lower-cased, once', () => {
    expect([...trigramsOf('Ab1c@ée-XYZx')].sort()).toEqual(['ab1', 'b1c', 'xyz', 'yzx']);
  });
});

describe('a search with common trigrams', () => {
  beforeAll(async () => {
    admin = (await userWithToken(h.app, { isAdmin: true })).auth;
    commonBefore = await readCommonTrigrams(h.db);
    // sixty people whose emails share the tag and 'member': those trigrams are common; 'er1' (11 of them) is not
    for (let i = 1; i <= 60; i++) await createUser(h.db, { email: `${TAG}member${i}@probe.test`, firstName: 'Pooled' });
    // holds the probe of the term below ('er12') but not the term
    await createUser(h.db, { email: `decoy-${TAG}@elsewhere.test`, firstName: 'Ber12' });
  });

  const term = `${TAG}member12`;
  const ids = async (where: ReturnType<typeof sql>) =>
    (await rawRows<{ email: string }>(h.db, sql`select s.email from creator_search s where ${where} order by 1`)).map(
      (r) => r.email,
    );

  it('finds the same people as the whole term, through a narrower question to the index', async () => {
    const common = await readCommonTrigrams(h.db);
    expect(common.has('mem')).toBe(true);
    expect(common.has('er1')).toBe(false);
    expect(searchProbe(term, common)).toBe('er12');
    // the probe alone lets the decoy through; the whole term, checked on every candidate, does not
    expect(await ids(sql`s.haystack like ${containsPattern('er12')}`)).toContain(`decoy-${TAG}@elsewhere.test`);
    const found = await ids(haystackContains(term, common));
    expect(found).toEqual([`${term}@probe.test`]);
    expect(found).toEqual(await ids(haystackContains(term, new Set())));
  });

  it('answers the creators list the same, in any case, with its total', async () => {
    const list = async (search: string) =>
      (
        await h.app.inject({
          url: `/api/admin/users?search_string=${encodeURIComponent(search)}&per_page=50`,
          headers: admin,
        })
      ).json().data;
    const one = await list(term.toUpperCase());
    expect(one._meta.total_items).toBe(1);
    expect(one.items.map((u: { email: string }) => u.email)).toEqual([`${term}@probe.test`]);
    // member1 and member10 to member19
    expect((await list(`${TAG}member1`))._meta.total_items).toBe(11);
    expect((await list(`${TAG}member1%`))._meta.total_items).toBe(0);
  });

  it('finds nothing common on a small table', () => {
    expect(commonBefore).toEqual(new Set());
  });
});
