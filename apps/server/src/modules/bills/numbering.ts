// Gapless bill numbers per calendar year (docs/engine.md "Bills and payouts").
import { sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client';

/**
 * The next number of `year`, taken inside the caller's transaction: the counter row stays locked until that
 * transaction ends, so a rollback (a crash, a retried run, a duplicate bill) gives the number back and two
 * concurrent runs take turns. A sequence would skip numbers on every rollback.
 */
export async function allocateBillNumber(tx: Tx, year: number) {
  const [row] = await rawRows<{ n: number }>(
    tx,
    sql`insert into bill_number_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = bill_number_counters.last_number + 1
        returning last_number as n`,
  );
  if (!row) throw new Error('bill number not allocated');
  return Number(row.n);
}
