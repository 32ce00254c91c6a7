// Every API operation receives random JSON bodies, query strings and path values as every kind of
// caller: the answer is never a 5xx, and a refused request says why in { message, code }.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();
let callers: Record<string, string>[];
beforeAll(async () => {
  const creator = await userWithToken(h.app, { creator: { tiktokUsername: 'fuzz' } });
  const musician = await userWithToken(h.app, { userType: 'musician' });
  const admin = await userWithToken(h.app, { isAdmin: true });
  callers = [{}, creator.auth, musician.auth, admin.auth];
});

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constant('1'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'per_page',
    'search_string',
    'status',
    'campaign_status',
    'kind',
    'promotion_type',
    'man_verification',
    'level_id',
  ),
  fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String)),
  { maxKeys: 3 },
);

describe('fuzzing every operation', () => {
  it('never answers 5xx to random input', async () => {
    const routes = h.app.routeList.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/auth/sign-out',
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue({ maxDepth: 3 }),
          query,
          pathValue,
          fc.integer({ min: 0, max: 3 }),
          async (body, q, value, who) => {
            const url =
              route.url.replace(/:[A-Za-z]+/g, value) + (Object.keys(q).length ? `?${new URLSearchParams(q)}` : '');
            const res = await h.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...callers[who],
                ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
              },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
              const parsed = res.json() as { message?: unknown; code?: unknown };
              if (typeof parsed.message !== 'string' || typeof parsed.code !== 'string')
                failures.push(`${route.method} ${url}: error without message/code`);
            }
          },
        ),
        { numRuns: 30, seed: 42 },
      );
    }
    expect(failures).toEqual([]);
  });
});
