// Corrections of a settled promotion's views (docs/engine.md "Corrections"): the earning is reversed and settled
// again on the corrected views under the limits its settlement had, as one ledger transaction of the difference,
// with an audit record.
import { MSG } from '@hookline/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client';
import { campaigns, promotionCorrections, promotions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { budget, earned, external, post } from '../ledger/ledger';
import { formulaEarning, possibleMax } from './earnings';
import { dealInForce, dealOf } from './engine';

export const CORRECTION_NEEDS_BUDGET = MSG.correctionNeedsBudget;
export const CORRECTION_AFTER_END = MSG.correctionAfterEnd;

/**
 * The most the settlement could pay: the reservation it released (min(cap, budget left at approval), with its
 * top-ups), read from its ledger posting. Without one (an earning posted before settlements were recorded so), the cap.
 */
async function settlementLimit(tx: Tx, promotionId: number, cap: number) {
  const [row] = await rawRows<{ reserved: string | null }>(
    tx,
    sql`select -sum(e.amount_cents) as reserved from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where t.promotion_id = ${promotionId} and t.kind = 'settlement' and e.account = 'campaign_reserved'`,
  );
  return row?.reserved === null || row?.reserved === undefined ? cap : Math.min(cap, Number(row.reserved));
}

export async function correctViews(
  db: Db,
  o: { promotionId: number; views: number; reason: string; adminUserId: number },
) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(promotions).where(eq(promotions.id, o.promotionId)).for('update');
    if (!p) throw notFound('promotionNotFound');
    const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, p.campaignId)).for('update');
    if (!c) throw notFound('campaignNotFound');
    if (p.status !== 'succeeded') throw conflict('correctOnlySettled', { status: p.status });
    const deal = dealInForce(p) ?? (await dealOf(tx, p.creatorId));
    const old = p.earnedCents ?? 0;
    // settled again under the limits the settlement had: the formula, the cap and the reservation it released
    const limit = await settlementLimit(tx, p.id, possibleMax(deal));
    let next = Math.min(formulaEarning(deal, o.views), limit);
    // fewer (or the same) views never pay more, whatever an earlier rule paid
    if (o.views <= (p.viewsAfterThreeDays ?? 0)) next = Math.min(next, old);
    const diff = next - old;
    // more pay comes out of the running campaign's budget; less pay goes back to it (or to the musician once ended)
    if (diff > 0 && c.status === 'archived') throw conflict('correctionAfterEnd');
    if (diff > 0 && c.budgetLeftCents < diff) throw conflict('correctionNeedsBudget');
    const txId = await post(tx, {
      kind: 'correction',
      campaignId: c.id,
      promotionId: p.id,
      creatorId: p.creatorId,
      memo: o.reason,
      legs: [earned(p.creatorId, diff), c.status === 'archived' ? external(-diff) : budget(c.id, -diff)],
    });
    const [row] = await tx
      .update(promotions)
      .set({ viewsAfterThreeDays: o.views, earnedCents: next, updatedAt: new Date() })
      .where(and(eq(promotions.id, p.id), eq(promotions.status, 'succeeded')))
      .returning();
    if (!row) throw conflict('promotionChangedMeanwhile');
    await tx
      .update(campaigns)
      .set({ campaignViews: sql`greatest(0, ${campaigns.campaignViews} + ${o.views - (p.viewsAfterThreeDays ?? 0)})` })
      .where(eq(campaigns.id, c.id));
    const [audit] = await tx
      .insert(promotionCorrections)
      .values({
        promotionId: p.id,
        adminUserId: o.adminUserId,
        oldViews: p.viewsAfterThreeDays,
        newViews: o.views,
        oldEarnedCents: old,
        newEarnedCents: next,
        reason: o.reason,
        ledgerTransactionId: txId,
      })
      .returning();
    return { promotion: row, correction: audit };
  });
}

export async function listCorrections(db: DbOrTx, { promotionId }: { promotionId: number }) {
  const rows = await db
    .select()
    .from(promotionCorrections)
    .where(eq(promotionCorrections.promotionId, promotionId))
    .orderBy(desc(promotionCorrections.createdAt), desc(promotionCorrections.id));
  return rows.map((r) => ({
    id: r.id,
    admin_user_id: r.adminUserId,
    old_views: r.oldViews,
    new_views: r.newViews,
    old_earned_eur: r.oldEarnedCents / 100,
    new_earned_eur: r.newEarnedCents / 100,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  }));
}
