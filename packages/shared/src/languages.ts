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

/** The cookie (and localStorage key) that keeps the language a visitor chose or their browser gave. */
export const LANGUAGE_COOKIE = 'hl_lang';

/**
 * The best of LOCALES for a list of language tags in order of preference (navigator.languages, Accept-Language):
 * the first tag whose language Hookline speaks; any Portuguese is Brazilian, any Spanish or German the one we have.
 * English when none matches.
 */
export function bestLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === 'en') return 'en';
    if (language === 'de') return 'de';
    if (language === 'es') return 'es';
    if (language === 'pt') return 'pt-BR';
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most preferred first (by their q values; q=0 left out). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((p) => p.tag && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((p) => p.tag);
}
