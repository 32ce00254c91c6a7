// A musician's billing (docs/engine.md "Invoices to musicians"): the billing details invoices are addressed to and
// VAT is decided by, and the documents the platform issues (invoices, credit notes, pro-formas).
import * as jsvatModule from 'jsvat-next';
import { z } from 'zod';
import { type MessageKey, MSG } from './messages';
import { text } from './primitives';

// the package ships CommonJS to Node and ES modules to bundlers: its functions sit on the namespace in a bundle
// and on its default export under Node's CommonJS interop
const jsvat = ('checkVAT' in jsvatModule ? jsvatModule : (jsvatModule as { default: unknown }).default) as Pick<
  typeof jsvatModule,
  'checkVAT' | 'countries'
>;

/** The member states of the European Union (ISO 3166 codes; Greece is GR here, EL in its VAT ids). */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export const isEuMember = (country: string) => (EU_MEMBER_STATES as readonly string[]).includes(country);

/** The countries a musician can bill from: the member states first-class, then the usual others. */
export const BILLING_COUNTRIES = [
  ...EU_MEMBER_STATES,
  ...'AE AR AU BR CA CH CN GB IN IS JP KR LI MX NO NZ RS SG TR UA US ZA'.split(' '),
];

/** "de 136 695-976" → "DE136695976" */
export const normalizeVatId = (v: string) => v.replace(/[\s.\-/]/g, '').toUpperCase();

/**
 * Whether `vatId` has the format (and check digits) of a VAT id of `country`, an EU member state: the country's own
 * prefix (EL for Greece) and the national rules, through jsvat-next.
 */
export function vatIdMatches(vatId: string, country: string) {
  const r = jsvat.checkVAT(normalizeVatId(vatId), jsvat.countries);
  return r.isValid && r.country?.isoCode.short === country;
}

const required = (max: number, missing: string) => text().trim().min(1, missing).max(max);

/** PUT /api/musician/billing-details */
export const billingDetailsBody = z
  .object({
    legal_name: required(100, MSG.billingLegalNameRequired),
    street: required(70, MSG.billingStreetRequired),
    postcode: required(16, MSG.billingPostcodeRequired),
    city: required(35, MSG.billingCityRequired),
    country: text()
      .trim()
      .toUpperCase()
      .refine((c) => BILLING_COUNTRIES.includes(c), MSG.billingCountryRequired),
    is_business: z.boolean({ message: MSG.billingKindRequired }),
    vat_id: text().trim().max(30).default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.vat_id) return;
    if (!b.is_business) ctx.addIssue({ code: 'custom', path: ['vat_id'], message: MSG.billingVatIdConsumer });
    else if (isEuMember(b.country) && !vatIdMatches(b.vat_id, b.country))
      ctx.addIssue({ code: 'custom', path: ['vat_id'], message: MSG.billingVatIdInvalid });
  });
export type BillingDetailsBody = z.input<typeof billingDetailsBody>;

export const billingDetails = z.object({
  legal_name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  is_business: z.boolean(),
  vat_id: z.string().nullable(),
  updated_at: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetails>;
/** null until the musician saves them */
export const billingDetailsResponse = z.object({ data: billingDetails.nullable() });
export const billingDetailsSaved = z.object({ message: z.string(), data: billingDetails });

export const VAT_RULE_VALUES = ['domestic', 'eu_consumer', 'reverse_charge', 'outside_eu'] as const;
export type VatRule = (typeof VAT_RULE_VALUES)[number];

export const BILLING_DOCUMENT_KIND_VALUES = ['invoice', 'credit_note', 'pro_forma'] as const;
export type BillingDocumentKind = (typeof BILLING_DOCUMENT_KIND_VALUES)[number];
/** The name of each kind of document, by catalogue key (messages.ts). */
export const BILLING_DOCUMENT_KEYS: Record<BillingDocumentKind, MessageKey> = {
  invoice: 'billingDocInvoice',
  credit_note: 'billingDocCreditNote',
  pro_forma: 'billingDocProForma',
};

/** One row of the Billing page: an issued document, or the pro-forma of a payment not paid yet. */
export const billingDocument = z.object({
  kind: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  /** the document's id (null for a pro-forma, which is the payment's) */
  id: z.number().nullable(),
  number: z.string().nullable(),
  payment_id: z.number(),
  /** what the payment paid for */
  subject: z.string(),
  issued_at: z.string(),
  total_cents: z.number().int(),
  payment_status: z.string(),
  pdf_url: z.string(),
});
export type BillingDocument = z.infer<typeof billingDocument>;
export const billingDocumentList = z.object({ data: z.object({ items: z.array(billingDocument) }) });

/** The name of each payment status, by catalogue key (messages.ts); a status not listed shows as it is. */
export const PAYMENT_STATUS_KEYS: Partial<Record<string, MessageKey>> = {
  open: 'paymentStatusOpen',
  processing: 'paymentStatusProcessing',
  paid: 'paymentStatusPaid',
  failed: 'paymentStatusFailed',
  expired: 'paymentStatusExpired',
  refunded: 'paymentStatusRefunded',
};

/** GET /api/admin/campaigns/{id}/money: the campaign's money as its card shows it, each figure from its one writer. */
export const campaignMoneyAnswer = z.object({
  data: z.object({
    funded_eur: z.number(),
    budget_spent_eur: z.number(),
    budget_reserved_eur: z.number(),
    budget_refunded_eur: z.number(),
    /** a dispute of a payment of its budget holds it (no new joins) until Stripe closes the dispute */
    held: z.boolean(),
    /** the earliest evidence due date (Stripe's evidence_details.due_by) of its payments' open disputes */
    dispute_due_by: z.string().nullable(),
  }),
});
export type CampaignMoneyFigures = z.infer<typeof campaignMoneyAnswer>['data'];
