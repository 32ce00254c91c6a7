/** Rows grouped by a key, each group in the rows' order (the batch jobs split and index their rows this way). */
export function groupBy<T, K>(rows: T[], key: (r: T) => K) {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}
