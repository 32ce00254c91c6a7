// Every language's texts, compiled and loaded for `messageText` (catalogue.ts): the server calls
// `loadAllLanguages()` once when it starts. The web loads one language at a time instead (apps/web/src/lib/language.ts).
import { setupI18n } from '@lingui/core';
import { loadCatalogue, provideLingui } from './catalogue';
import { compileCatalogue, type LanguageTexts } from './compile-catalogue';
import type { Locale } from './languages';
import { de } from './locales/de';
import { es } from './locales/es';
import { ptBR } from './locales/pt-BR';

/** The translations, by language (locales/<tag>.ts, written by hand; English is messages.ts itself). */
export const LANGUAGE_TEXTS: Partial<Record<Locale, LanguageTexts>> = { de, es, 'pt-BR': ptBR };

let loaded = false;
/** Compiles and loads every language's texts (once; later calls do nothing). */
export function loadAllLanguages() {
  if (loaded) return;
  loaded = true;
  provideLingui(setupI18n);
  for (const [locale, texts] of Object.entries(LANGUAGE_TEXTS) as [Locale, LanguageTexts][])
    loadCatalogue(locale, compileCatalogue(texts));
}
