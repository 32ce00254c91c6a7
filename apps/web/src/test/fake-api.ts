// The web tests' one fake API: `fetch` answers from a table of routes, every call is recorded for assertions,
// and a call no route answers gets the server's 404 shape, so a test never reaches a network. Answers go through
// the same response schemas the server serialises with (`served`), so a fixture cannot drift from the contract.
import { errorSchema, listOf } from '@hookline/shared/api';
import { identitySchema } from '@hookline/shared/auth';
import { publicConfigSchema } from '@hookline/shared/reference';
import { type UserInfo, userInfoSchema } from '@hookline/shared/users';
import { vi } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG } from '../lib/public-config';
import { identityOf } from './render';

export type FakeRequest = {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  /** the `:name` parts of the matched route */
  params: Record<string, string>;
  /** the JSON body (or the raw body when it is not JSON) */
  body: unknown;
  init?: RequestInit;
};

/** A route's answer: a value is sent as JSON with 200, a Response as it is; undefined leaves it to the next route. */
export type FakeRoute = unknown | ((req: FakeRequest) => unknown);

/** A JSON answer with any status (a refusal: `answer(409, { message, code })`). */
export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A refusal in the server's error shape `{ message, code }`. */
export const refusal = (status: number, message: string, code: string) =>
  answer(status, errorSchema.parse({ message, code }));

/** The server's list envelope: `{ data: { items, _meta: { total_items } } }`. */
export const page = <T>(items: T[], total = items.length) => ({ data: { items, _meta: { total_items: total } } });

/**
 * An answer as the server sends it: parsed by the endpoint's shared response schema, so a fixture that breaks the
 * contract fails the test, and a field the schema does not hold is dropped, as the server drops it.
 */
export const served = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> => schema.parse(value);

/** A list answer built from the shared item schema (`page` checked against the contract). */
export const servedPage = <S extends z.ZodType>(item: S, items: z.input<S>[], total = items.length) =>
  served(listOf(item), page(items, total));

/** What the app shell reads on entry for a signed-in person (`signInAs`'s answer): who they are and the support links. */
export const signedInRoutes = (info: UserInfo): Record<string, FakeRoute> => ({
  'GET /api/users/me': served(userInfoSchema, info),
  'GET /api/auth/me': served(identitySchema, identityOf(info)),
  'GET /api/public-config': served(publicConfigSchema, DEFAULT_PUBLIC_CONFIG),
});

const parseBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/** "PUT /api/promotions/:id" (one method) or "/api/promotions/:id" (any method); a trailing * matches the rest. */
function matchRoute(key: string, method: string, path: string): Record<string, string> | null {
  const [m, p] = key.includes(' ') ? (key.split(' ', 2) as [string, string]) : [undefined, key];
  if (m && m.toUpperCase() !== method) return null;
  const want = (p ?? '').split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    if (w === '*' && i === want.length - 1) return params;
    const g = got[i];
    if (g === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return want.length === got.length ? params : null;
}

/**
 * Stubs the global fetch with the routes given (the caller's afterEach unstubs: `vi.unstubAllGlobals()`).
 * `on` adds a route that wins over the earlier ones, for one test's own answer.
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}) {
  const table: [string, FakeRoute][] = Object.entries(routes).reverse();
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const base = { method, path: url.pathname, url, query: url.searchParams, body: parseBody(init?.body), init };
    calls.push({ ...base, params: {} });
    for (const [key, route] of table) {
      const params = matchRoute(key, method, url.pathname);
      if (!params) continue;
      const result = typeof route === 'function' ? await route({ ...base, params }) : route;
      if (result === undefined) continue;
      return result instanceof Response ? result : answer(200, result);
    }
    return answer(404, { message: 'Not found.', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    on(key: string, route: FakeRoute) {
      table.unshift([key, route]);
    },
    /** the calls a route key would match, in order */
    callsTo: (key: string) => calls.filter((c) => matchRoute(key, c.method, c.path)),
  };
}
