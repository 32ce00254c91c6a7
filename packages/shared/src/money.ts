// Money is integer cents in code and database; EUR numbers only at the API edge (docs/engine.md "Ledger").
export type Cents = number;

export const centsToEur = (cents: Cents): number => Math.round(cents) / 100;

/** EUR number from the API to integer cents; rounds half away from zero to the cent. */
export const eurToCents = (eur: number): Cents => Math.sign(eur) * Math.round(Math.abs(eur) * 100 + 1e-9);

// One formatter each, made on first use and kept: building an Intl.NumberFormat costs far more than formatting with
// it (the first one also loads the locale's data), and a list screen formats hundreds of amounts in one render. Not
// at import: that would add the cost to the loading of every screen that imports this module.
export const numberFormatter = (locale: string, options: Intl.NumberFormatOptions = {}) => {
  let made: Intl.NumberFormat | undefined;
  return (n: number) => {
    made ??= new Intl.NumberFormat(locale, options);
    return made.format(n);
  };
};
export const formatEur = numberFormatter('en-IE', { style: 'currency', currency: 'EUR' });
/** Views, videos and other counts as the screens show them: 1234567 → 1,234,567. */
export const formatCount = numberFormatter('en');

/**
 * A rate per 1,000 views, held exactly in ten-thousandths of a euro (EUR 0.0001, four decimals): earnings are
 * computed from it exactly and rounded once, at settlement (docs/engine.md "Rounding").
 */
export type Rate = number;
export const RATE_SCALE = 10_000;
export const eurToRate = (eur: number): Rate => Math.round(eur * RATE_SCALE);
export const rateToEur = (rate: Rate): number => rate / RATE_SCALE;
/** A rate held in whole cents before rates had four decimals. */
export const centsToRate = (cents: Cents): Rate => cents * (RATE_SCALE / 100);

/** True when `n` has at most `decimals` decimals (binary floating point noise aside). */
export function hasAtMostDecimals(n: number, decimals: number) {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Values the system cannot hold are refused with these, never rounded silently. */
export const MONEY_MESSAGES = {
  rateDecimals: 'A rate per 1,000 views can have at most 4 decimals (EUR 0.0001).',
  amountDecimals: 'An amount in EUR can have at most 2 decimals (whole cents).',
  budgetDecimals: 'The budget can have at most 2 decimals (whole cents).',
} as const;

/** A rate per 1,000 views in EUR with the decimals it has (two to four): €0.125, never a rounded €0.13. */
export const formatRateEur = numberFormatter('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
