// Stripe Connect Express, the payout method of every country SEPA does not serve: the creator onboards an Express
// account at Stripe, and each bill is one transfer to it (modules/bills/stripe-payouts.ts makes and books them).
import { isSepaAddressCountry } from '@hookline/shared/payout-methods';
import type { PayoutMethodImpl } from '../types';

export const stripeMethod: PayoutMethodImpl = {
  id: 'stripe',
  serves: (country) => !isSepaAddressCountry(country),
  // Stripe's hosted onboarding asks for the bank account, not our form
  fields: [],
  isPayable: (c) => Boolean(c.stripeAccountId) && c.stripePayoutsEnabled,
  // a transfer needs the Stripe client and a row lock per bill: bills/stripe-payouts.ts pays, one bill at a time
  pay: async () => {
    throw new Error('Stripe bills are paid one by one by payStripeBill (modules/bills/stripe-payouts.ts)');
  },
  // the outcome comes as Connect events, read by parseConnectEvent (modules/stripe/connect.ts)
  readOutcome: () => [],
};
