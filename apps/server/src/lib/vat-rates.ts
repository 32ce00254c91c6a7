// The standard VAT rates of the EU member states, the one table every price reads (modules/musician-billing/vat.ts
// decides the VAT with it); a deployment changes a rate through VAT_RATES (config.ts).
import { isEuMember } from '@hookline/shared/musician-billing';

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
