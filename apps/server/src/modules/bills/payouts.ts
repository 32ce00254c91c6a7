// Payouts by SEPA credit transfer: open (or returned) bills → a pain.001.001.09 batch (bills "processing") → paid or
// returned, all of the batch or as the bank's answer says of each payment, each posting its payment or its return to
// the ledger (docs/engine.md "Bank answers and returns").

import { randomBytes } from 'node:crypto';
import { BILL_MESSAGES, invoiceNumber } from '@hookline/shared/bills';
import { messageText } from '@hookline/shared/catalogue';
import { MSG } from '@hookline/shared/messages';
import { centsToEur } from '@hookline/shared/money';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bills, creators, payoutBatches } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { billed, external, post } from '../ledger/ledger';
import { payoutMethod } from '../payouts/registry';
import { readBankAnswer } from '../payouts/sepa/bank-answers';
import { sepaXml as sepaFile } from '../payouts/sepa/sepa-method';
import { PayoutAnswerUnreadable, type PayoutOutcome } from '../payouts/types';
import { mailBillReturned } from './bill-returned-mail';
import { serializeBill } from './bill-view';
import { settingsComplete } from './payment-settings';
import { assertPayoutDetailsComplete } from './payout-details';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type MailCtx = Pick<AppContext, 'db' | 'config' | 'mailer'>;
type BillRow = typeof bills.$inferSelect;
type BatchRow = typeof payoutBatches.$inferSelect;

export const serializeBatch = (b: BatchRow) => ({
  id: b.id,
  message_id: b.messageId,
  status: b.status,
  bill_count: b.billCount,
  total_eur: centsToEur(b.totalCents),
  created_at: b.createdAt.toISOString(),
  paid_at: b.paidAt?.toISOString() ?? null,
});

/** A batch's message id, unique per file as the bank requires: the time and a random tail (26 of 35 characters). */
export const payoutMessageId = (now: Date) =>
  `HL-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;

/** The pain.001.001.09 document of the given bills (modules/payouts/sepa), kept here under its old name for callers. */
export const sepaXml = (
  config: Ctx['config'],
  messageId: string,
  created: Date,
  rows: { bill: typeof bills.$inferSelect; creator: typeof creators.$inferSelect }[],
) =>
  sepaFile(
    config,
    messageId,
    created,
    rows.map((r) => ({ ...r, endToEndId: invoiceNumber(r.bill.billYear, r.bill.billNumber) })),
  );

export async function createPayoutBatch(ctx: Ctx, o: { billIds: number[]; adminId: number; now?: Date }) {
  const now = o.now ?? new Date();
  const ids = [...new Set(o.billIds)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ bill: bills, creator: creators })
      .from(bills)
      .innerJoin(creators, eq(creators.id, bills.creatorId))
      .where(inArray(bills.id, ids))
      .orderBy(bills.billYear, bills.billNumber)
      .for('update', { of: bills });
    if (rows.length !== ids.length) throw notFound('billNotFound');
    if (rows.some((r) => r.bill.status !== 'open' && r.bill.status !== 'returned')) throw conflict('billNotOpen');
    // a returned bill is paid again only once the creator changed the account it came back from
    const unchanged = (r: (typeof rows)[number]) =>
      r.bill.status === 'returned' && r.bill.payoutIban !== null && r.bill.payoutIban === r.creator.payoutIban;
    // a batch is a SEPA file: its creators are paid by SEPA and payable by it (modules/payouts/registry.ts)
    const sepa = payoutMethod('sepa');
    const bySepa = (r: (typeof rows)[number]) => r.creator.payoutMethod === 'sepa' && sepa.isPayable(r.creator);
    if (rows.some((r) => !settingsComplete(r.creator) || !bySepa(r) || unchanged(r)))
      throw badRequest('billNotPayable');
    const messageId = payoutMessageId(now);
    const file = await sepa.pay({
      config: ctx.config,
      messageId,
      now,
      items: rows.map((r) => ({ ...r, endToEndId: invoiceNumber(r.bill.billYear, r.bill.billNumber) })),
    });
    if (file.kind !== 'file') throw new Error('SEPA pays by file');
    const xml = file.content;
    const totalCents = rows.reduce((s, r) => s + r.bill.amountCents, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ messageId, billCount: rows.length, totalCents, xml, createdBy: o.adminId, createdAt: now })
      .returning();
    if (!batch) throw new Error('batch insert failed');
    for (const r of rows)
      await tx
        .update(bills)
        .set({ status: 'processing', payoutBatchId: batch.id, payoutIban: r.creator.payoutIban })
        .where(eq(bills.id, r.bill.id));
    return { batch: serializeBatch(batch), xml };
  });
}

export async function payBill(tx: Tx, bill: typeof bills.$inferSelect, now: Date, at?: Date) {
  await post(tx, {
    kind: 'bill_paid',
    creatorId: bill.creatorId,
    billId: bill.id,
    at,
    legs: [billed(bill.creatorId, -bill.amountCents), external(bill.amountCents)],
  });
  const [row] = await tx.update(bills).set({ status: 'paid', paidAt: now }).where(eq(bills.id, bill.id)).returning();
  return row;
}

/** A paid bill sent back: the reverse legs of its payment, so the amount is owed to the creator again. */
async function returnPaidBill(tx: Tx, bill: BillRow, reason: string) {
  await post(tx, {
    kind: 'bill_returned',
    creatorId: bill.creatorId,
    billId: bill.id,
    memo: reason,
    legs: [billed(bill.creatorId, bill.amountCents), external(-bill.amountCents)],
  });
}

/**
 * Records the bank's answer of a batch, or (without a file) the whole batch as paid. Per payment: paid pays a
 * processing bill; returned puts a processing bill, or a paid one (its payment reversed), into `returned`; what a bill
 * already is, it stays (the same file twice records nothing twice), and a paid status after a return is not taken:
 * the money came back (docs/engine.md "Bank answers and returns"). A file naming a payment outside the batch, or
 * one that cannot be read, is refused whole.
 */
export async function markBatchPaid(ctx: MailCtx, o: { batchId: number; bankCsv?: string; now?: Date }) {
  const now = o.now ?? new Date();
  let outcomes: PayoutOutcome[] | null = null;
  let whole: ReturnType<typeof readBankAnswer>['whole'] = null;
  if (o.bankCsv !== undefined) {
    try {
      const answer = readBankAnswer(o.bankCsv);
      outcomes = answer.items;
      whole = answer.whole;
    } catch (err) {
      if (err instanceof PayoutAnswerUnreadable) throw badRequest('bankFileUnreadable', { detail: err.message });
      throw err;
    }
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, o.batchId)).for('update');
    if (!batch) throw notFound('payoutBatchNotFound');
    if (outcomes === null && batch.status !== 'processing') throw conflict('billBatchNotProcessing');
    const inBatch = await tx.select().from(bills).where(eq(bills.payoutBatchId, batch.id)).for('update');
    const byNumber = new Map(inBatch.map((b) => [invoiceNumber(b.billYear, b.billNumber), b]));
    let wanted: { bill: BillRow; outcome: 'paid' | 'returned' | 'pending'; reason?: string }[];
    if (outcomes === null || whole) {
      const w = whole ?? { status: 'paid' as const };
      wanted = inBatch
        .filter((b) => b.status === 'processing')
        .map((bill) => ({ bill, outcome: w.status, reason: w.status === 'returned' ? w.reason : undefined }));
    } else {
      const unknown = [...new Set(outcomes.map((x) => x.endToEndId).filter((id) => !byNumber.has(id)))];
      if (unknown.length) throw badRequest('billUnknownEndToEnd', { ids: unknown.join(', ') });
      wanted = outcomes.map((x) => ({
        bill: byNumber.get(x.endToEndId) as BillRow,
        outcome: x.status,
        reason: x.status === 'returned' ? x.reason : undefined,
      }));
    }
    const paid: BillRow[] = [];
    const returned: { bill: BillRow; wasPaid: boolean }[] = [];
    const seen = new Map(inBatch.map((b) => [b.id, b.status]));
    for (const w of wanted) {
      const status = seen.get(w.bill.id);
      if (w.outcome === 'paid' && status === 'processing') {
        const row = await payBill(tx, w.bill, now);
        if (row) paid.push(row);
        seen.set(w.bill.id, 'paid');
      } else if (w.outcome === 'returned' && (status === 'processing' || status === 'paid')) {
        if (status === 'paid') await returnPaidBill(tx, w.bill, w.reason ?? 'MS03');
        const [row] = await tx
          .update(bills)
          .set({ status: 'returned', returnReason: w.reason ?? 'MS03', returnedAt: now })
          .where(eq(bills.id, w.bill.id))
          .returning();
        if (row) returned.push({ bill: row, wasPaid: status === 'paid' });
        seen.set(w.bill.id, 'returned');
      }
    }
    // the batch is settled once none of its bills waits for the bank; until then the bank's next file says the rest
    const waiting = [...seen.values()].some((s) => s === 'processing');
    const [row] =
      !waiting && batch.status === 'processing'
        ? await tx
            .update(payoutBatches)
            .set({ status: 'paid', paidAt: now })
            .where(eq(payoutBatches.id, batch.id))
            .returning()
        : [batch];
    return { batch: row ?? batch, paid, returned };
  });
  for (const r of result.returned) await mailBillReturned(ctx, r.bill);
  const nothing = o.bankCsv !== undefined && result.paid.length === 0 && result.returned.length === 0;
  return {
    message: nothing
      ? MSG.bankFileNothingNew
      : o.bankCsv === undefined
        ? BILL_MESSAGES.batchPaid
        : messageText('bankFileRecorded', { paid: result.paid.length, returned: result.returned.length }),
    data: {
      batch: serializeBatch(result.batch),
      paid: result.paid.map(serializeBill),
      returned: result.returned.map((r) => serializeBill(r.bill)),
    },
  };
}

/** A single open bill paid outside a batch (a transfer made by hand). */
/** `now`: a payment recorded after the fact (the demo's past months), dated and posted then. */
export async function markBillPaid(db: Db, { billId, now }: { billId: number; now?: Date }) {
  return db.transaction(async (tx) => {
    const [bill] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
    if (!bill) throw notFound('billNotFound');
    if (bill.status === 'paid') throw conflict('billAlreadyPaid');
    // a bill in a batch the bank is executing is settled by that batch; paid by hand too, the bank's file naming the
    // batch would be refused and the batch's figures would no longer match what was paid
    if (bill.status === 'processing') throw conflict('billInProcessingBatch');
    await assertPayoutDetailsComplete(tx, bill.creatorId);
    const row = await payBill(tx, bill, now ?? new Date(), now);
    return { message: MSG.billMarkedPaid, data: row ? serializeBill(row) : null };
  });
}

export async function listBatches(db: DbOrTx) {
  const rows = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.id)).limit(100);
  return rows.map(serializeBatch);
}

export async function batchXml(db: DbOrTx, { batchId }: { batchId: number }) {
  const [b] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!b) throw notFound('payoutBatchNotFound');
  return { xml: b.xml, fileName: `${b.messageId}.xml` };
}
