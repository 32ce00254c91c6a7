// Writes that go together as one statement: each part a common table expression (`name as (body)`), run with a
// main query in one round trip instead of one statement each (docs/performance.md, eighth round). PostgreSQL runs
// every data-modifying part exactly once and to the end, whether the main query reads it or not; all parts see the
// same snapshot, so no part may depend on another's effect except through its RETURNING, and no two parts may
// update the same row.
import { type SQL, sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { DbOrTx } from './client';

export type Cte = { name: string; body: SQL };

/** `with a as (…), b as (…)` to put before a raw statement; nothing for no parts. */
export function withCtes(ctes: Cte[]): SQL {
  if (!ctes.length) return sql``;
  return sql`with ${sql.join(
    ctes.map((c) => sql`${sql.identifier(c.name)} as (${c.body})`),
    sql`, `,
  )}`;
}

/** The parts for a query builder's `.with(…)` (an insert, update or select of drizzle). */
export function withSubqueries(db: DbOrTx, ctes: Cte[]): WithSubquery[] {
  return ctes.map((c) => db.$with(c.name, {}).as(c.body) as unknown as WithSubquery);
}
