// Country choices in the language the user reads Hookline in: the value is the ISO code (or the database's id), the
// label the country's name from the browser's Intl in that language, sorted by it.
import type { Locale } from '@hookline/shared/languages';
import { currentLocale } from './i18n';

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language (the code itself where the browser has no name for it). */
export function countryName(code: string, locale: Locale | string = 'en') {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

type Option = { value: string; label: string };
const inOrderOf = (locale: Locale) => (a: Option, b: Option) => a.label.localeCompare(b.label, locale);

/** The choices of a country select: the codes' names in the language, in its alphabetical order. */
export const countryOptions = (codes: readonly string[], locale: Locale = currentLocale()) =>
  codes.map((code) => ({ value: code, label: countryName(code, locale) })).sort(inOrderOf(locale));

/** A country of the database in a language: in English its own name (as the countries table writes it). */
export const databaseCountryName = (c: { iso2: string; name: string }, locale: Locale = currentLocale()) =>
  locale === 'en' ? c.name : countryName(c.iso2, locale);

/** The same for the countries of GET /api/countries: the value is the country's id, the name from its ISO code. */
export const countryIdOptions = (
  countries: readonly { id: number; iso2: string; name: string }[],
  locale: Locale = currentLocale(),
) => countries.map((c) => ({ value: String(c.id), label: databaseCountryName(c, locale) })).sort(inOrderOf(locale));
