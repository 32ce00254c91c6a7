// Self-billing invoices, payment settings and payouts: requests, answers and the rules both sides apply
// (docs/engine.md "Bills and payouts").
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { listOf, messageWith } from './api';
import { messageText, type TextReader } from './catalogue';
import { EARNING_STATES } from './earning-states';
import { type MessageKey, MSG } from './messages';
import { isSepaAddressCountry, isSepaIbanCountry, PAYOUT_METHODS, payoutMethodsFor } from './payout-methods';
import { dbId, text } from './primitives';
import { userInfoSchema } from './users';

export const TAX_STATUSES = ['vat_registered', 'small_business', 'private'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];
/** The name of each tax status, by catalogue key (messages.ts). */
export const TAX_STATUS_KEYS: Record<TaxStatus, MessageKey> = {
  vat_registered: 'taxStatusVatRegistered',
  small_business: 'taxStatusSmallBusiness',
  private: 'taxStatusPrivate',
};
export const DEFAULT_EXEMPTION_NOTE = 'No VAT charged: small-business exemption (e.g. § 19 UStG).';

/** The bills' texts: a view of the catalogue (messages.ts), kept for the code that reads them by these names. */
export const BILL_MESSAGES = {
  ibanInvalid: MSG.billIbanInvalid,
  ibanNotSepa: MSG.billIbanNotSepa,
  bicInvalid: MSG.billBicInvalid,
  notPayable: MSG.billNotPayable,
  noBills: MSG.billNoBills,
  notOpen: MSG.billNotOpen,
  batchPaid: MSG.billBatchPaid,
  batchNotProcessing: MSG.billBatchNotProcessing,
  inProcessingBatch: MSG.billInProcessingBatch,
  unknownEndToEnd: (ids: readonly string[]) => messageText('billUnknownEndToEnd', { ids: ids.join(', ') }),
  paymentSettingsSaved: MSG.billPaymentSettingsSaved,
  billingRunQueued: MSG.billBillingRunQueued,
  billingRunBusy: MSG.billBillingRunBusy,
  settingsComplete: MSG.billSettingsComplete,
} as const;

export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const normalizeBic = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** DE89370400440532013000 → •••• •••• •••• •••• ••30 00: grouped as printed, only the last 4 characters readable. */
export const maskIban = (iban: string) => {
  const n = normalizeIban(iban);
  return [...n]
    .map((ch, i) => (i < n.length - 4 ? '•' : ch))
    .join('')
    .replace(/(.{4})(?=.)/g, '$1 ');
};

/** The printed invoice number: year and the year's sequence, e.g. 2026-00017 (also the SEPA end-to-end id). */
export const invoiceNumber = (year: number, n: number) => `${year}-${String(n).padStart(5, '0')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A bill's day (YYYY-MM-DD, as the answers and the PDF state it) as '1 Nov 2026', whatever the reader's zone. */
export const billDayLabel = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};
/** A bill's period from its first to its last day, the same on the Bills screen and in the bill's email. */
export const billPeriodLabel = (text: TextReader, first: string, last: string | null) =>
  last
    ? text('billPeriodRange', { first: billDayLabel(first), last: billDayLabel(last) })
    : text('billPeriodToNow', { first: billDayLabel(first) });

const required = (max: number, missing: string) => text().trim().min(1, missing).max(max);

/**
 * PUT /api/creators/{id}/payment-settings. The account (holder, IBAN, BIC) is asked only where SEPA is offered for
 * the address country (payout-methods.ts); elsewhere it is left empty and not kept.
 */
export const paymentSettingsBody = z
  .object({
    legal_name: required(70, MSG.enterLegalName),
    address_street: required(70, MSG.enterStreet),
    address_postcode: required(16, MSG.enterPostcode),
    address_city: required(35, MSG.enterCity),
    address_country: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, MSG.chooseYourCountry),
    tax_status: z.enum(TAX_STATUSES, { message: MSG.chooseTaxStatus }),
    tax_id: text().trim().max(30).default(''),
    tax_exemption_note: text().trim().max(200).default(''),
    account_holder: text().trim().max(70).default(''),
    iban: text().trim().max(42).default(''),
    bic: text()
      .trim()
      .max(14)
      .refine((v) => v === '' || isValidBIC(normalizeBic(v)), BILL_MESSAGES.bicInvalid)
      .default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.tax_status === 'vat_registered' && !b.tax_id)
      ctx.addIssue({ code: 'custom', path: ['tax_id'], message: MSG.enterVatNumber });
    if (b.tax_status === 'small_business' && !b.tax_exemption_note)
      ctx.addIssue({ code: 'custom', path: ['tax_exemption_note'], message: MSG.enterExemptionNote });
    if (!isSepaAddressCountry(b.address_country)) return;
    if (!b.account_holder) ctx.addIssue({ code: 'custom', path: ['account_holder'], message: MSG.enterAccountHolder });
    const iban = normalizeIban(b.iban);
    if (!isValidIBAN(iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: BILL_MESSAGES.ibanInvalid });
    else if (!isSepaIbanCountry(iban))
      ctx.addIssue({ code: 'custom', path: ['iban'], message: BILL_MESSAGES.ibanNotSepa });
  });
export type PaymentSettingsBody = z.input<typeof paymentSettingsBody>;

export const paymentSettingsSchema = z.object({
  legal_name: z.string().nullable(),
  address_street: z.string().nullable(),
  address_postcode: z.string().nullable(),
  address_city: z.string().nullable(),
  address_country: z.string().nullable(),
  tax_status: z.enum(TAX_STATUSES).nullable(),
  tax_id: z.string().nullable(),
  tax_exemption_note: z.string().nullable(),
  account_holder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** the method the creator is paid by (null: none yet) */
  payout_method: z.enum(PAYOUT_METHODS).nullable(),
  /** the methods offered for the address country, best first (empty: none available there yet) */
  payout_methods: z.array(z.enum(PAYOUT_METHODS)),
  is_payable: z.boolean(),
  /** what is still needed before the creator can be paid, in words for the screen */
  missing: z.array(z.string()),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

type SettingsLike = Omit<PaymentSettings, 'is_payable' | 'missing' | 'payout_method' | 'payout_methods'>;

/** What a self-billing invoice and a SEPA transfer still need; empty means the creator is payable. */
export function missingPaymentSettings(s: SettingsLike): string[] {
  const missing: string[] = [];
  if (!s.legal_name) missing.push(MSG.missingLegalName);
  if (!s.address_street || !s.address_postcode || !s.address_city) missing.push(MSG.missingAddress);
  if (!s.address_country) missing.push(MSG.missingCountry);
  if (!s.tax_status) missing.push(MSG.missingTaxStatus);
  if (s.tax_status === 'vat_registered' && !s.tax_id) missing.push(MSG.missingVatNumber);
  if (s.tax_status === 'small_business' && !s.tax_exemption_note) missing.push(MSG.missingExemptionNote);
  // the account SEPA needs; a country no built method serves yet has nothing to enter but cannot be paid
  if (s.address_country && !payoutMethodsFor(s.address_country).includes('sepa')) {
    missing.push(MSG.missingPayoutMethod);
    return missing;
  }
  if (!s.account_holder) missing.push(MSG.missingAccountHolder);
  if (!s.iban || !isValidIBAN(normalizeIban(s.iban)) || !isSepaIbanCountry(s.iban)) missing.push(MSG.missingIban);
  if (s.bic && !isValidBIC(normalizeBic(s.bic))) missing.push(MSG.missingValidBic);
  return missing;
}

/** returned: the bank sent the payment back (or refused it); the bill waits to be paid again (docs/engine.md). */
export const BILL_STATUSES = ['open', 'processing', 'paid', 'returned'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const billLineSchema = z.object({
  id: z.number(),
  kind: z.enum(['earning', 'reversal', 'correction']),
  promotion_id: z.number().nullable(),
  song: z.string().nullable(),
  video_link: z.string().nullable(),
  views_72h: z.number().nullable(),
  rate: z.string().nullable(),
  reason: z.string().nullable(),
  amount_eur: z.number(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const partySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  country: z.string().nullable(),
  tax_line: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const billSchema = z.object({
  id: z.number(),
  bill_number: z.number(),
  /** the printed number, e.g. 2026-00017 */
  number: z.string(),
  amount_eur: z.number(),
  status: z.enum(BILL_STATUSES),
  /** first and last day of the billed period (YYYY-MM-DD), the same on screen and PDF */
  period_first_day: z.string().nullable(),
  period_last_day: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payout_batch_id: z.number().nullable(),
  /** the bank's reason code (ISO 20022, e.g. AC04) of a returned bill; its words: returnReasonText */
  return_reason: z.string().nullable(),
  returned_at: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billDetailSchema = billSchema.extend({
  issuer: partySchema.nullable(),
  recipient: partySchema.nullable(),
  payout_account: z.string().nullable(),
  lines: z.array(billLineSchema),
});
export type BillDetail = z.infer<typeof billDetailSchema>;

/** POST /api/admin/payout-batches */
export const payoutBatchBody = z.object({ bill_ids: z.array(dbId()).min(1, BILL_MESSAGES.noBills).max(5000) }).strict();

/**
 * POST /api/admin/payout-batches/{id}/paid: all of the batch, or what the bank's file says of each payment. The file
 * (`bank_csv`, kept under its first name) is a pain.002 status report, a camt.054 notification, a pacs.004 return
 * (XML) or a CSV with a header naming the end-to-end id, the status and the reason (modules/payouts/bank-answers.ts).
 */
export const payoutBatchPaidBody = z.object({ bank_csv: text().max(2_000_000).optional() }).strict();

export const payoutBatchSchema = z.object({
  id: z.number(),
  message_id: z.string(),
  status: z.enum(['processing', 'paid']),
  bill_count: z.number(),
  total_eur: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/** POST /api/admin/billing-runs: the billing job queued now, for earnings recorded up to `until` */
export const billingRunResponse = z.object({
  message: z.string(),
  data: z.object({ job_id: z.number(), until: z.string() }),
});
export type BillingRun = z.infer<typeof billingRunResponse>;

export const earningLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['earning', 'reversal', 'correction', 'payout']),
  state: z.enum([...EARNING_STATES, 'released']),
  promotion_id: z.number().nullable(),
  campaign_id: z.number().nullable(),
  song: z.string().nullable(),
  video_link: z.string().nullable(),
  amount_eur: z.number(),
  reason: z.string().nullable(),
  bill_number: z.string().nullable(),
  date: z.string(),
});
export type EarningLine = z.infer<typeof earningLineSchema>;

/** GET /api/admin/reports/dac7 */
export const dac7Query = z.object({ year: z.coerce.number().int().min(2023).max(2100) }).strict();

/** What a creator has earned, by where the money is. */
export const creatorBalanceSchema = z.object({
  unbilled_eur: z.number(),
  billed_open_eur: z.number(),
  paid_eur: z.number(),
});
export type CreatorBalance = z.infer<typeof creatorBalanceSchema>;

export const billList = listOf(billSchema);
/** A bill in the admin's Invoices: with whose it is and whether they can be paid. */
export const adminBillSchema = billSchema.extend({
  user: z.object({ last_name: z.string().nullable() }),
  creator: z.object({ tiktok_username: z.string().nullable(), is_payable: z.boolean() }),
});
export type AdminBill = z.infer<typeof adminBillSchema>;
export const adminBillList = listOf(adminBillSchema);
export const billDetailResponse = z.object({ data: billDetailSchema });
export const earningLineList = listOf(earningLineSchema);
export const billPaidResponse = messageWith(billSchema.nullable());
export const payoutBatchList = z.object({ data: z.array(payoutBatchSchema) });
export const payoutBatchCreated = messageWith(payoutBatchSchema);
export const payoutBatchPaidResponse = messageWith(
  z.object({ batch: payoutBatchSchema, paid: z.array(billSchema), returned: z.array(billSchema) }),
);
export const paymentSettingsResponse = z.object({ data: paymentSettingsSchema });
/** PUT /api/creators/{id}/payment-settings: the user (whose payable flag may change) and the saved settings. */
export const paymentSettingsSaved = z.object({
  message: z.string(),
  data: userInfoSchema,
  settings: paymentSettingsSchema,
});
/** A bank's reason code in words, by catalogue key (ISO 20022 ExternalStatusReason1Code / ExternalReturnReason1Code). */
export const RETURN_REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  AC01: 'reasonAC01',
  AC04: 'reasonAC04',
  AC06: 'reasonAC06',
  AC13: 'reasonAC13',
  AG01: 'reasonAG01',
  AG02: 'reasonAG02',
  AM05: 'reasonAM05',
  BE04: 'reasonBE04',
  MD07: 'reasonMD07',
  MS02: 'reasonMS02',
  MS03: 'reasonMS03',
  RC01: 'reasonRC01',
  RR01: 'reasonRR01',
  RR02: 'reasonRR02',
  RR03: 'reasonRR03',
  RR04: 'reasonRR04',
  FOCR: 'reasonFOCR',
  CUST: 'reasonCUST',
  DUPL: 'reasonDUPL',
  TM01: 'reasonTM01',
};
/** 'AC04 closed account': the code as the bank wrote it, then its meaning in the reader's language. */
export const returnReasonText = (text: TextReader, code: string | null) => {
  const c = (code ?? 'MS03').toUpperCase();
  const key = RETURN_REASON_KEYS[c];
  return `${c} ${key ? text(key) : text('reasonUnknown', { code: c })}`;
};
export const creatorBalanceResponse = z.object({ data: creatorBalanceSchema });

/** POST /api/admin/payouts: each bill asked for, the method it went by and its state after (docs/engine.md). */
export const payoutsAnswer = z.object({
  data: z.array(z.object({ bill_id: z.number(), method: z.enum(PAYOUT_METHODS), state: z.enum(BILL_STATUSES) })),
});
