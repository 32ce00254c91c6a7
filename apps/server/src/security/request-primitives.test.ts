// Every request text goes through the one text primitive and every id through the one id primitive
// (packages/shared/src/primitives.ts): the walk reads the OpenAPI document, which is generated from the request
// schemas themselves, and fails on a string or id field of any operation that does not use them (docs/security.md).
// Both primitives carry their pattern into the document, so the document shows which one is used.
import {
  CONTROL_CHARACTERS_MESSAGE,
  DB_INT_MAX,
  ID_PATTERN,
  INVALID_ID_MESSAGE,
  TEXT_PATTERN,
} from '@hookline/shared/primitives';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';

const h = useHarness();

type Schema = {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const patternsOf = (s: Schema) => [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter(Boolean);
const isIdName = (name: string) => /(^id$|_id$|Id$|_ids$)/.test(name);

/** The fields of a schema that do not use the primitives, as `where: why`. */
function offenders(schema: Schema, where: string, idField: boolean, inParams: boolean): string[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((a) => offenders(a, where, idField, inParams));
  const types = [schema.type ?? []].flat();
  const out: string[] = [];
  if (schema.properties) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      out.push(...offenders(sub, `${where}.${name}`, isIdName(name), inParams));
    }
  }
  if (typeof schema.additionalProperties === 'object') {
    out.push(...offenders(schema.additionalProperties, `${where}.*`, false, inParams));
  }
  if (schema.items) out.push(...offenders(schema.items, `${where}[]`, idField, inParams));
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
    const patterns = patternsOf(schema);
    // in a path or a query string an id is text: ^[1-9][0-9]{0,9}$ and nothing else
    if (idField && inParams) {
      if (!patterns.includes(ID_PATTERN.source)) out.push(`${where}: an id as text not through dbIdParam()`);
    } else if (!patterns.includes(TEXT_PATTERN.source) && !patterns.includes(ID_PATTERN.source)) {
      out.push(`${where}: a text not through text()`);
    }
  }
  // in a JSON body a whole number within the database's range (a level 1..7 is narrower, and fine)
  if (idField && (types.includes('integer') || types.includes('number'))) {
    const bounded = (schema.minimum ?? 0) >= 1 && (schema.maximum ?? Number.POSITIVE_INFINITY) <= DB_INT_MAX;
    if (inParams || !bounded || !types.includes('integer')) {
      out.push(`${where}: an id not through dbId()`);
    }
  }
  return out;
}

function requestOffenders(doc: { paths: Record<string, Record<string, Operation>> }) {
  const found: string[] = [];
  let fields = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) {
        fields++;
        found.push(...offenders(p.schema, `${at} ${p.in} ${p.name}`, p.in === 'path' || isIdName(p.name), true));
      }
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        if (!content.schema) continue;
        fields++;
        found.push(...offenders(content.schema, `${at} body(${type})`, false, false));
      }
    }
  }
  return { found, fields };
}

describe('request schemas use the text and id primitives', () => {
  it('every string and id field of every operation in the OpenAPI document', async () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const { found, fields } = requestOffenders(doc);
    expect(fields).toBeGreaterThan(80);
    expect(found).toEqual([]);
  });

  it('the walk itself notices a plain string, a lenient id and a number id without bounds', () => {
    const doc = {
      paths: {
        '/api/x/{id}': {
          post: {
            parameters: [{ in: 'path', name: 'id', schema: { type: 'number' } }],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      name: { type: 'string' },
                      bill_ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
                      fine: { type: 'string', pattern: TEXT_PATTERN.source },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    expect(requestOffenders(doc).found).toEqual([
      'POST /api/x/{id} path id: an id not through dbId()',
      'POST /api/x/{id} body(application/json).name: a text not through text()',
      'POST /api/x/{id} body(application/json).bill_ids[]: an id not through dbId()',
    ]);
  });
});

describe("the probe's three 500s and lenient ids", () => {
  it('a NUL in any payment-settings text is a 400 with the message, nothing stored', async () => {
    const me = await userWithToken(h.app);
    const settings = {
      legal_name: 'Ada Creator',
      address_street: '1 Bill Street',
      address_postcode: '10115',
      address_city: 'Berlin',
      address_country: 'DE',
      tax_status: 'private',
      tax_id: '',
      tax_exemption_note: '',
      account_holder: 'Ada Creator',
      iban: 'DE89370400440532013000',
      bic: '',
    };
    const url = `/api/creators/${me.creator?.id}/payment-settings`;
    for (const field of [
      'legal_name',
      'address_street',
      'address_city',
      'tax_id',
      'tax_exemption_note',
      'account_holder',
    ]) {
      const res = await h.app.inject({
        method: 'PUT',
        url,
        headers: me.auth,
        payload: { ...settings, [field]: 'a\u0000b' },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    const saved = await h.app.inject({ url, headers: me.auth });
    expect(saved.json().data.legal_name ?? null).toBeNull();
  });

  it('a bill id past 2^31 in a path and in a payout batch is a 400', async () => {
    const me = await userWithToken(h.app);
    const bill = await h.app.inject({ url: `/api/creators/${me.creator?.id}/bills/2147483648`, headers: me.auth });
    expect(bill.statusCode).toBe(400);
    const admin = await userWithToken(h.app, { isAdmin: true });
    const batch = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: [2147483648] },
    });
    expect(batch.statusCode).toBe(400);
  });

  it('an id is ^[1-9][0-9]{0,9}$ and nothing else: 0x10, " 2", 2e0, 02 are refused and delete nobody', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const { user } = await createUser(h.db);
    for (const form of [`0x${user.id.toString(16)}`, ` ${user.id}`, `${user.id}e0`, `0${user.id}`, `${user.id}.0`]) {
      const res = await h.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${encodeURIComponent(form)}`,
        headers: admin.auth,
      });
      expect(res.statusCode, form).toBe(400);
      expect(res.json().message, form).toContain(INVALID_ID_MESSAGE);
    }
    const [still] = await h.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, user.id));
    expect(still?.deletedAt).toBeNull();
    const plain = await h.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.auth });
    expect(plain.statusCode).toBe(200);
  });
});
