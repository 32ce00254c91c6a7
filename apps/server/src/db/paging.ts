// One page of a list and the count of all its rows, asked side by side (in parallel on PostgreSQL's pool): a window
// count would read every matching row in full before the page could be cut.
import { type SQL, sql } from 'drizzle-orm';

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

/** The most rows a page may ask for (the largest `per_page` any list's schema allows). */
const MAX_PAGE_ROWS = 1_000;

/**
 * A page's row limit written into the statement as a literal instead of a parameter. The server runs every statement
 * on its generic plan (db/client.ts), and a generic plan guesses a parameter's LIMIT at a tenth of the rows: the
 * page's ids were then hash-joined to every campaign (3,000) or creator (20,000) instead of looked up by key, 2-6 ms
 * instead of 1 (docs/performance.md, tenth round). As a literal the plan knows the page is small. Each `per_page`
 * value is a statement of its own, at most a hundred per list; the number is checked here, never taken as text.
 */
export function limitLiteral(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PAGE_ROWS) throw new Error(`not a page size: ${n}`);
  return sql.raw(String(n));
}

/** `limitLiteral` for drizzle's `.limit()`, which takes a number or a placeholder and writes an SQL object as it is. */
export const builderLimit = (n: number) => limitLiteral(n) as unknown as number;
