// How a bill reads on screen, in the PDF and in the admin's Invoices: one serializer and one detail loader.
import { type BillDetail, type BillStatus, invoiceNumber, type Party } from '@hookline/shared/bills';
import { centsToEur } from '@hookline/shared/money';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billLines, bills, creators, users } from '../../db/schema';
import { notFound } from '../../errors';
import { type Locale, textIn } from '../../texts';
import { settingsComplete } from './payment-settings';

type BillRow = typeof bills.$inferSelect;
const day = (d: Date) => d.toISOString().slice(0, 10);

export const serializeBill = (b: BillRow) => ({
  id: b.id,
  bill_number: b.billNumber,
  number: invoiceNumber(b.billYear, b.billNumber),
  amount_eur: centsToEur(b.amountCents),
  status: b.status,
  period_first_day: b.periodStart ? day(b.periodStart) : null,
  // the period is stored as [start, end): the last day billed is the day of its last instant (the day before a
  // monthly run's midnight end; the day itself for a run made during the day)
  period_last_day: b.periodEnd ? day(new Date(b.periodEnd.getTime() - 1)) : null,
  period_start: b.periodStart?.toISOString() ?? null,
  period_end: b.periodEnd?.toISOString() ?? null,
  created_at: b.createdAt.toISOString(),
  paid_at: b.paidAt?.toISOString() ?? null,
  payout_batch_id: b.payoutBatchId,
  return_reason: b.returnReason,
  returned_at: b.returnedAt?.toISOString() ?? null,
});

/** Bills issued before bills listed each video: their one line is the period's total. */
const legacyLine = (b: BillRow, locale: Locale) => ({
  id: 0,
  kind: 'correction' as const,
  promotion_id: null,
  song: null,
  video_link: null,
  views_72h: null,
  rate: null,
  reason: textIn(locale)('billLegacyReason'),
  amount_eur: centsToEur(b.amountCents),
});

export async function billDetail(
  db: DbOrTx,
  { billId, creatorId }: { billId: number; creatorId?: number },
  locale: Locale = 'en',
): Promise<BillDetail> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), creatorId ? eq(bills.creatorId, creatorId) : undefined));
  if (!bill) throw notFound('billNotFound');
  const lines = await db.select().from(billLines).where(eq(billLines.billId, bill.id)).orderBy(asc(billLines.id));
  const issuer = bill.issuer as (Party & { payout_account?: string | null }) | null;
  return {
    ...serializeBill(bill),
    issuer: issuer
      ? { name: issuer.name, address: issuer.address, country: issuer.country, tax_line: issuer.tax_line }
      : null,
    recipient: (bill.recipient as Party | null) ?? null,
    payout_account: issuer?.payout_account ?? null,
    lines:
      lines.length === 0
        ? [legacyLine(bill, locale)]
        : lines.map((l) => ({
            id: l.id,
            kind: l.kind,
            promotion_id: l.promotionId,
            song: l.song,
            video_link: l.videoLink,
            views_72h: l.views72h,
            rate: l.rate,
            reason: l.reason,
            amount_eur: centsToEur(l.amountCents),
          })),
  };
}

export async function creatorBills(
  db: DbOrTx,
  { creatorId, page, perPage }: { creatorId: number; page: number; perPage: number },
) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(eq(bills.creatorId, creatorId))
      .orderBy(desc(bills.createdAt), desc(bills.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(bills).where(eq(bills.creatorId, creatorId)),
  ]);
  return { items: rows.map(serializeBill), total: count?.n ?? 0 };
}

/** Admin Invoices: every bill, newest first, with what the table and the payout selection need. */
export async function listBills(
  db: DbOrTx,
  { page, perPage, status }: { page: number; perPage: number | 'all'; status?: BillStatus },
) {
  const where = status ? eq(bills.status, status) : undefined;
  const q = db
    .select({ bill: bills, user: users, creator: creators })
    .from(bills)
    .innerJoin(creators, eq(creators.id, bills.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(where)
    .orderBy(desc(bills.createdAt), desc(bills.id));
  const rows = perPage === 'all' ? await q : await q.limit(perPage).offset((page - 1) * perPage);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bills).where(where);
  return {
    items: rows.map(({ bill, user, creator }) => ({
      ...serializeBill(bill),
      user: { last_name: user.lastName },
      creator: { tiktok_username: creator.tiktokUsername, is_payable: settingsComplete(creator) },
    })),
    total: count?.n ?? 0,
  };
}
