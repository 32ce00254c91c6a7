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

/**
 * Standard VAT rates of the member states in basis points (1 % = 100): the one table every price reads. A deployment
 * changes a rate through VAT_RATES (config.ts), e.g. VAT_RATES="DE=19,FI=25.5".
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** "DE=19,FI=25.5" → the table with those rates changed; throws on a country outside the EU or a bad rate. */
export function vatRatesWith(override: string | undefined): Record<string, number> {
  const rates = { ...VAT_RATES };
  for (const part of (override ?? '').split(',').filter((p) => p.trim())) {
    const [country = '', percent = ''] = part.split('=').map((s) => s.trim());
    const bp = Math.round(Number(percent) * 100);
    if (!isEuMember(country) || !/^\d{1,2}(\.\d{1,2})?$/.test(percent) || bp > 10_000)
      throw new Error(`VAT_RATES: "${part}" is not COUNTRY=PERCENT for a member state`);
    rates[country] = bp;
  }
  return rates;
}

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
