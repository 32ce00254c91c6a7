// Generated from the schemas: every operation of the OpenAPI document (which is generated from the
// shared zod schemas) gets bodies, query strings and path values built from its own JSON schema — mostly valid,
// some with one field missing, of the wrong type or one field too many — as an admin, a creator and a musician on
// a seeded database. Never a 5xx; and a refused write changes nothing: the database's content is the same before
// and after every 4xx answer (no partial writes).

import { MSG } from '@hookline/shared/messages';
import { CONTROL_CHARACTERS_MESSAGE, ID_PATTERN } from '@hookline/shared/primitives';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../cli/seed-demo';
import { rawRows } from '../db/client';
import { PASSWORD, uniqueEmail, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/** A fast-check arbitrary of values that satisfy a JSON schema (as far as the usual keywords go). */
function arbitraryOf(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth + 1)));
  if (s.allOf?.[0]) return arbitraryOf(s.allOf[0], depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => arbitraryOf({ ...s, type: t }, depth + 1)));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(s.minimum ?? -10, -1e9) + (s.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(s.maximum ?? 1e6, 1e9);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 10) }), fc.integer({ min, max }));
    }
    case 'number': {
      const min = Math.max(s.minimum ?? -1e3, -1e9);
      const max = Math.min(s.maximum ?? 1e6, 1e9);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100),
      );
    }
    case 'string': {
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      if (s.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (s.format === 'date')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1_000));
        } catch {
          // a pattern fast-check cannot invert: fall through to plain strings
        }
      }
      const minLength = s.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 24, 24)) });
    }
    case 'array':
      return fc.array(arbitraryOf(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Mostly valid values, and some with one thing wrong: a required field missing, a wrong type, an extra field. */
function bodyOf(s: Schema | undefined): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(s);
  if (s?.type !== 'object' || !s.properties) return valid;
  const keys = Object.keys(s.properties);
  const required = s.required ?? [];
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...(required.length ? required : keys)))
        .map(([v, k]) => Object.fromEntries(Object.entries(v as object).filter(([key]) => key !== k))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean()))
        .map(([v, k, x]) => ({ ...(v as object), [k]: x })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('is_admin', 'status', 'earned_amount_eur', 'budget_left_eur', 'level'))
        .map(([v, k]) => ({ ...(v as object), [k]: 1 })),
    },
  );
}

// everything a request could wrongly write; sessions and login attempts change legitimately on any request
const TABLES = [
  'users',
  'creators',
  'musicians',
  'songs',
  'genres',
  'campaigns',
  'campaign_territories',
  'promotions',
  'promotion_stats',
  'bills',
  'ledger_transactions',
  'ledger_entries',
  'auth_tokens',
  'jobs',
  'outbox',
];

/** An id in a path or a query string (dbIdParam: text of the id pattern) or a plain integer. */
const isId = (s: Schema) => s.type === 'integer' || s.pattern === ID_PATTERN.source;

const h = useHarness();
const callers: Record<string, string>[] = [];
beforeAll(async () => {
  await seedDemo(h.db);
  const admin = await userWithToken(h.app, { isAdmin: true });
  const creator = await userWithToken(h.app, { creator: { tiktokUsername: 'schema.fuzz' } });
  const musician = await userWithToken(h.app, { userType: 'musician' });
  callers.push(admin.auth, admin.auth, creator.auth, musician.auth);
});

async function fingerprint() {
  const parts = TABLES.map(
    (t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${t} x`,
  );
  const rows = await rawRows<{ t: string; h: string }>(h.db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

type Operation = {
  parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

describe('fuzzing every operation from its schema', () => {
  it('answers no 5xx, and a refused request leaves the database as it was', async () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    // the fingerprint sees a one-row change
    const clean = await fingerprint();
    await h.db.execute(sql`insert into genres (name) values ('fingerprint check')`);
    expect((await fingerprint()).genres).not.toBe(clean.genres);
    await h.db.execute(sql`delete from genres where name = 'fingerprint check'`);
    expect(await fingerprint()).toEqual(clean);
    const failures: string[] = [];
    let refusedWrites = 0;
    let accepted = 0;
    for (const { path, method, op } of operations) {
      if (path === '/api/auth/sign-out' || !path.startsWith('/api/')) continue;
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        // small ids hit the seeded objects; the schema's own values cover the rest
        path: fc.tuple(
          ...pathParams.map((p) => (isId(p.schema) ? fc.integer({ min: 1, max: 12 }) : arbitraryOf(p.schema))),
        ),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema)])), {
          requiredKeys: [],
        }),
        body: bodySchema ? bodyOf(bodySchema) : fc.constant(undefined),
        who: fc.integer({ min: 0, max: callers.length - 1 }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let i = 0;
          const url =
            path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(r.path[i++]))) +
            (Object.keys(r.query).length
              ? `?${new URLSearchParams(Object.entries(r.query).map(([k, v]): [string, string] => [k, String(v)]))}`
              : '');
          const writes = method !== 'GET';
          const before = writes ? await fingerprint() : undefined;
          const res = await h.app.inject({
            method: method as 'GET',
            url,
            headers: { ...callers[r.who], ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
          });
          if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode < 400) accepted++;
          if (writes && res.statusCode >= 400 && res.statusCode < 500 && before) {
            refusedWrites++;
            const after = await fingerprint();
            const changed = TABLES.filter((t) => before[t] !== after[t]);
            if (changed.length) failures.push(`${method} ${url} → ${res.statusCode} but changed ${changed.join(', ')}`);
          }
        }),
        { numRuns: method === 'GET' ? 10 : 15, seed: 7 },
      );
    }
    expect(failures).toEqual([]);
    // the generated input really exercises the operations: some of it is accepted, much of it refused
    expect(accepted).toBeGreaterThan(50);
    expect(refusedWrites).toBeGreaterThan(100);
  }, 300_000);

  it('answers hostile ids, control characters and racing sign-ups with a 4xx, never a 5xx', async () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    const HOSTILE_IDS = ['2147483648', '9007199254740993', '1e400', '-1', '0', '1.5', '0x10', ' 2', '2e0', '02'];
    const CONTROL = 'a\u0000b';
    const send = async (method: string, url: string, who: number, body?: unknown) => {
      const writes = method !== 'GET';
      const before = writes ? await fingerprint() : undefined;
      const res = await h.app.inject({
        method: method as 'GET',
        url,
        headers: { ...callers[who], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (before && res.statusCode >= 400) {
        const after = await fingerprint();
        const changed = TABLES.filter((t) => before[t] !== after[t]);
        if (changed.length) failures.push(`${method} ${url} → ${res.statusCode} but changed ${changed.join(', ')}`);
      }
      return res;
    };
    let tried = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path === '/api/auth/sign-out' || !path.startsWith('/api/')) continue;
      for (const [lower, op] of Object.entries(methods)) {
        const method = lower.toUpperCase();
        const params = op.parameters ?? [];
        const fill = (value: (p: { schema: Schema }) => string) => {
          let url = path;
          for (const p of params.filter((x) => x.in === 'path')) url = url.replace(`{${p.name}}`, value(p));
          return url;
        };
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const [valid] = bodySchema ? fc.sample(arbitraryOf(bodySchema), { numRuns: 1, seed: 11 }) : [undefined];
        const who = lower === 'get' ? 0 : 1;
        // every path id out of the database's range or not a whole number
        for (const p of params.filter((x) => x.in === 'path' && isId(x.schema))) {
          for (const bad of HOSTILE_IDS) {
            const url = fill((q) => (q === p ? encodeURIComponent(bad) : '1'));
            for (const caller of [0, 2, 3]) {
              tried++;
              await send(method, url, caller, valid);
            }
          }
        }
        // every query parameter: a hostile id for numbers, a NUL for text
        for (const p of params.filter((x) => x.in === 'query')) {
          for (const bad of p.schema.type === 'integer' || p.schema.type === 'number' || isId(p.schema)
            ? HOSTILE_IDS
            : [CONTROL]) {
            tried++;
            await send(method, `${fill(() => '1')}?${new URLSearchParams({ [p.name]: bad })}`, who, valid);
          }
        }
        // every top-level field of the body: a NUL in text, an id past 2^31 in numbers
        if (valid && typeof valid === 'object' && bodySchema?.properties) {
          for (const [key, field] of Object.entries(bodySchema.properties)) {
            const types = [field.type, ...(field.anyOf ?? []).map((a) => a.type)].flat();
            const bad = types.includes('string') ? CONTROL : types.includes('integer') ? 2_147_483_648 : undefined;
            if (bad === undefined) continue;
            for (const caller of [0, 2, 3]) {
              tried++;
              await send(
                method,
                fill(() => '1'),
                caller,
                { ...(valid as object), [key]: bad },
              );
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(failures).toEqual([]);

    // the probe's own examples, with the answer a caller reads
    const bigId = await send('GET', '/api/admin/campaigns/2147483648', 0);
    expect(bigId.statusCode).toBe(400);
    const nul = await send('PUT', '/api/users/me', 2, { first_name: CONTROL });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(CONTROL_CHARACTERS_MESSAGE);

    // thirty sign-ups for one email at once: one account, the rest 409 with the spec message
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        h.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password: PASSWORD, terms: true, age: true },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(
      new Set([MSG.emailTaken]),
    );
  }, 300_000);
});
