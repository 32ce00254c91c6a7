// Self-billing invoices, payment settings and payouts: requests, answers and the rules both sides apply
// (docs/engine.md "Bills and payouts").
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { listOf, messageWith } from './api';
import { messageText, type TextReader } from './catalogue';
import { EARNING_STATES } from './earning-states';
import { type MessageKey, MSG } from './messages';
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

/** PUT /api/creators/{id}/payment-settings */
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
    account_holder: required(70, MSG.enterAccountHolder),
    iban: text()
      .trim()
      .max(42)
      .refine((v) => isValidIBAN(normalizeIban(v)), BILL_MESSAGES.ibanInvalid),
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
  is_payable: z.boolean(),
  /** what is still needed before the creator can be paid, in words for the screen */
  missing: z.array(z.string()),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

type SettingsLike = Omit<PaymentSettings, 'is_payable' | 'missing'>;

/** What a self-billing invoice and a SEPA transfer still need; empty means the creator is payable. */
export function missingPaymentSettings(s: SettingsLike): string[] {
  const missing: string[] = [];
  if (!s.legal_name) missing.push(MSG.missingLegalName);
  if (!s.address_street || !s.address_postcode || !s.address_city) missing.push(MSG.missingAddress);
  if (!s.address_country) missing.push(MSG.missingCountry);
  if (!s.tax_status) missing.push(MSG.missingTaxStatus);
  if (s.tax_status === 'vat_registered' && !s.tax_id) missing.push(MSG.missingVatNumber);
  if (s.tax_status === 'small_business' && !s.tax_exemption_note) missing.push(MSG.missingExemptionNote);
  if (!s.account_holder) missing.push(MSG.missingAccountHolder);
  if (!s.iban || !isValidIBAN(normalizeIban(s.iban))) missing.push(MSG.missingIban);
  if (s.bic && !isValidBIC(normalizeBic(s.bic))) missing.push(MSG.missingValidBic);
  return missing;
}

export const BILL_STATUSES = ['open', 'processing', 'paid'] as const;
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

/** POST /api/admin/payout-batches/{id}/paid: all of the batch, or the end-to-end ids from the bank's CSV */
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
export const payoutBatchPaidResponse = messageWith(z.object({ batch: payoutBatchSchema, paid: z.array(billSchema) }));
export const paymentSettingsResponse = z.object({ data: paymentSettingsSchema });
/** PUT /api/creators/{id}/payment-settings: the user (whose payable flag may change) and the saved settings. */
export const paymentSettingsSaved = z.object({
  message: z.string(),
  data: userInfoSchema,
  settings: paymentSettingsSchema,
});
export const creatorBalanceResponse = z.object({ data: creatorBalanceSchema });
