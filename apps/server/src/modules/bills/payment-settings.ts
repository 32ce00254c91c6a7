// A creator's payment settings: what a self-billing invoice and a SEPA transfer need (docs/engine.md).
import {
  missingPaymentSettings,
  normalizeBic,
  normalizeIban,
  type PaymentSettings,
  type paymentSettingsBody,
} from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { creators } from '../../db/schema';
import { payoutMethodsFor } from '../payouts/registry';

type CreatorRow = typeof creators.$inferSelect;
export type SettingsColumns = Pick<
  CreatorRow,
  | 'legalName'
  | 'addressStreet'
  | 'addressPostcode'
  | 'addressCity'
  | 'addressCountry'
  | 'taxStatus'
  | 'taxId'
  | 'taxExemptionNote'
  | 'payoutAccountHolder'
  | 'payoutIban'
  | 'payoutBic'
> &
  Partial<Pick<CreatorRow, 'payoutMethod' | 'stripeAccountId' | 'stripePayoutsEnabled'>>;

export function paymentSettingsOf(c: SettingsColumns): PaymentSettings {
  const s = {
    legal_name: c.legalName,
    address_street: c.addressStreet,
    address_postcode: c.addressPostcode,
    address_city: c.addressCity,
    address_country: c.addressCountry,
    tax_status: c.taxStatus,
    tax_id: c.taxId,
    tax_exemption_note: c.taxExemptionNote,
    account_holder: c.payoutAccountHolder,
    iban: c.payoutIban,
    bic: c.payoutBic,
  };
  // outside SEPA the account is the creator's Stripe Connect account: nothing to enter here, payable once Stripe
  // has turned its payouts on (account.updated)
  const byStripe = c.payoutMethod === 'stripe' && Boolean(c.stripeAccountId) && c.stripePayoutsEnabled === true;
  const missing = missingPaymentSettings(s).filter((m) => !(byStripe && m === MSG.missingPayoutMethod));
  return {
    ...s,
    payout_method: c.payoutMethod ?? null,
    payout_methods: payoutMethodsFor(c.addressCountry),
    is_payable: missing.length === 0,
    missing,
  };
}

/** Payable = every field a bill and a transfer need is there and valid. */
export const settingsComplete = (c: SettingsColumns) => paymentSettingsOf(c).is_payable;

export async function savePaymentSettings(
  db: DbOrTx,
  { creatorId, settings: b }: { creatorId: number; settings: z.output<typeof paymentSettingsBody> },
) {
  // the account is kept only for a method that pays this country (today SEPA; the schema asked for it then)
  const sepa = payoutMethodsFor(b.address_country).includes('sepa');
  const [row] = await db
    .update(creators)
    .set({
      legalName: b.legal_name,
      addressStreet: b.address_street,
      addressPostcode: b.address_postcode,
      addressCity: b.address_city,
      addressCountry: b.address_country,
      taxStatus: b.tax_status,
      taxId: b.tax_id || null,
      taxExemptionNote: b.tax_status === 'small_business' ? b.tax_exemption_note : null,
      payoutAccountHolder: sepa ? b.account_holder : null,
      payoutIban: sepa ? normalizeIban(b.iban) : null,
      payoutBic: sepa && b.bic ? normalizeBic(b.bic) : null,
      // a creator outside SEPA keeps the Stripe account they set up (POST …/payout-methods/stripe)
      payoutMethod: sepa ? 'sepa' : sql`case when ${creators.payoutMethod} = 'stripe' then 'stripe' end`,
      // the one-line address the admin's creator card shows
      payoutAddress: `${b.address_street}, ${b.address_postcode} ${b.address_city}, ${b.address_country}`,
    })
    .where(eq(creators.id, creatorId))
    .returning();
  if (!row) throw new Error('creator vanished');
  return paymentSettingsOf(row);
}
