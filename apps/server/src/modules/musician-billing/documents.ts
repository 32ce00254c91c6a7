// The documents the platform issues to musicians (docs/engine.md "Invoices to musicians"): an invoice for every
// paid payment, a credit note for every refund, each numbered without gaps in its own series per calendar year
// (INV-2026-000001, CN-2026-000001). Every rail calls issueInvoice where it records a payment as paid and
// issueCreditNote where it records a refund, inside that same transaction: the number is taken from a counter row
// the transaction keeps locked, so a rollback gives it back and concurrent payments take turns.

import { centsToEur, formatEur } from '@hookline/shared/money';
import type { BillingDocument } from '@hookline/shared/musician-billing';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, rawRows, type Tx } from '../../db/client';
import {
  billingDocuments,
  campaignDrafts,
  campaigns,
  type DocumentLine,
  type DocumentParty,
  draftPayments,
  musicians,
  songs,
  users,
} from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { type Locale, localeOf, textIn } from '../../texts';
import { buyerParty } from './details';

type Config = AppContext['config'];
/** What issuing a document needs of the configuration: the platform as issuer, the VAT rates. */
export type BillingConfig = Pick<Config, 'platform' | 'vatRates'>;
type PaymentRow = typeof draftPayments.$inferSelect;
export type DocumentRow = typeof billingDocuments.$inferSelect;

const SERIES = { invoice: 'INV', credit_note: 'CN' } as const;

/** The platform as the issuer of every document, from its configuration. */
export function platformIssuer(config: Pick<Config, 'platform'>): DocumentParty {
  const p = config.platform;
  return { name: p.legalName, address: [p.address], country: p.country, vat_id: p.vatId };
}

/** The next number of `kind`'s series in `year`, inside the caller's transaction (as bills/numbering.ts does). */
async function allocate(tx: Tx, kind: keyof typeof SERIES, year: number) {
  const [row] = await rawRows<{ n: number }>(
    tx,
    sql`insert into billing_document_counters (kind, year, last_number) values (${kind}, ${year}, 1)
        on conflict (kind, year) do update set last_number = billing_document_counters.last_number + 1
        returning last_number as n`,
  );
  if (!row) throw new Error('document number not allocated');
  const seq = Number(row.n);
  return { year, seq, number: `${SERIES[kind]}-${year}-${String(seq).padStart(6, '0')}` };
}

/** The language of a musician's documents: their user's `users.language`. */
export async function musicianLocale(db: DbOrTx, musicianId: number): Promise<Locale> {
  const [row] = await db
    .select({ language: users.language })
    .from(musicians)
    .innerJoin(users, eq(users.id, musicians.userId))
    .where(eq(musicians.id, musicianId));
  return localeOf(row?.language);
}

/** What a payment paid for (in its musician's language, as its documents state it), and whose it is. */
export async function paymentSubject(db: DbOrTx, p: Pick<PaymentRow, 'draftId' | 'campaignId'>) {
  if (p.draftId !== null) {
    const [d] = await db.select().from(campaignDrafts).where(eq(campaignDrafts.id, p.draftId));
    if (!d) throw notFound();
    const title = String((d.body as { song?: { title?: string } }).song?.title ?? '');
    const locale = await musicianLocale(db, d.musicianId);
    return { musicianId: d.musicianId, locale, subject: textIn(locale)('docCampaignBudget', { title }) };
  }
  const [c] = await db
    .select({ musicianId: campaigns.musicianId, title: songs.title })
    .from(campaigns)
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(eq(campaigns.id, p.campaignId as number));
  if (!c?.musicianId) throw notFound();
  const locale = await musicianLocale(db, c.musicianId);
  return { musicianId: c.musicianId, locale, subject: textIn(locale)('docCampaignTopUp', { title: c.title }) };
}

/** A payment's lines as its invoice and pro-forma list them: the budget and the service fee. */
const paymentLines = (
  p: Pick<PaymentRow, 'budgetCents' | 'feeCents'>,
  subject: string,
  locale: Locale,
): DocumentLine[] => [
  { description: subject, amount_cents: p.budgetCents },
  { description: textIn(locale)('docServiceFee'), amount_cents: p.feeCents },
];

/** The VAT a payment was priced at: stored with it, or (priced before the rules) the platform country's rate. */
const vatOf = (config: Pick<Config, 'platform' | 'vatRates'>, p: PaymentRow) => ({
  rule: p.vatRule ?? ('domestic' as const),
  rateBp: p.vatRateBp ?? (config.vatRates[config.platform.country] as number),
});

/**
 * The invoice of a paid payment: the platform to the musician, the budget and the fee as lines, VAT as the payment
 * was priced. Called in the transaction that marks the payment paid; a second call for the same payment returns
 * the first invoice.
 */
export async function issueInvoice(
  tx: Tx,
  config: Pick<Config, 'platform' | 'vatRates'>,
  paymentId: number,
  now = new Date(),
): Promise<DocumentRow> {
  const [payment] = await tx.select().from(draftPayments).where(eq(draftPayments.id, paymentId));
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded'))
    throw new Error(`payment ${paymentId} is not paid`);
  const [existing] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.paymentId, paymentId), eq(billingDocuments.kind, 'invoice')));
  if (existing) return existing;
  const { musicianId, subject, locale } = await paymentSubject(tx, payment);
  const vat = vatOf(config, payment);
  const lines = paymentLines(payment, subject, locale);
  const n = await allocate(tx, 'invoice', now.getUTCFullYear());
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      kind: 'invoice',
      ...n,
      paymentId,
      musicianId,
      issuedAt: now,
      vatRule: vat.rule,
      vatRateBp: vat.rateBp,
      lines,
      issuer: platformIssuer(config),
      buyer: await buyerParty(tx, musicianId),
      netCents: payment.budgetCents + payment.feeCents,
      vatCents: payment.vatCents,
      totalCents: payment.totalCents,
    })
    .returning();
  return row as DocumentRow;
}

/** What a credit note credits: an amount of a payment, and why when it is not a refund (the line of a part). */
type CreditOrder = {
  paymentId: number;
  amountCents: number;
  reason?: string;
  reasonKey?: 'docDisputeLost';
  now?: Date;
};

/**
 * A credit note for `amountCents` (VAT included) refunded of a payment, against its invoice. A full refund credits
 * the invoice's lines; a part credits its net share in one line, VAT at the invoice's rate (the rest of the
 * amount). Refused when the payment's credit notes would exceed its invoice; with `upToInvoice` it credits what is
 * left of the invoice instead (nothing, and no note, when all of it is credited already): a disputed payment and a
 * refund of the same money are credited once.
 */
export async function issueCreditNote(
  tx: Tx,
  config: BillingConfig,
  o: CreditOrder & { upToInvoice: true },
): Promise<DocumentRow | null>;
export async function issueCreditNote(tx: Tx, config: BillingConfig, o: CreditOrder): Promise<DocumentRow>;
export async function issueCreditNote(
  tx: Tx,
  config: BillingConfig,
  o: CreditOrder & { upToInvoice?: boolean },
): Promise<DocumentRow | null> {
  const now = o.now ?? new Date();
  // the invoice row, locked: two refunds of one payment take turns when checking what is left to credit
  const [invoiceRow] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.paymentId, o.paymentId), eq(billingDocuments.kind, 'invoice')))
    .for('update');
  const invoice = invoiceRow ?? (await issueInvoice(tx, config, o.paymentId, now));
  const [credited] = await rawRows<{ total: string }>(
    tx,
    sql`select coalesce(sum(total_cents), 0) as total from billing_documents
        where payment_id = ${o.paymentId} and kind = 'credit_note'`,
  );
  if (!Number.isInteger(o.amountCents) || o.amountCents <= 0)
    throw new Error('a credit note credits a positive amount');
  const left = invoice.totalCents - Number(credited?.total ?? 0);
  const amount = o.upToInvoice ? Math.min(o.amountCents, left) : o.amountCents;
  if (amount <= 0) return null;
  if (amount > left) throw conflict('billingCreditExceedsInvoice');
  const full = amount === invoice.totalCents;
  const net = full
    ? invoice.netCents
    : Math.floor((amount * invoice.netCents * 2 + invoice.totalCents) / (invoice.totalCents * 2));
  // a part's one line says why, in the musician's language (a full credit repeats the invoice's lines)
  const refund = async () =>
    textIn(await musicianLocale(tx, invoice.musicianId))(o.reasonKey ?? 'docRefundAgainst', { number: invoice.number });
  const lines: DocumentLine[] = full
    ? invoice.lines
    : [{ description: o.reason ?? (await refund()), amount_cents: net }];
  const n = await allocate(tx, 'credit_note', now.getUTCFullYear());
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      kind: 'credit_note',
      ...n,
      paymentId: o.paymentId,
      musicianId: invoice.musicianId,
      invoiceId: invoice.id,
      issuedAt: now,
      vatRule: invoice.vatRule,
      vatRateBp: invoice.vatRateBp,
      lines,
      issuer: platformIssuer(config),
      buyer: invoice.buyer,
      netCents: net,
      vatCents: amount - net,
      totalCents: amount,
    })
    .returning();
  return row as DocumentRow;
}

const musicianOfUser = async (db: DbOrTx, userId: number) => {
  const [m] = await db.select({ id: musicians.id }).from(musicians).where(eq(musicians.userId, userId));
  if (!m) throw notFound();
  return m.id;
};

/**
 * The Billing page's list for the musician signed in as `userId`: invoices and credit notes, newest first, then
 * the pro-forma of every payment not paid yet; each with its payment's state.
 */
export async function listDocuments(db: DbOrTx, userId: number): Promise<BillingDocument[]> {
  const musicianId = await musicianOfUser(db, userId);
  const docs = await db
    .select({ doc: billingDocuments, status: draftPayments.status, draftId: draftPayments.draftId })
    .from(billingDocuments)
    .innerJoin(draftPayments, eq(draftPayments.id, billingDocuments.paymentId))
    .where(eq(billingDocuments.musicianId, musicianId))
    .orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id));
  const open = await db
    .select({ payment: draftPayments })
    .from(draftPayments)
    .leftJoin(campaignDrafts, eq(campaignDrafts.id, draftPayments.draftId))
    .leftJoin(campaigns, eq(campaigns.id, draftPayments.campaignId))
    .where(
      and(
        eq(draftPayments.status, 'open'),
        or(eq(campaignDrafts.musicianId, musicianId), eq(campaigns.musicianId, musicianId)),
      ),
    )
    .orderBy(desc(draftPayments.createdAt), desc(draftPayments.id));
  const items: BillingDocument[] = docs.map(({ doc, status }) => ({
    kind: doc.kind,
    id: doc.id,
    number: doc.number,
    payment_id: doc.paymentId,
    subject: doc.lines[0]?.description ?? '',
    issued_at: doc.issuedAt.toISOString(),
    total_cents: doc.totalCents,
    payment_status: status,
    pdf_url: `/api/musician/billing/documents/${doc.id}/pdf`,
  }));
  for (const { payment } of open) {
    items.push({
      kind: 'pro_forma',
      id: null,
      number: null,
      payment_id: payment.id,
      subject: (await paymentSubject(db, payment)).subject,
      issued_at: payment.createdAt.toISOString(),
      total_cents: payment.totalCents,
      payment_status: payment.status,
      pdf_url: `/api/musician/payments/${payment.id}/pro-forma`,
    });
  }
  return items;
}

/** A document, for its musician (`userId`) or, without one, for an admin; another musician's answers 404. */
export async function documentOf(db: DbOrTx, o: { id: number; userId?: number }) {
  const [row] = await db.select().from(billingDocuments).where(eq(billingDocuments.id, o.id));
  if (!row) throw notFound('billingDocumentNotFound');
  if (o.userId !== undefined && row.musicianId !== (await musicianOfUser(db, o.userId)))
    throw notFound('billingDocumentNotFound');
  const [payment] = await db.select().from(draftPayments).where(eq(draftPayments.id, row.paymentId));
  const [invoice] = row.invoiceId
    ? await db.select().from(billingDocuments).where(eq(billingDocuments.id, row.invoiceId))
    : [];
  return {
    doc: row,
    payment: payment as PaymentRow,
    invoiceNumber: invoice?.number ?? null,
    locale: await musicianLocale(db, row.musicianId),
  };
}

/** A payment not paid yet, for its musician (`userId`) or an admin: what its pro-forma states. */
export async function proFormaOf(
  db: DbOrTx,
  config: Pick<Config, 'platform' | 'vatRates'>,
  o: { paymentId: number; userId?: number },
) {
  const [payment] = await db.select().from(draftPayments).where(eq(draftPayments.id, o.paymentId));
  if (!payment) throw notFound('billingDocumentNotFound');
  const { musicianId, subject, locale } = await paymentSubject(db, payment);
  if (o.userId !== undefined && musicianId !== (await musicianOfUser(db, o.userId)))
    throw notFound('billingDocumentNotFound');
  if (payment.status !== 'open') throw conflict('billingProFormaOnlyUnpaid');
  const vat = vatOf(config, payment);
  return {
    payment,
    vat,
    locale,
    buyer: await buyerParty(db, musicianId),
    issuer: platformIssuer(config),
    lines: paymentLines(payment, subject, locale),
  };
}

/** The reference a payment is known by: a bank transfer's own (HL-XXXX-XXXX), else one made of its id. */
export const paymentReference = (p: Pick<PaymentRow, 'id' | 'reference'>) => p.reference ?? `HOOKLINE-P${p.id}`;

/** A document's amount; `locale` reaches formatEur once it formats by language (docs/decisions/0012-languages.md). */
export const amountText = (cents: number, _locale: Locale = 'en') => formatEur(centsToEur(cents));
