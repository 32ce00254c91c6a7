// The payout methods that are built, best first: SEPA where it is offered, Stripe Connect Express everywhere else;
// PayPal joins here when it is (each in modules/payouts/<method>/ behind types.ts). The offer for an address country
// is read from this list.

import { sepaMethod } from './sepa/sepa-method';
import { stripeMethod } from './stripe/stripe-method';
import type { PayoutMethodId, PayoutMethodImpl } from './types';

export const PAYOUT_REGISTRY: readonly PayoutMethodImpl[] = [sepaMethod, stripeMethod];

/** The methods offered to a creator living in `country`, best first (empty: none built for it yet). */
export const payoutMethodsFor = (country: string | null | undefined): PayoutMethodId[] =>
  country ? PAYOUT_REGISTRY.filter((m) => m.serves(country.toUpperCase())).map((m) => m.id) : [];

export function payoutMethod(id: PayoutMethodId): PayoutMethodImpl {
  const m = PAYOUT_REGISTRY.find((x) => x.id === id);
  if (!m) throw new Error(`payout method ${id} is not built`);
  return m;
}
