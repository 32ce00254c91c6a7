// The PDFs of a musician's invoices, credit notes and pro-formas, drawn with the one table engine of bills and
// reports (reports/pdf-table.ts): issuer and buyer side by side, one row per line, net, VAT by its rule, total.
import type { Readable } from 'node:stream';
import { MSG } from '@hookline/shared/messages';
import { BILLING_DOCUMENT_LABELS, type VatRule } from '@hookline/shared/musician-billing';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { DocumentLine, DocumentParty } from '../../db/schema';
import { contentWidth, createPdf, MARGIN, para, table, write } from '../reports/pdf-table';
import { amountText, documentOf, paymentReference, proFormaOf } from './documents';

type Config = Pick<AppContext['config'], 'platform' | 'vatRates'>;

const partyLines = (p: DocumentParty) =>
  [p.name, ...p.address, p.country ?? '', p.vat_id ? `VAT ID: ${p.vat_id}` : ''].filter(Boolean);

/** The VAT line's label and the legal mention its rule needs on the document. */
export function vatWording(rule: VatRule, rateBp: number) {
  if (rule === 'reverse_charge') return { label: 'VAT 0 % (reverse charge)', mention: MSG.billingReverseCharge };
  if (rule === 'outside_eu') return { label: 'VAT 0 % (outside the EU)', mention: MSG.billingOutsideEu };
  return { label: `${MSG.billingVatNotePrefix} ${rateBp / 100} %`, mention: null };
}

type Sheet = {
  title: string;
  number: string;
  date: Date;
  facts: string[];
  issuer: DocumentParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
  /** -1 on a credit note: its amounts are credited */
  sign: 1 | -1;
  netCents: number;
  vatCents: number;
  totalCents: number;
  rule: VatRule;
  rateBp: number;
  footer: string[];
  fileName: string;
};

function draw(s: Sheet) {
  const doc = createPdf(`Hookline ${s.title} ${s.number}`);
  para(doc, 'Hookline', { size: 20, bold: true, color: '#7048e8' });
  para(doc, `${s.title} ${s.number}`, { size: 15, bold: true, gap: 0.5 });
  para(doc, `Date: ${s.date.toISOString().slice(0, 10)}`);
  for (const f of s.facts) para(doc, f);
  doc.moveDown(0.8);

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
  const leftEnd = column('Issuer (supplier)', partyLines(s.issuer), MARGIN);
  const rightEnd = column('Customer', partyLines(s.buyer), MARGIN + half + 20);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd) + 14;

  const money = (cents: number) => amountText(s.sign * cents || 0);
  const t = table(doc, [
    { header: 'Description', weight: 6 },
    { header: 'Amount', weight: 1.6, align: 'right' },
  ]);
  for (const l of s.lines) t.row([l.description, money(l.amount_cents)]);
  const vat = vatWording(s.rule, s.rateBp);
  t.totals([`Net: ${money(s.netCents)}`, `${vat.label}: ${money(s.vatCents)}`, `Total: ${money(s.totalCents)}`]);
  doc.moveDown(0.5);
  if (vat.mention) para(doc, vat.mention, { size: 9, gap: 0.3 });
  for (const f of s.footer) para(doc, f, { size: 9 });
  doc.end();
  return { stream: doc as unknown as Readable, fileName: s.fileName };
}

/** An invoice's or credit note's PDF, for its musician (`userId`) or an admin. */
export async function documentPdf(db: DbOrTx, o: { id: number; userId?: number }) {
  const { doc, payment, invoiceNumber } = await documentOf(db, o);
  const invoice = doc.kind === 'invoice';
  return draw({
    title: BILLING_DOCUMENT_LABELS[doc.kind],
    number: doc.number,
    date: doc.issuedAt,
    facts: [
      `Payment: ${paymentReference(payment)}`,
      ...(invoice ? [] : [`Corrects invoice: ${invoiceNumber ?? ''}`]),
      `Payment state: ${payment.status}`,
    ],
    issuer: doc.issuer,
    buyer: doc.buyer,
    lines: doc.lines,
    sign: invoice ? 1 : -1,
    netCents: doc.netCents,
    vatCents: doc.vatCents,
    totalCents: doc.totalCents,
    rule: doc.vatRule,
    rateBp: doc.vatRateBp,
    footer: invoice ? [`Paid on ${payment.paidAt?.toISOString().slice(0, 10) ?? ''}.`] : [MSG.billingCreditNoteFooter],
    fileName: `hookline-${doc.kind === 'invoice' ? 'invoice' : 'credit-note'}-${doc.number}.pdf`,
  });
}

/** The pro-forma of a payment not paid yet: the amount, the payment's reference and the platform's bank details. */
export async function proFormaPdf(db: DbOrTx, config: Config, o: { paymentId: number; userId?: number }) {
  const p = await proFormaOf(db, config, o);
  const reference = paymentReference(p.payment);
  const net = p.payment.budgetCents + p.payment.feeCents;
  // the musician's credit pays part of it: the transfer is for the rest
  const credit = p.payment.creditCents;
  const toPay = p.payment.totalCents - credit;
  return draw({
    title: BILLING_DOCUMENT_LABELS.pro_forma,
    number: reference,
    date: p.payment.createdAt,
    facts: ['This is not an invoice: the invoice follows once the payment is received.'],
    issuer: p.issuer,
    buyer: p.buyer,
    lines: p.lines,
    sign: 1,
    netCents: net,
    vatCents: p.payment.vatCents,
    totalCents: p.payment.totalCents,
    rule: p.vat.rule,
    rateBp: p.vat.rateBp,
    footer: [
      ...(credit > 0
        ? [`${MSG.billingCreditUsed}: ${amountText(credit)}`, `${MSG.billingLeftToPay}: ${amountText(toPay)}`]
        : []),
      `Please transfer ${amountText(toPay)} to ${config.platform.legalName}`,
      `IBAN ${config.platform.iban.replace(/(.{4})/g, '$1 ').trim()} · BIC ${config.platform.bic}`,
      `Reference: ${reference}`,
    ],
    fileName: `hookline-pro-forma-${reference}.pdf`,
  });
}
