// The check of every kept table of the derived registry (db/derived.ts): the rows the triggers keep against the same
// figures worked out again, the money figures and the campaign card through the ledger's invariants. Run by the
// hourly ledger-check job and `npm run db:check`.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { DERIVED, type DerivedDifference } from '../../db/derived';
import { checkLedger, type LedgerDifference } from './invariants';

/** Each kept row that differs from its sources, for every table of the registry (or the ones named). */
export async function checkDerived(
  db: DbOrTx,
  o: { ledger?: LedgerDifference[]; tables?: string[] } = {},
): Promise<DerivedDifference[]> {
  const out: DerivedDifference[] = [];
  let ledger = o.ledger;
  for (const entry of DERIVED) {
    if (o.tables && !o.tables.includes(entry.table)) continue;
    const check = entry.check;
    if ('ledger' in check) {
      ledger ??= await checkLedger(db);
      for (const d of ledger.filter(check.ledger)) {
        out.push({
          table: entry.table,
          key: `campaign ${d.campaign_id}`,
          expected: String(d.expected),
          actual: String(d.actual),
        });
      }
      continue;
    }
    const rows = await rawRows<{ key: string; expected: string | null; actual: string | null }>(
      db,
      sql`select coalesce(k.key, c.key) as key, c.value as expected, k.value as actual
          from (${check.kept}) k full join (${check.computed}) c on c.key = k.key
          where k.value is distinct from c.value
          order by 1`,
    );
    for (const r of rows) {
      out.push({ table: entry.table, key: r.key, expected: r.expected ?? '(no row)', actual: r.actual ?? '(no row)' });
    }
  }
  return out;
}

/** The ledger's rules that are about kept rows: checkDerived reports them under their table. */
export const KEPT_RULES: LedgerDifference['rule'][] = ['kept_figures', 'kept_card'];
