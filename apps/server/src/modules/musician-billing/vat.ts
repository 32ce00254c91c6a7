// The VAT of a musician's payment (docs/engine.md "VAT on musicians' payments"), decided from one table of rates
// and the musician's billing details:
//   - a buyer in the platform's country, or without billing details: the platform country's rate ('domestic');
//   - a consumer in another member state, or a business there without a valid VAT id of that state: the platform
//     country's rate ('eu_consumer');
//   - a business in another member state with a VAT id of that state (format checked): 0 %, reverse charge, the legal
//     mention on the invoice ('reverse_charge');
//   - a buyer outside the EU: no VAT ('outside_eu').
// The price shown before paying, the Checkout Session and the invoice all come from this one decision.
import { isEuMember, type VatRule, vatIdMatches } from '@hookline/shared/musician-billing';

/** What decides the VAT: the musician's billing details (null when none are saved). */
export type Buyer = { country: string; isBusiness: boolean; vatId: string | null } | null;

export type VatDecision = { rule: VatRule; rateBp: number };

export function vatFor(o: {
  platformCountry: string;
  buyer: Buyer;
  rates: Readonly<Record<string, number>>;
}): VatDecision {
  const home = o.rates[o.platformCountry];
  if (home === undefined) throw new Error(`no VAT rate for the platform country ${o.platformCountry}`);
  const b = o.buyer;
  if (!b || b.country === o.platformCountry) return { rule: 'domestic', rateBp: home };
  if (!isEuMember(b.country)) return { rule: 'outside_eu', rateBp: 0 };
  if (b.isBusiness && b.vatId && vatIdMatches(b.vatId, b.country)) return { rule: 'reverse_charge', rateBp: 0 };
  return { rule: 'eu_consumer', rateBp: home };
}
