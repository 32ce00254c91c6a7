// Money is integer cents in code and database; EUR numbers only at the API edge (docs/engine.md "Ledger").
import type { Locale } from './languages';
import { MSG } from './messages';
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
// The amounts and counts every screen shows are written by hand, exactly as Intl.NumberFormat writes them (the
// shortest decimal form of the number, rounded half away from zero; money.test.ts compares the two): the first
// Intl.NumberFormat a page makes loads the locale's data, a task of 40-50 ms on a phone before anything is shown.
// Intl still writes what the hand-written path does not cover (exponent forms, NaN, Infinity).
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function decimal(value: number, minFraction: number, maxFraction: number, prefix: string, intl: (n: number) => string) {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return intl(value);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let units = BigInt(whole + fraction.padEnd(maxFraction, '0').slice(0, maxFraction));
  if ((fraction[maxFraction] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(maxFraction + 1, '0');
  const head = digits.slice(0, digits.length - maxFraction);
  let tail = digits.slice(digits.length - maxFraction);
  while (tail.length > minFraction && tail.endsWith('0')) tail = tail.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${groupThousands(head)}${tail ? `.${tail}` : ''}`;
}

/**
 * One formatter per language and kind, made on first use: the languages other than English are written by Intl in
 * their own way (1.234,50 € in German), English by hand as above.
 */
const byLocale = new Map<string, (n: number) => string>();
function localeFormat(locale: Locale, kind: string, options: Intl.NumberFormatOptions) {
  const key = `${locale} ${kind}`;
  let format = byLocale.get(key);
  if (!format) {
    format = numberFormatter(locale, options);
    byLocale.set(key, format);
  }
  return format;
}

const EUR_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
const eurFormat = numberFormatter('en-IE', EUR_OPTIONS);
/** An amount in EUR to the cent: €1,234.50, -€3.00 (English); in another language as Intl writes it there. */
export const formatEur = (eur: number, locale: Locale = 'en') =>
  locale === 'en' ? decimal(eur, 2, 2, '€', eurFormat) : localeFormat(locale, 'eur', EUR_OPTIONS)(eur);

const countFormat = numberFormatter('en');
/** A count with thousands separators, 12,400: views, followers, videos (12.400 in German). */
export const formatCount = (value: number | null | undefined, locale: Locale = 'en') =>
  locale === 'en'
    ? decimal(value ?? 0, 0, 3, '', countFormat)
    : localeFormat(locale, 'count', { maximumFractionDigits: 3 })(value ?? 0);

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
  rateDecimals: MSG.moneyRateDecimals,
  amountDecimals: MSG.moneyAmountDecimals,
  budgetDecimals: MSG.moneyBudgetDecimals,
} as const;

const RATE_OPTIONS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
};
const rateFormat = numberFormatter('en-IE', RATE_OPTIONS);
/** A rate per 1,000 views in EUR with the decimals it has (two to four): €0.125, never a rounded €0.13. */
export const formatRateEur = (eur: number, locale: Locale = 'en') =>
  locale === 'en' ? decimal(eur, 2, 4, '€', rateFormat) : localeFormat(locale, 'rate', RATE_OPTIONS)(eur);
