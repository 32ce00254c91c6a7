// The filters of a list, each declared once: its URL parameter and validation are a key of the list's query schema
// (packages/shared), and its declaration here says what it keeps of the list's rows and, where the list has kept
// counts, which of their rows it keeps. The page, its total and the choice of how to count all read the same
// declarations, so no filter can narrow the rows and be forgotten by the total (docs/product.md "A list filter").
import type { SQL } from 'drizzle-orm';

export type ListFilter<V> = {
  /** the condition on the list's rows */
  rows: (value: V) => SQL | undefined;
  /**
   * the same condition on the rows of the list's kept counts (alias `k`), or null when they cannot answer it: a
   * query with such a filter counts its matching rows instead
   */
  kept: ((value: V) => SQL) | null;
};

/** One declaration for every parameter of a list's filters schema: a parameter left without one does not compile. */
export type ListFilters<Q> = { [K in keyof Q]-?: ListFilter<NonNullable<Q[K]>> };

export type SetFilter = { name: string; rows: SQL | undefined; kept: SQL | null };

/** The declared filters that the query sets (present and not empty), in the order they are declared. */
export function setFilters<Q extends object>(declared: ListFilters<Q>, query: Partial<Q>): SetFilter[] {
  const set: SetFilter[] = [];
  for (const name of Object.keys(declared) as (keyof Q & string)[]) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    const filter = declared[name] as ListFilter<unknown>;
    set.push({ name, rows: filter.rows(value), kept: filter.kept ? filter.kept(value) : null });
  }
  return set;
}

/** The kept counts' conditions of the set filters, or null when one of them cannot be answered from the kept counts. */
export function keptConditions(set: SetFilter[]): SQL[] | null {
  const kept = set.map((f) => f.kept);
  return kept.every((k): k is SQL => k !== null) ? kept : null;
}
