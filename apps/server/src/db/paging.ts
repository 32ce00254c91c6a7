// One page of a list and the count of all its rows, asked side by side (in parallel on PostgreSQL's pool): a window
// count would read every matching row in full before the page could be cut.
import { sql } from 'drizzle-orm';

/** What a list's count query selects: `db.select({ n: rowCount() }).from(table).where(where)`. */
export const rowCount = () => sql<number>`count(*)::int`;

export async function pageWithTotal<Row>(o: {
  page: number;
  perPage: number;
  /** the page's rows: the list query cut with `.limit(limit).offset(offset)` */
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>;
  count: PromiseLike<{ n: number }[]>;
}) {
  const [rows, [count]] = await Promise.all([o.rows({ limit: o.perPage, offset: (o.page - 1) * o.perPage }), o.count]);
  return { rows, total: count?.n ?? 0 };
}
