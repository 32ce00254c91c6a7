// A creator's balance from the ledger (bills, history and payment settings live in modules/bills).
import { centsToEur } from '@hookline/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bills } from '../../db/schema';
import { balance } from '../ledger/ledger';

export async function creatorBalance(db: DbOrTx, { creatorId }: { creatorId: number }) {
  const [earnedNow, billedOpen] = await Promise.all([
    balance(db, { account: 'creator_earned', refId: creatorId }),
    balance(db, { account: 'creator_billed', refId: creatorId }),
  ]);
  const [paid] = await db
    .select({ n: sql<string>`coalesce(sum(${bills.amountCents}), 0)` })
    .from(bills)
    .where(and(eq(bills.creatorId, creatorId), eq(bills.status, 'paid')));
  return {
    unbilled_eur: centsToEur(earnedNow),
    billed_open_eur: centsToEur(billedOpen),
    paid_eur: centsToEur(Number(paid?.n ?? 0)),
  };
}
