// A creator's balance from the ledger (bills, history and payment settings live in modules/bills).
import { centsToEur } from '@hookline/shared/money';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { notFound } from '../../errors';

/**
 * The balance in one statement: the ledger's earned and billed accounts of the creator (`balance` in
 * modules/ledger/ledger.ts, the same sums) and their paid bills. With `userId`, only the creator of that user: another
 * creator's id gets the same 404 as one that does not exist (`ownCreatorOf`), read by the same statement.
 */
export async function creatorBalance(db: DbOrTx, { creatorId, userId }: { creatorId: number; userId?: number }) {
  const ofUser = userId === undefined ? sql`` : sql`and cr.user_id = ${userId}`;
  // sums of bigints as float8: a number on node-postgres and PGlite alike (cents stay far below 2^53)
  const [row] = await rawRows<{ earned: number; billed: number; paid: number }>(
    db,
    sql`select
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
           where e.account = 'creator_earned' and e.ref_id = cr.id)::float8 as earned,
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
           where e.account = 'creator_billed' and e.ref_id = cr.id)::float8 as billed,
          (select coalesce(sum(b.amount_cents), 0) from bills b
           where b.creator_id = cr.id and b.status = 'paid')::float8 as paid
        from creators cr join levels l on l.id = cr.level_id
        where cr.id = ${creatorId} ${ofUser}`,
  );
  if (!row) throw notFound('creatorNotFound');
  return {
    unbilled_eur: centsToEur(Number(row.earned)),
    billed_open_eur: centsToEur(Number(row.billed)),
    paid_eur: centsToEur(Number(row.paid)),
  };
}
