// The PDFs of a musician's invoices, credit notes and pro-formas, drawn with the one table engine of bills and
// reports (lib/pdf-table.ts): issuer and buyer side by side, one row per line, net, VAT by its rule, total. In
// the musician's language, the legal wording with the English beside it (texts.ts legalLabel).
import type { Readable } from 'node:stream';
import type { MessageKey } from '@hookline/shared/catalogue';
import type { BillingDocumentKind, VatRule } from '@hookline/shared/musician-billing';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { DocumentLine, DocumentParty } from '../../db/schema';
import { createPdf, para, parties, table } from '../../lib/pdf-table';
import { type Locale, legalLabel, textIn } from '../../texts';
import { amountText, documentOf, paymentReference, proFormaOf } from './documents';

type Config = Pick<AppContext['config'], 'platform' | 'vatRates'>;

const TITLES: Record<BillingDocumentKind, MessageKey> = {
  invoice: 'docInvoice',
  credit_note: 'docCreditNote',
  pro_forma: 'docProForma',
};

const partyLines = (p: DocumentParty, locale: Locale) =>
  [p.name, ...p.address, p.country ?? '', p.vat_id ? `${legalLabel('docVatId', locale)}: ${p.vat_id}` : ''].filter(
    Boolean,
  );

/** The VAT line's label and the legal mention its rule needs on the document. */
export function vatWording(rule: VatRule, rateBp: number, locale: Locale = 'en') {
  if (rule === 'reverse_charge')
    return { label: legalLabel('docVatReverseCharge', locale), mention: legalLabel('billingReverseCharge', locale) };
  if (rule === 'outside_eu')
    return { label: legalLabel('docVatOutsideEu', locale), mention: legalLabel('billingOutsideEu', locale) };
  return { label: legalLabel('docVatRate', locale, { rate: rateBp / 100 }), mention: null };
}

type Sheet = {
  kind: BillingDocumentKind;
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
  locale: Locale;
};

function draw(s: Sheet) {
  const { locale } = s;
  const text = textIn(locale);
  const legal = (key: MessageKey) => legalLabel(key, locale);
  const title = `${legal(TITLES[s.kind])} ${s.number}`;
  const doc = createPdf(`Hookline ${title}`);
  para(doc, 'Hookline', { size: 20, bold: true, color: '#7048e8' });
  para(doc, title, { size: 15, bold: true, gap: 0.5 });
  para(doc, `${legal('docDate')}: ${s.date.toISOString().slice(0, 10)}`);
  for (const f of s.facts) para(doc, f);
  doc.moveDown(0.8);

  parties(
    doc,
    { title: legal('docIssuer'), lines: partyLines(s.issuer, locale) },
    { title: legal('docCustomer'), lines: partyLines(s.buyer, locale) },
  );

  const money = (cents: number) => amountText(s.sign * cents || 0, locale);
  const t = table(doc, [
    { header: text('docDescription'), weight: 6 },
    { header: text('billAmount'), weight: 1.6, align: 'right' },
  ]);
  for (const l of s.lines) t.row([l.description, money(l.amount_cents)]);
  const vat = vatWording(s.rule, s.rateBp, locale);
  t.totals([
    `${legal('docNet')}: ${money(s.netCents)}`,
    `${vat.label}: ${money(s.vatCents)}`,
    `${legal('billTotal')}: ${money(s.totalCents)}`,
  ]);
  doc.moveDown(0.5);
  if (vat.mention) para(doc, vat.mention, { size: 9, gap: 0.3 });
  for (const f of s.footer) para(doc, f, { size: 9 });
  doc.end();
  return { stream: doc as unknown as Readable, fileName: s.fileName };
}

/** An invoice's or credit note's PDF, for its musician (`userId`) or an admin; in the musician's language. */
export async function documentPdf(db: DbOrTx, o: { id: number; userId?: number }) {
  const { doc, payment, invoiceNumber, locale } = await documentOf(db, o);
  const text = textIn(locale);
  const invoice = doc.kind === 'invoice';
  return draw({
    kind: doc.kind,
    number: doc.number,
    date: doc.issuedAt,
    facts: [
      text('docPayment', { reference: paymentReference(payment) }),
      ...(invoice ? [] : [`${legalLabel('docCorrectsInvoice', locale)}: ${invoiceNumber ?? ''}`]),
      text('docPaymentState', { status: payment.status }),
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
    footer: invoice
      ? [text('docPaidOn', { date: payment.paidAt?.toISOString().slice(0, 10) ?? '' })]
      : [text('billingCreditNoteFooter')],
    fileName: `hookline-${doc.kind === 'invoice' ? 'invoice' : 'credit-note'}-${doc.number}.pdf`,
    locale,
  });
}

/** The pro-forma of a payment not paid yet: the amount, the payment's reference and the platform's bank details. */
export async function proFormaPdf(db: DbOrTx, config: Config, o: { paymentId: number; userId?: number }) {
  const p = await proFormaOf(db, config, o);
  const { locale } = p;
  const text = textIn(locale);
  const reference = paymentReference(p.payment);
  const net = p.payment.budgetCents + p.payment.feeCents;
  // the musician's credit pays part of it: the transfer is for the rest
  const credit = p.payment.creditCents;
  const toPay = p.payment.totalCents - credit;
  return draw({
    kind: 'pro_forma',
    number: reference,
    date: p.payment.createdAt,
    facts: [text('docNotAnInvoice')],
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
        ? [
            `${text('billingCreditUsed')}: ${amountText(credit, locale)}`,
            `${text('billingLeftToPay')}: ${amountText(toPay, locale)}`,
          ]
        : []),
      text('docPleaseTransfer', { amount: amountText(toPay, locale), name: config.platform.legalName }),
      `IBAN ${config.platform.iban.replace(/(.{4})/g, '$1 ').trim()} · BIC ${config.platform.bic}`,
      `${legalLabel('docReference', locale)}: ${reference}`,
    ],
    fileName: `hookline-pro-forma-${reference}.pdf`,
    locale,
  });
}
