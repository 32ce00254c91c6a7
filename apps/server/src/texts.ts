// The texts the server writes for a person to read (emails, bills, invoices, reports) come from the one catalogue
// (packages/shared/src/messages.ts) in the language of their recipient: `users.language`, English by default.
import { type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@hookline/shared/languages';

export type { Locale };

/** A user's language as stored (`users.language`), English when unset or unknown. */
export const localeOf = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/**
 * The catalogue reader every server text goes through. A test may put a pseudo-language in front of it to see that a
 * text reached the catalogue in its recipient's language (and must put it back: test files share modules).
 */
export const catalogueReader = { messageText };

/** The catalogue in one language: `const text = textIn(locale); text('mailSeeVideo')`. */
export const textIn =
  (locale: Locale) =>
  (key: MessageKey, params: MessageParams = {}): string =>
    catalogueReader.messageText(key, params, locale);

/**
 * A label of a bill's or invoice's legal wording: in English as it is, in another language the translation with the
 * English beside it for an accountant ("Rechnungsdatum / Invoice date"). A text not translated yet reads once.
 */
export function legalLabel(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const english = catalogueReader.messageText(key, params, 'en');
  if (locale === 'en') return english;
  const local = catalogueReader.messageText(key, params, locale);
  return local === english ? english : `${local} / ${english}`;
}
