// The pooled connections of PostgreSQL: named statements with one generic plan each, unless preparing is off.
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { type Database, openDatabase, rawRows } from './client';

let open: Database | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const planMode = async (database: Database) =>
  (await rawRows<{ plan_cache_mode: string }>(database.db, sql`show plan_cache_mode`))[0]?.plan_cache_mode;

it('a pooled connection keeps one generic plan per prepared statement', async () => {
  open = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
  expect(await planMode(open)).toBe('force_generic_plan');
  const rows = await rawRows<{ n: number }>(open.db, sql`select ${41}::int + 1 as n`);
  expect(rows).toEqual([{ n: 42 }]);
});

it('without prepared statements (behind PgBouncer) the server chooses plans as it would', async () => {
  open = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2, prepare: false });
  expect(await planMode(open)).toBe('auto');
});
