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

/** What a page's id query selects beside the id: the count of all matches, before the page is cut. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number).as('total');

/**
 * One page and the count of its matches in ONE statement: the matches' ids with a window count (`windowTotal`),
 * cut to the page and joined to the rest. For a list whose filter is the costly part (a search), which the two
 * statements of `pageWithTotal` would each run. A page past the end has no row to carry the count, so only then
 * is the count asked on its own.
 */
export async function pageWithWindowTotal<Row extends { total: number }>(o: {
  page: number;
  perPage: number;
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>;
  count: () => PromiseLike<{ n: number }[]>;
}) {
  const rows = await o.rows({ limit: o.perPage, offset: (o.page - 1) * o.perPage });
  const total = await totalOrCount(rows[0]?.total, o.page, async () => (await o.count())[0]?.n ?? 0);
  return { rows, total };
}

/**
 * The count of a list whose page was read with a window count: the count its rows carry, if the page has one; else
 * (a page past the end has no row to carry it) the count asked on its own, and for an empty page 1, none.
 */
export async function totalOrCount(
  total: number | null | undefined,
  page: number,
  count: () => PromiseLike<number>,
): Promise<number> {
  if (total !== null && total !== undefined) return Number(total);
  return page > 1 ? count() : 0;
}
