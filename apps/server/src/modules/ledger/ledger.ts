// Append-only double-entry ledger in integer cents (docs/engine.md "Ledger"). Every movement is one transaction whose
// legs sum to zero; campaigns.budget_left_cents is maintained here, in the same database transaction.
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { campaigns, type LEDGER_ACCOUNTS, ledgerEntries, ledgerTransactions } from '../../db/schema';

export type Account = (typeof LEDGER_ACCOUNTS)[number];
export type Leg = { account: Account; refId: number; amountCents: number };

export type Posting = {
  kind:
    | 'funding'
    | 'budget_edit'
    | 'reservation'
    | 'settlement'
    | 'release'
    | 'archive_release'
    | 'fraud_reversal'
    | 'bill'
    | 'bill_paid'
    | 'correction';
  campaignId?: number;
  promotionId?: number;
  creatorId?: number;
  billId?: number;
  memo?: string;
  legs: Leg[];
};

export class LedgerImbalance extends Error {}

export async function post(tx: DbOrTx, p: Posting) {
  const legs = p.legs.filter((l) => l.amountCents !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amountCents))) throw new LedgerImbalance('amounts must be whole cents');
  const sum = legs.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new LedgerImbalance(`ledger transaction ${p.kind} does not balance (${sum})`);
  if (legs.length === 0) return null;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: p.kind,
      campaignId: p.campaignId,
      promotionId: p.promotionId,
      creatorId: p.creatorId,
      billId: p.billId,
      memo: p.memo,
    })
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('ledger insert failed');
  await tx.insert(ledgerEntries).values(legs.map((l) => ({ ...l, transactionId: row.id })));
  for (const leg of legs) {
    if (leg.account === 'campaign_budget') {
      // the CHECK (budget_left_cents >= 0) makes an overdraft fail the whole transaction
      await tx
        .update(campaigns)
        .set({ budgetLeftCents: sql`${campaigns.budgetLeftCents} + ${leg.amountCents}` })
        .where(eq(campaigns.id, leg.refId));
    }
  }
  return row.id;
}

export async function balance(db: DbOrTx, { account, refId }: { account: Account; refId: number }) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.refId, refId)));
  return Number(row?.n ?? 0);
}

/** Every ledger transaction sums to zero (an audit used by tests and `db:check`). */
export async function unbalancedTransactions(db: DbOrTx) {
  const rows = await rawRows(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  return rows.length;
}

// Shorthands for the accounts, so call sites read as the movement they make.
export const external = (amountCents: number): Leg => ({ account: 'external', refId: 0, amountCents });
export const budget = (campaignId: number, amountCents: number): Leg => ({
  account: 'campaign_budget',
  refId: campaignId,
  amountCents,
});
export const reserved = (campaignId: number, amountCents: number): Leg => ({
  account: 'campaign_reserved',
  refId: campaignId,
  amountCents,
});
export const earned = (creatorId: number, amountCents: number): Leg => ({
  account: 'creator_earned',
  refId: creatorId,
  amountCents,
});
export const billed = (creatorId: number, amountCents: number): Leg => ({
  account: 'creator_billed',
  refId: creatorId,
  amountCents,
});
