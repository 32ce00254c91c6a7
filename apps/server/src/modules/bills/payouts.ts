// Payouts by SEPA credit transfer: open bills → a pain.001.001.09 batch (bills "processing") → paid, all of the
// batch or the end-to-end ids of the bank's CSV, each posting its payment to the ledger (docs/engine.md).

import { randomBytes } from 'node:crypto';
import { BILL_MESSAGES, invoiceNumber } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { centsToEur } from '@hookline/shared/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import SEPA from 'sepa';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bills, creators, payoutBatches } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { billed, external, post } from '../ledger/ledger';
import { serializeBill } from './bill-view';
import { settingsComplete } from './payment-settings';
import { assertPayoutDetailsComplete } from './payout-details';

type Ctx = Pick<AppContext, 'db' | 'config'>;
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

/** SEPA allows a restricted Latin character set: everything else becomes its closest letter or a space. */
const LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
};
const sepaText = (s: string, max: number) =>
  s
    .replace(/[ŁłØøĐđßÆæŒœ]/g, (ch) => LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max) || 'Creator';

/** A batch's message id, unique per file as the bank requires: the time and a random tail (26 of 35 characters). */
export const payoutMessageId = (now: Date) =>
  `HL-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;

/** Builds the pain.001.001.09 document of the given bills (one transaction per bill). */
export function sepaXml(
  config: Ctx['config'],
  messageId: string,
  created: Date,
  rows: { bill: typeof bills.$inferSelect; creator: typeof creators.$inferSelect }[],
) {
  const doc = new SEPA.Document('pain.001.001.09');
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = created;
  doc.grpHdr.initiatorName = sepaText(config.platform.legalName, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = created;
  info.debtorName = sepaText(config.platform.legalName, 70);
  info.debtorIBAN = config.platform.iban;
  info.debtorBIC = config.platform.bic;
  info.batchBooking = true;
  doc.addPaymentInfo(info);
  // the package prefixes these ids with their parent's (55 and 58 characters): set after adding, they stay as given,
  // within Max35Text (the message id is 26 characters)
  info.id = `${messageId}-P1`;
  for (const [i, { bill, creator }] of rows.entries()) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(creator.payoutAccountHolder ?? creator.legalName ?? '', 70);
    tx.creditorIBAN = creator.payoutIban ?? '';
    if (creator.payoutBic) tx.creditorBIC = creator.payoutBic;
    tx.amount = bill.amountCents / 100;
    tx.end2endId = invoiceNumber(bill.billYear, bill.billNumber);
    tx.remittanceInfo = `Hookline self-billing invoice ${tx.end2endId}`;
    info.addTransaction(tx);
    tx.id = `${messageId}-${i + 1}`;
  }
  return doc.toString();
}

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
    if (rows.some((r) => r.bill.status !== 'open')) throw conflict('billNotOpen');
    if (rows.some((r) => !settingsComplete(r.creator))) throw badRequest('billNotPayable');
    const messageId = payoutMessageId(now);
    const xml = sepaXml(ctx.config, messageId, now, rows);
    const totalCents = rows.reduce((s, r) => s + r.bill.amountCents, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ messageId, billCount: rows.length, totalCents, xml, createdBy: o.adminId, createdAt: now })
      .returning();
    if (!batch) throw new Error('batch insert failed');
    await tx.update(bills).set({ status: 'processing', payoutBatchId: batch.id }).where(inArray(bills.id, ids));
    return { batch: serializeBatch(batch), xml };
  });
}

async function payBill(tx: Tx, bill: typeof bills.$inferSelect, now: Date, at?: Date) {
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

/** End-to-end ids (our invoice numbers) named anywhere in a bank's CSV of executed payments. */
export const endToEndIds = (csv: string) => [...new Set(csv.match(/\b\d{4}-\d{5}\b/g) ?? [])];

export async function markBatchPaid(ctx: Ctx, o: { batchId: number; bankCsv?: string; now?: Date }) {
  const now = o.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, o.batchId)).for('update');
    if (!batch) throw notFound('payoutBatchNotFound');
    if (batch.status !== 'processing') throw conflict('billBatchNotProcessing');
    const inBatch = await tx
      .select()
      .from(bills)
      .where(and(eq(bills.payoutBatchId, batch.id), eq(bills.status, 'processing')))
      .for('update');
    let toPay = inBatch;
    if (o.bankCsv !== undefined) {
      const ids = endToEndIds(o.bankCsv);
      if (ids.length === 0) throw badRequest('bankFileNamesNoPayment');
      const byNumber = new Map(inBatch.map((b) => [invoiceNumber(b.billYear, b.billNumber), b]));
      const unknown = ids.filter((id) => !byNumber.has(id));
      if (unknown.length) throw badRequest('billUnknownEndToEnd', { ids: unknown.join(', ') });
      toPay = ids.map((id) => byNumber.get(id)).filter((b) => b !== undefined);
    }
    const paid = [];
    for (const bill of toPay) {
      const row = await payBill(tx, bill, now);
      if (row) paid.push(serializeBill(row));
    }
    const left = inBatch.length - toPay.length;
    // the batch is paid once its last bill is; until then the bank's next file pays the rest
    const [row] =
      left === 0
        ? await tx
            .update(payoutBatches)
            .set({ status: 'paid', paidAt: now })
            .where(eq(payoutBatches.id, batch.id))
            .returning()
        : [batch];
    return { message: BILL_MESSAGES.batchPaid, data: { batch: serializeBatch(row ?? batch), paid } };
  });
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
