// Reading the text catalogue (messages.ts): a key and its placeholders give the sentence a user reads, in the user's
// language (docs/decisions/0012-languages.md). English is the source and is read straight from messages.ts; the other
// languages are Lingui catalogues (@lingui/core, explicit ids: the keys of messages.ts), compiled from
// locales/<tag>.ts and loaded with `loadCatalogue` (the server: translations.ts; the web: lib/language.ts).
// Lingui's runtime is handed in (`provideLingui`) rather than imported here: a browser showing English never loads
// it (the server's translations.ts provides it; the web with a language's first chunk).
import type { I18n, Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './languages';
import { type MessageKey, MSG } from './messages';

export type { MessageKey };
/** The values of a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
/** A language's texts compiled by Lingui (compile-catalogue.ts), by key. */
export type CompiledCatalogue = Messages;

const PLACEHOLDER = /\{(\w+)\}/g;

const catalogues = new Map<Locale, I18n>();
let setup: typeof setupI18n | undefined;

/** Lingui's runtime, which `loadCatalogue` needs (once, before a language other than English is loaded). */
export function provideLingui(setupI18nOfLingui: typeof setupI18n) {
  setup = setupI18nOfLingui;
}

/** Adds texts to a language's catalogue (a part of it, or all: texts loaded before are kept). */
export function loadCatalogue(locale: Locale, messages: CompiledCatalogue) {
  if (locale === DEFAULT_LOCALE) return; // English is the source itself
  const loaded = catalogues.get(locale);
  if (loaded) loaded.load(locale, messages);
  else if (setup) catalogues.set(locale, setup({ locale, messages: { [locale]: messages } }));
  else throw new Error('catalogue: provideLingui(setupI18n) before loading a language');
}

/** Forgets the texts loaded for `locale` (a test's fixture language). */
export const dropCatalogue = (locale: Locale) => catalogues.delete(locale);

/** True when the loaded catalogue of `locale` has the text of `key`. */
export const hasText = (key: MessageKey, locale: Locale): boolean =>
  locale === DEFAULT_LOCALE ? Object.hasOwn(MSG, key) : Object.hasOwn(catalogues.get(locale)?.messages ?? {}, key);

/**
 * Adds the English texts the web's first chunk leaves out (apps/web/build/languages.ts), once they are loaded; the
 * server's catalogue holds every text from the start.
 */
export function addEnglishTexts(texts: Readonly<Record<string, string>>) {
  Object.assign(MSG as Record<string, string>, texts);
  for (const [key, text] of Object.entries(texts)) if (!byText.has(text)) byText.set(text, key as MessageKey);
}

/** The English sentence of a key with its placeholders filled; a placeholder without a value stays as written. */
export function englishText(key: MessageKey, params: MessageParams = {}): string {
  // a text whose part is still loading in the web (hasText) is empty for that moment, its screen shown again once in
  const source: string = MSG[key] ?? '';
  return source.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The sentence of a key with its placeholders filled, in `locale` (English by default). A key the language does not
 * have yet (or a language whose catalogue is not loaded) is written in English.
 */
export function messageText(key: MessageKey, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== DEFAULT_LOCALE) {
    const i18n = catalogues.get(locale);
    if (i18n && Object.hasOwn(i18n.messages, key)) return i18n._(key, params);
  }
  return englishText(key, params);
}

/** The names of a text's placeholders, in the order they are written. */
export const placeholders = (source: string): string[] => [...source.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(MSG, value);

const byText = new Map<string, MessageKey>();
for (const key of Object.keys(MSG) as MessageKey[]) if (!byText.has(MSG[key])) byText.set(MSG[key], key);

/** The key whose English text is exactly `sentence` (a schema's message, an older caller's text), if any. */
export const keyOfText = (sentence: string): MessageKey | undefined => byText.get(sentence);

/**
 * The catalogue in the language of whoever reads: the web's `t` or the server's `textIn(locale)`. A shared helper that
 * words a label takes one, so that its text is chosen when it is shown, in the reader's language.
 */
export type TextReader = (key: MessageKey, params?: MessageParams) => string;
