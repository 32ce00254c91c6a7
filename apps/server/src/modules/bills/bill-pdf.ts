// The self-billing invoice PDF: issuer, recipient, period, one line per video, reversals, total, payout account;
// in the creator's language, its legal wording with the English beside it (texts.ts legalLabel).
import type { Readable } from 'node:stream';
import type { Party } from '@hookline/shared/bills';
import { formatCount, formatEur } from '@hookline/shared/money';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bills, creators, users } from '../../db/schema';
import { createPdf, para, parties, table } from '../../lib/pdf-table';
import { type Locale, legalLabel, localeOf, textIn } from '../../texts';
import { billDetail } from './bill-view';

const partyLines = (p: Party | null) =>
  p ? [p.name, ...p.address, p.country ?? '', p.tax_line ?? ''].filter(Boolean) : ['—'];

/** The language of the creator a bill is for (their `users.language`). */
async function billLocale(db: DbOrTx, billId: number): Promise<Locale> {
  const [row] = await db
    .select({ language: users.language })
    .from(bills)
    .innerJoin(creators, eq(creators.id, bills.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(bills.id, billId));
  return localeOf(row?.language);
}

export async function billPdf(db: DbOrTx, o: { billId: number; creatorId?: number }) {
  const locale = await billLocale(db, o.billId);
  const bill = await billDetail(db, o, locale);
  const text = textIn(locale);
  const legal = (key: Parameters<typeof legalLabel>[0]) => legalLabel(key, locale);
  const title = `${legal('billSelfBillingTitle')} ${bill.number}`;
  const doc = createPdf(`Hookline ${title}`);
  para(doc, 'Hookline', { size: 20, bold: true, color: '#7048e8' });
  para(doc, title, { size: 15, bold: true, gap: 0.5 });
  para(doc, `${legal('billInvoiceDate')}: ${bill.created_at.slice(0, 10)}`);
  if (bill.period_first_day)
    para(doc, text('billPeriod', { first: bill.period_first_day, last: bill.period_last_day ?? '' }));
  para(doc, text('billStatus', { status: bill.status }), { gap: 0.8 });

  parties(
    doc,
    { title: legal('billIssuer'), lines: partyLines(bill.issuer) },
    { title: legal('billRecipient'), lines: partyLines(bill.recipient) },
  );

  const t = table(doc, [
    { header: text('billSong'), weight: 3 },
    { header: text('billVideo'), weight: 4 },
    { header: text('billViews72h'), weight: 1.4, align: 'right' },
    { header: text('billRateReason'), weight: 3 },
    { header: text('billAmount'), weight: 1.6, align: 'right' },
  ]);
  for (const l of bill.lines) {
    const reason = { reason: l.reason ?? '' };
    t.row(
      [
        l.song ?? (l.kind === 'earning' ? '' : text('billCorrection')),
        l.video_link ?? '',
        l.views_72h === null ? '' : formatCount(l.views_72h),
        l.kind === 'earning'
          ? (l.rate ?? '')
          : text(l.kind === 'reversal' ? 'billReversalLine' : 'billCorrectionLine', reason),
        // formatEur takes `locale` once it formats by language (docs/decisions/0012-languages.md)
        formatEur(l.amount_eur),
      ],
      { color: l.amount_eur < 0 ? '#c92a2a' : '#000' },
    );
  }
  t.totals([`${legal('billTotal')}: ${formatEur(bill.amount_eur)}`]);
  doc.moveDown(0.5);
  para(doc, text('billPaidTo', { account: bill.payout_account ?? text('billNoPayoutAccount') }), { size: 9 });
  para(doc, legal('billSelfBillingNote'), { size: 8, color: '#555' });
  doc.end();
  return { stream: doc as unknown as Readable, fileName: `hookline-bill-${bill.number}.pdf` };
}
