// A page's LIMIT is written into the statement as a literal (so that the generic plan knows the page is small), and
// only a page size ever is: anything else is refused before it reaches SQL text.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { limitLiteral } from './paging';

const dialect = new PgDialect();

describe('limitLiteral', () => {
  it('writes the page size into the statement and leaves the offset a parameter', () => {
    const q = dialect.sqlToQuery(sql`select id from campaigns limit ${limitLiteral(20)} offset ${40}`);
    expect(q.sql).toBe('select id from campaigns limit 20 offset $1');
    expect(q.params).toEqual([40]);
  });

  it('refuses what is not a page size', () => {
    for (const bad of [-1, 1.5, 1_001, Number.NaN, Number.POSITIVE_INFINITY, '5; drop table users' as never]) {
      expect(() => limitLiteral(bad)).toThrow('not a page size');
    }
    expect(dialect.sqlToQuery(sql`limit ${limitLiteral(0)}`).sql).toBe('limit 0');
  });
});
