// A musician's own campaigns: drafts with Create Campaign's fields, rules and texts, minus what only an
// admin sets (the maximum creator level, the musician); the admin's review of paid drafts.
import { z } from 'zod';
import { campaignCreateObject, withCampaignCreateRules } from './campaigns';
import { MSG } from './messages';
import { hasAtMostDecimals } from './money';
import { VAT_RULE_VALUES } from './musician-billing';
import { text } from './primitives';

const MSG_MAX_LEVEL = MSG.maxLevelRequired;

export const musicianDraftBody = withCampaignCreateRules(
  campaignCreateObject.omit({ max_level_id: true, musician_id: true }).strict(),
);
export type MusicianDraftBody = z.infer<typeof musicianDraftBody>;

export const DRAFT_STATUSES = ['draft', 'paid', 'approved', 'rejected'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

const draftSong = z.object({
  title: z.string(),
  artist: z.string(),
  genre_id: z.number().optional(),
  genre: z.object({ name: z.string() }).optional(),
  spotify_url: z.string().nullable().optional(),
  tiktok_url: z.string().nullable().optional(),
  capcut_url: z.string().nullable().optional(),
  album_icon_url: z.string().nullable().optional(),
  google_drive_url: z.string().nullable().optional(),
});

/** A draft as its musician (and the admin's review) reads it. */
export const musicianDraft = z.object({
  id: z.number(),
  status: z.enum(DRAFT_STATUSES),
  reject_reason: z.string().nullable(),
  campaign_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  draft: z.object({
    description: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    budget_eur: z.number(),
    hashtags: z.array(z.string()),
    territories: z.array(z.number()),
    song: draftSong,
  }),
});
export type MusicianDraft = z.infer<typeof musicianDraft>;

export const musicianDraftResponse = z.object({ data: musicianDraft });
export const musicianDraftSaved = z.object({ message: z.string(), data: musicianDraft });
export const musicianDraftList = z.object({ data: z.object({ items: z.array(musicianDraft) }) });

/** The texts of a musician's drafts: a view of the catalogue (messages.ts). */
export const DRAFT_MESSAGES = {
  saved: MSG.draftSaved,
  updated: MSG.draftUpdated,
  deleted: MSG.draftDeleted,
  notFound: MSG.draftNotFound,
  notEditable: MSG.draftNotEditable,
  deleteConfirm: MSG.draftDeleteConfirm,
  paymentUnderway: MSG.draftPaymentUnderway,
  notInReview: MSG.draftNotInReview,
  endPassed: MSG.draftEndPassed,
  budgetChanged: MSG.draftBudgetChanged,
  approved: MSG.draftApproved,
  rejected: MSG.draftRejected,
} as const;

/** Reason an admin gives when rejecting a paid draft; the musician reads it. */
export const draftRejectBody = z.object({ reason: text().trim().min(3, MSG.draftRejectReason).max(1000) }).strict();

/** What a musician pays for a draft, in cents (modules/musician-campaigns/pricing.ts says how it is worked out). */
export const draftPrice = z.object({
  budget_cents: z.number().int(),
  fee_cents: z.number().int(),
  fee_percent: z.number(),
  fee_min_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_country: z.string(),
  vat_rate_percent: z.number(),
  /** how VAT was decided (docs/engine.md "VAT on musicians' payments"); the mention the invoice carries */
  vat_rule: z.enum(VAT_RULE_VALUES),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  /** the musician's credit used for it (at most the total less 0.50 EUR, the least a rail charges) */
  credit_cents: z.number().int(),
  /** what the rail charges: total less credit */
  to_pay_cents: z.number().int(),
  currency: z.literal('eur'),
});
export type DraftPrice = z.infer<typeof draftPrice>;
export const draftPriceResponse = z.object({ data: draftPrice });
export const draftCheckoutResponse = z.object({ data: z.object({ url: z.string(), price: draftPrice }) });

/** How a musician pays: card or SEPA Direct Debit through Stripe Checkout, or a bank transfer with a reference. */
export const CHECKOUT_RAILS = ['card', 'sepa_debit'] as const;
/** How the unspent budget goes back when the campaign ends, chosen at checkout (docs/engine.md "Refunds"). */
export const END_REFUND_CHOICES = ['original', 'bank_transfer', 'credit'] as const;
export type EndRefundChoice = (typeof END_REFUND_CHOICES)[number];
const endRefund = z.enum(END_REFUND_CHOICES).default('original');
/** POST /api/musician/drafts/{id}/checkout */
/** (no body: card, and the unspent budget back to the card) */
export const checkoutBody = z
  .object({ rail: z.enum(CHECKOUT_RAILS).default('card'), end_refund: endRefund })
  .strict()
  .nullish()
  .transform((b) => ({ rail: b?.rail ?? 'card', end_refund: b?.end_refund ?? 'original' }));
/** POST /api/musician/drafts/{id}/bank-transfer */
export const bankTransferBody = z
  .object({ end_refund: endRefund })
  .strict()
  .nullish()
  .transform((b) => ({ end_refund: b?.end_refund ?? 'original' }));

/** What the musician needs to make the transfer: amount, the platform's account and the payment's reference. */
export const bankTransferDetails = z.object({
  payment_id: z.number(),
  reference: z.string(),
  amount_cents: z.number().int(),
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  status: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetails>;
export const bankTransferResponse = z.object({
  data: z.object({ price: draftPrice, transfer: bankTransferDetails }),
});

/** The latest payment of a draft as its musician reads it (failed, processing, awaiting a transfer…). */
export const draftPaymentState = z.object({
  id: z.number(),
  rail: z.enum(['card', 'sepa_debit', 'bank_transfer']),
  status: z.enum(['open', 'processing', 'paid', 'failed', 'expired', 'refunded']),
  to_pay_cents: z.number().int(),
  transfer: bankTransferDetails.nullable(),
});
export type DraftPaymentState = z.infer<typeof draftPaymentState>;
export const draftPaymentStateResponse = z.object({ data: draftPaymentState.nullable() });

/** A refund of a musician's payment (its amount, rail and reason), as the musician and the admin read it. */
export const paymentRefund = z.object({
  id: z.number(),
  payment_id: z.number(),
  campaign_id: z.number().nullable(),
  /** chargeback: what a lost dispute took back through the payer's bank */
  rail: z.enum(['stripe', 'bank_transfer', 'credit', 'chargeback']),
  /** stripe_outside: a refund made at Stripe (its dashboard, Radar), not by the product */
  reason: z.enum(['rejected', 'late_payment', 'second_payment', 'campaign_end', 'dispute_lost', 'stripe_outside']),
  amount_cents: z.number().int(),
  /** held: waits for a dispute of the payment to close; dropped: the lost dispute's chargeback gave it back instead */
  status: z.enum(['pending', 'sent', 'held', 'dropped']),
  /** why Stripe refused or failed it (the admin reads it), null when it did not */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;
/** GET /api/musician/campaigns/{id}/refunds: what went back of that campaign's payments */
export const refundListResponse = z.object({ data: z.object({ items: z.array(paymentRefund) }) });

/** The admin's list of bank transfers to confirm and refunds to send by bank transfer. */
export const bankTransferQueueItem = bankTransferDetails.extend({
  musician: z.object({ id: z.number(), stage_name: z.string() }),
  draft_id: z.number().nullable(),
  campaign_id: z.number().nullable(),
  created_at: z.string(),
});
export const refundToSend = paymentRefund.extend({ musician: z.object({ id: z.number(), stage_name: z.string() }) });
export const bankTransferQueueResponse = z.object({
  data: z.object({ transfers: z.array(bankTransferQueueItem), refunds: z.array(refundToSend) }),
});
export type BankTransferQueue = z.infer<typeof bankTransferQueueResponse>['data'];

/** Approving a paid draft: the admin sets what only an admin sets. */
export const draftApproveBody = z
  .object({ max_level_id: z.number().int().min(1, MSG_MAX_LEVEL).max(7, MSG_MAX_LEVEL) })
  .strict();

export const reviewQueueItem = musicianDraft.extend({
  musician: z.object({ id: z.number(), stage_name: z.string() }),
  payment: z.object({
    budget_cents: z.number(),
    fee_cents: z.number(),
    vat_cents: z.number(),
    total_cents: z.number(),
    paid_at: z.string().nullable(),
    rail: z.enum(['card', 'sepa_debit', 'bank_transfer']),
    reference: z.string().nullable(),
    /** what the payer's bank took back in a dispute and still holds (0: none) */
    disputed_cents: z.number(),
    /** the dispute's state: open until Stripe closes it won or lost; null without a dispute */
    dispute_status: z.enum(['open', 'won', 'lost']).nullable(),
    /** Stripe's date for the evidence (evidence_details.due_by) while the dispute is open */
    dispute_due_by: z.string().nullable(),
  }),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueueResponse = z.object({ data: z.object({ items: z.array(reviewQueueItem) }) });
export const draftReviewed = z.object({
  message: z.string(),
  data: z.object({ draft: musicianDraft, campaign_id: z.number().nullable() }),
});

const TWO_DECIMALS = MSG.atMostTwoDecimals;
const topUpAmount = () =>
  z
    .number({ message: MSG.enterAmount })
    .min(1, MSG.topUpMinimum)
    .max(10_000_000)
    .refine((v) => hasAtMostDecimals(v, 2), TWO_DECIMALS);
/** POST /api/musician/campaigns/{id}/top-up: the amount added to the budget (fee and VAT come on top). */
export const topUpBody = z
  .object({
    amount_eur: topUpAmount(),
    rail: z.enum(CHECKOUT_RAILS).default('card'),
    end_refund: z.enum(END_REFUND_CHOICES).default('original'),
  })
  .strict();
/** Every way a musician pays: the Checkout rails, or a bank transfer against a pro-forma with a reference. */
export const PAY_RAILS = [...CHECKOUT_RAILS, 'bank_transfer'] as const;
/** The top-up form's choices: the amount, any of the rails, and how the unspent budget comes back. */
export const topUpChoices = topUpBody.extend({ rail: z.enum(PAY_RAILS).default('card') });
/** POST /api/musician/campaigns/{id}/top-up/bank-transfer: a top-up paid by bank transfer against a pro-forma. */
export const topUpBankTransferBody = z
  .object({
    amount_eur: topUpAmount(),
    end_refund: z.enum(END_REFUND_CHOICES).default('original'),
  })
  .strict();
/** GET /api/musician/price?amount_eur=: the price of a top-up of that amount. */
export const topUpQuery = z.object({ amount_eur: z.coerce.number().pipe(topUpAmount()) }).strict();
