// The self-billing invoice PDF: issuer, recipient, period, one line per video, reversals, total, payout account.
import type { Readable } from 'node:stream';
import type { Party } from '@hookline/shared/bills';
import { formatCount, formatEur } from '@hookline/shared/money';
import type { DbOrTx } from '../../db/client';
import { contentWidth, createPdf, MARGIN, para, table, write } from '../reports/pdf-table';
import { billDetail } from './bill-view';

export const SELF_BILLING_TITLE = 'Self-billing invoice';
export const SELF_BILLING_NOTE =
  'Self-billing: this invoice is issued by the recipient on behalf and in the name of the issuer, who agreed to it.';

const partyLines = (p: Party | null) =>
  p ? [p.name, ...p.address, p.country ?? '', p.tax_line ?? ''].filter(Boolean) : ['—'];

export async function billPdf(db: DbOrTx, o: { billId: number; creatorId?: number }) {
  const bill = await billDetail(db, o);
  const doc = createPdf(`Hookline ${SELF_BILLING_TITLE} ${bill.number}`);
  para(doc, 'Hookline', { size: 20, bold: true, color: '#7048e8' });
  para(doc, `${SELF_BILLING_TITLE} ${bill.number}`, { size: 15, bold: true, gap: 0.5 });
  para(doc, `Invoice date: ${bill.created_at.slice(0, 10)}`);
  if (bill.period_first_day) para(doc, `Period: ${bill.period_first_day} to ${bill.period_last_day}`);
  para(doc, `Status: ${bill.status}`, { gap: 0.8 });

  // issuer and recipient side by side
  const top = doc.y;
  const half = contentWidth(doc) / 2 - 10;
  const column = (title: string, lines: string[], x: number) => {
    doc.y = top;
    doc.font('bold').fontSize(9).fillColor('#555').text(title, x, doc.y, { width: half });
    for (const l of lines) {
      doc.fontSize(10).fillColor('#000');
      write(doc, l, x, doc.y, { width: half });
    }
    return doc.y;
  };
  const leftEnd = column('Issuer (creator, supplier)', partyLines(bill.issuer), MARGIN);
  const rightEnd = column('Recipient (customer)', partyLines(bill.recipient), MARGIN + half + 20);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd) + 14;

  const t = table(doc, [
    { header: 'Song', weight: 3 },
    { header: 'Video', weight: 4 },
    { header: 'Views at 72 h', weight: 1.4, align: 'right' },
    { header: 'Rate / reason', weight: 3 },
    { header: 'Amount', weight: 1.6, align: 'right' },
  ]);
  for (const l of bill.lines) {
    t.row(
      [
        l.song ?? (l.kind === 'earning' ? '' : 'Correction'),
        l.video_link ?? '',
        l.views_72h === null ? '' : formatCount(l.views_72h),
        l.kind === 'earning'
          ? (l.rate ?? '')
          : `${l.kind === 'reversal' ? 'Reversal' : 'Correction'}: ${l.reason ?? ''}`,
        formatEur(l.amount_eur),
      ],
      { color: l.amount_eur < 0 ? '#c92a2a' : '#000' },
    );
  }
  t.totals([`Total: ${formatEur(bill.amount_eur)}`]);
  doc.moveDown(0.5);
  para(doc, `Paid to: ${bill.payout_account ?? 'no payout account on file'}`, { size: 9 });
  para(doc, SELF_BILLING_NOTE, { size: 8, color: '#555' });
  doc.end();
  return { stream: doc as unknown as Readable, fileName: `hookline-bill-${bill.number}.pdf` };
}
