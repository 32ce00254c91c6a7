// GET /api/countries: every country with its id, its English name and its ISO code, which the web names it by in the
// reader's language (apps/web/src/lib/countries.ts).
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../db/reference-data';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

describe('GET /api/countries', () => {
  it('lists every country with its id, its name and its ISO code', async () => {
    const me = await userWithToken(h.app);
    const res = await h.app.inject({ url: '/api/countries', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; iso2: string }[];
    expect(list).toHaveLength(COUNTRIES.length);
    expect(list).toContainEqual({ id: expect.any(Number), name: 'Germany', iso2: 'DE' });
    expect(list).toContainEqual({ id: expect.any(Number), name: 'Austria', iso2: 'AT' });
    for (const c of list) expect(c.iso2, c.name).toBe(COUNTRIES.find((row) => row.id === c.id)?.iso2);
  });
});
