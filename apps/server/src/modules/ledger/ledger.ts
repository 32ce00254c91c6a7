// Append-only double-entry ledger in integer cents (docs/engine.md "Ledger"). Every movement is one transaction whose
// legs sum to zero; campaigns.budget_left_cents is maintained here, in the same database transaction.
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { type Cte, withCtes } from '../../db/ctes';
import { type LEDGER_ACCOUNTS, ledgerEntries } from '../../db/schema';

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
    // a paid bill the bank sent back: the reverse legs of its bill_paid (modules/bills/payouts.ts)
    | 'bill_returned'
    | 'correction'
    // a musician's own campaign: a paid draft, its refund, its budget moved to the approved campaign
    | 'musician_payment'
    | 'musician_refund'
    | 'musician_funding'
    // a dispute (chargeback) of a musician's payment: what the payer's bank took back
    | 'musician_dispute';
  campaignId?: number;
  promotionId?: number;
  creatorId?: number;
  billId?: number;
  memo?: string;
  /** when it happened, for data recorded after the fact (the demo's past months); the transaction's time otherwise */
  at?: Date;
  legs: Leg[];
};

export class LedgerImbalance extends Error {}

/** The legs of a posting that move money, checked: whole cents that sum to zero. */
function checkedLegs(p: Posting): Leg[] {
  const legs = p.legs.filter((l) => l.amountCents !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amountCents))) throw new LedgerImbalance('amounts must be whole cents');
  const sum = legs.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new LedgerImbalance(`ledger transaction ${p.kind} does not balance (${sum})`);
  return legs;
}

/**
 * A posting as parts of one statement (common table expressions): `ledger_tx` inserts the transaction and returns
 * its id, `ledger_legs` its legs, and `ledger_budget` moves the budget left of the campaigns it touches. None when
 * no leg moves money. `post` runs them alone; a transition runs them with its own write, in one round trip
 * (engine.ts). A statement updates a row once: the write they go with must not update those campaigns itself.
 */
export function postingCtes(p: Posting): Cte[] {
  const legs = checkedLegs(p);
  if (legs.length === 0) return [];
  const at = p.at ? sql`${p.at.toISOString()}::timestamptz` : sql`now()`;
  const ctes: Cte[] = [
    {
      name: 'ledger_tx',
      body: sql`insert into ledger_transactions (kind, campaign_id, promotion_id, creator_id, bill_id, memo, created_at)
        values (${p.kind}, ${p.campaignId ?? null}::int, ${p.promotionId ?? null}::int, ${p.creatorId ?? null}::int,
                ${p.billId ?? null}::int, ${p.memo ?? null}::text, ${at})
        returning id, created_at`,
    },
    {
      name: 'ledger_legs',
      body: sql`insert into ledger_entries (transaction_id, account, ref_id, amount_cents, created_at)
        select ledger_tx.id, leg.account, leg.ref_id, leg.amount_cents, ledger_tx.created_at
        from ledger_tx cross join (values ${sql.join(
          legs.map((l) => sql`(${l.account}::text, ${l.refId}::int, ${l.amountCents}::bigint)`),
          sql`, `,
        )}) as leg (account, ref_id, amount_cents)`,
    },
  ];
  const byCampaign = new Map<number, number>();
  for (const l of legs) {
    if (l.account === 'campaign_budget') byCampaign.set(l.refId, (byCampaign.get(l.refId) ?? 0) + l.amountCents);
  }
  const moves = [...byCampaign].filter(([, delta]) => delta !== 0);
  if (moves.length) {
    // the CHECK (budget_left_cents >= 0) makes an overdraft fail the whole statement, and so the transaction
    ctes.push({
      name: 'ledger_budget',
      body: sql`update campaigns set budget_left_cents = campaigns.budget_left_cents + move.delta
        from (values ${sql.join(
          moves.map(([id, delta]) => sql`(${id}::int, ${delta}::bigint)`),
          sql`, `,
        )}) as move (id, delta)
        where campaigns.id = move.id`,
    });
  }
  return ctes;
}

/** Posts a balanced movement in one statement; returns the ledger transaction's id (null when nothing moves). */
export async function post(tx: DbOrTx, p: Posting): Promise<number | null> {
  const ctes = postingCtes(p);
  if (!ctes.length) return null;
  const [row] = await rawRows<{ id: number }>(tx, sql`${withCtes(ctes)} select id from ledger_tx`);
  if (!row) throw new Error('ledger insert failed');
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
