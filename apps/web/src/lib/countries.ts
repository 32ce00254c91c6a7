// Country choices in the language the user reads Hookline in: the value is the ISO code, the label the country's
// name from the browser's Intl in that language, sorted by it.
import type { Locale } from '@hookline/shared/languages';
import { currentLocale } from './i18n';

/** A country's name in a language (the code itself where the browser has no name for it). */
export const countryName = (code: string, locale: Locale | string = 'en') =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/** The choices of a country select: the codes' names in the language, in its alphabetical order. */
export const countryOptions = (codes: readonly string[], locale: Locale = currentLocale()) =>
  codes
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

/** The code of a country an account names in English (the countries table's names), if it is one of the codes. */
export const codeOfEnglishName = (codes: readonly string[], name: string | undefined) =>
  codes.find((code) => countryName(code, 'en') === name);
