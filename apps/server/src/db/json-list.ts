// A query's rows as one JSON array value, so that several lists come back from one statement
// (`select ${jsonList(a, order)} as a, ${jsonList(b, order)} as b`). The keys are the query's column names; the
// rows are in the given order (columns of `q`, the query's alias), never in whatever order the plan yields them.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const jsonList = (query: SQLWrapper, orderBy: SQL) =>
  sql`(select coalesce(json_agg(row_to_json(q) order by ${orderBy}), '[]'::json) from (${query}) q)`;
