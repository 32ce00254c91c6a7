// The languages Hookline speaks (docs/decisions/0012-languages.md): English is the source; German, Spanish (neutral
// Latin American) and Brazilian Portuguese for everything creators and musicians read. `users.language` holds one of
// these tags (migration 0037).
export const LOCALES = ['en', 'de', 'es', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
