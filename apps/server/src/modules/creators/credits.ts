// A creator's money view: balance from the ledger, bills (with PDF), ledger entries, payout settings.
import { centsToEur, formatEur } from '@hookline/shared/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db, DbOrTx } from '../../db/client';
import { bills, creators, ledgerEntries, ledgerTransactions, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { balance } from '../ledger/ledger';
import { isValidIban, normalizeIban } from './iban';

export async function creatorBalance(db: DbOrTx, creatorId: number) {
  const [earnedNow, billedOpen] = await Promise.all([
    balance(db, 'creator_earned', creatorId),
    balance(db, 'creator_billed', creatorId),
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

export const serializeBill = (b: typeof bills.$inferSelect) => ({
  id: b.id,
  bill_number: b.billNumber,
  amount_eur: centsToEur(b.amountCents),
  status: b.status,
  period_start: b.periodStart?.toISOString() ?? null,
  period_end: b.periodEnd?.toISOString() ?? null,
  created_at: b.createdAt.toISOString(),
  paid_at: b.paidAt?.toISOString() ?? null,
});

export async function creatorBills(db: DbOrTx, creatorId: number, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(bills)
    .where(eq(bills.creatorId, creatorId))
    .orderBy(desc(bills.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bills).where(eq(bills.creatorId, creatorId));
  return { items: rows.map(serializeBill), total: count?.n ?? 0 };
}

export async function creatorTransactions(db: DbOrTx, creatorId: number, page: number, perPage: number) {
  const where = and(
    inArray(ledgerEntries.account, ['creator_earned', 'creator_billed']),
    eq(ledgerEntries.refId, creatorId),
  );
  const rows = await db
    .select({ entry: ledgerEntries, tx: ledgerTransactions })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(where);
  return {
    items: rows.map(({ entry, tx }) => ({
      id: entry.id,
      kind: tx.kind,
      account: entry.account,
      amount_eur: centsToEur(entry.amountCents),
      campaign_id: tx.campaignId,
      promotion_id: tx.promotionId,
      bill_id: tx.billId,
      created_at: entry.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

/** A self-billing invoice PDF for one bill. */
export async function billPdf(db: Db, billId: number, creatorId?: number) {
  const [row] = await db
    .select({ bill: bills, creator: creators, user: users })
    .from(bills)
    .innerJoin(creators, eq(creators.id, bills.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(and(eq(bills.id, billId), creatorId ? eq(bills.creatorId, creatorId) : undefined));
  if (!row) throw notFound('Bill not found.');
  const { bill, creator, user } = row;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Hookline bill ${bill.billNumber}` } });
  doc.fillColor('#7048e8').font('Helvetica-Bold').fontSize(22).text('Hookline');
  doc.fillColor('#000').fontSize(16).text(`Self-billing invoice no. ${bill.billNumber}`);
  doc.moveDown().font('Helvetica').fontSize(11);
  doc.text(`Issued: ${bill.createdAt.toISOString().slice(0, 10)}`);
  if (bill.periodStart)
    doc.text(
      `Period: ${bill.periodStart.toISOString().slice(0, 10)} to ${bill.periodEnd?.toISOString().slice(0, 10) ?? ''}`,
    );
  doc.moveDown().text(`Creator: ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}`);
  if (creator.tiktokUsername) doc.text(`TikTok: @${creator.tiktokUsername}`);
  if (creator.payoutAddress) doc.text(`Address: ${creator.payoutAddress}`);
  if (creator.payoutIban) doc.text(`IBAN: ${creator.payoutIban}`);
  doc
    .moveDown()
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Amount: ${formatEur(centsToEur(bill.amountCents))}`);
  doc.font('Helvetica').fontSize(11).text(`Status: ${bill.status}`);
  doc
    .moveDown()
    .fontSize(9)
    .fillColor('#666')
    .text('Earnings for promotion videos made through Hookline, billed by Hookline on behalf of the creator.');
  doc.end();
  return { stream: doc, fileName: `hookline-bill-${bill.billNumber}.pdf` };
}

export async function updatePayout(
  db: DbOrTx,
  creatorId: number,
  b: { account_holder: string; iban: string; address: string },
) {
  if (!isValidIban(b.iban)) throw badRequest('Please enter a valid IBAN');
  await db
    .update(creators)
    .set({
      payoutAccountHolder: b.account_holder.trim(),
      payoutIban: normalizeIban(b.iban),
      payoutAddress: b.address.trim(),
    })
    .where(eq(creators.id, creatorId));
}
