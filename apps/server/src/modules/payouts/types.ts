// The seam for a payout method: one shape that SEPA (and later Stripe Connect, PayPal) implement in
// modules/payouts/<method>/, so that paying a bill and reading how it went do not care how the money travels.
// Nothing here touches the database or the ledger: modules/bills keeps the bills' states and posts the payments.
import type { PayoutMethod as PayoutMethodId } from '@hookline/shared/payout-methods';
import type { Config as AppConfig } from '../../config';
import type { bills, creators } from '../../db/schema';

export type { PayoutMethodId };
export type BillRow = typeof bills.$inferSelect;
export type CreatorRow = typeof creators.$inferSelect;
/** A bill to pay and whose it is: the end-to-end id every answer about it names is its printed number. */
export type PayoutItem = { bill: BillRow; creator: CreatorRow; endToEndId: string };

/**
 * What was asked of the method. A file method (SEPA) writes one document the admin hands to the bank; an API method
 * (Stripe Connect, PayPal) pays each item at once and answers its own reference per item; either way the outcome
 * comes later, asynchronously (a bank file, a webhook), and is read by `readOutcome`.
 */
export type PayoutSubmission =
  | { kind: 'file'; fileName: string; contentType: string; content: string }
  | { kind: 'api'; references: { endToEndId: string; reference: string }[] };

/** What the bank or provider says of one payment: paid, or refused / sent back with its reason code (ISO 20022). */
export type PayoutOutcome =
  | { endToEndId: string; status: 'paid' }
  | { endToEndId: string; status: 'returned'; reason: string }
  /** accepted, still under way (pain.002 ACSP/ACTC/PDNG): nothing to record yet */
  | { endToEndId: string; status: 'pending' };

export class PayoutAnswerUnreadable extends Error {}

export type PayoutMethodImpl = {
  id: PayoutMethodId;
  /** whether the method pays creators living in this address country (ISO 3166-1 alpha-2) */
  serves: (country: string) => boolean;
  /** the payment-settings fields the method needs (besides name, address and tax status) */
  fields: readonly ('account_holder' | 'iban' | 'bic')[];
  /** the creator's details suffice to pay them by this method */
  isPayable: (creator: CreatorRow) => boolean;
  /** asks for the payments; the submission is kept with the batch */
  pay: (o: { config: AppConfig; messageId: string; now: Date; items: PayoutItem[] }) => Promise<PayoutSubmission>;
  /** reads an answer (file or event body) into one outcome per payment; throws PayoutAnswerUnreadable */
  readOutcome: (answer: string) => PayoutOutcome[];
};
