// The texts a screen shows, from the one catalogue (packages/shared/src/messages.ts) by key, in the language the
// user reads Hookline in (docs/decisions/0012-languages.md). `t('key')` or `t('key', { name: value })`.
// The language is chosen and loaded before the first render (lib/language.ts); call t() while rendering, never
// when a module loads.
import { englishText, hasText, type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@hookline/shared/languages';
import { createElement, Fragment, type ReactNode } from 'react';

let active: Locale = DEFAULT_LOCALE;
let pseudo = false;

/** The language texts are shown in now. */
export const currentLocale = (): Locale => active;

/** Sets the language texts are shown in (the language module calls this before the first render). */
export function setActiveLocale(locale: Locale) {
  active = locale;
}

/** Shows every catalogue text in the pseudo-locale (lib/language.ts; never offered, never in production). */
export function setPseudoLocale(on: boolean) {
  pseudo = on;
}
export const isPseudoLocale = () => pseudo;

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
};
const accent = (text: string) => text.replace(/[aeiouycnAEIOUYCN]/g, (c) => ACCENTED[c] ?? c);

/**
 * A text in the pseudo-locale: its English with accented letters, wrapped in ⟦…⟧, its placeholders' values (user
 * data, numbers) as they are. A text on screen without the brackets did not come through t().
 */
export function pseudoText(key: MessageKey, params?: MessageParams): string {
  const template = englishText(key).replace(/[^{}]+(?=\{|$)/g, (literal) => accent(literal));
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
  return `⟦${filled}⟧`;
}

let onMissing: ((key: MessageKey) => void) | undefined;
/**
 * Called with a key whose text the active language's loaded texts lack (they are loaded in parts: lib/language.ts
 * loads the rest; the build's render of the signed-out forms refuses it).
 */
export function whenTextMissing(handler: ((key: MessageKey) => void) | undefined) {
  onMissing = handler;
}

/** The text of a catalogue key in the active language, its `{placeholders}` filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  if (pseudo) return pseudoText(key, params);
  if (onMissing && !hasText(key, active)) onMissing(key);
  return messageText(key, params, active);
}

const NODE = /\uE000(\w+)\uE000/;

/**
 * A text whose placeholders are parts of the screen (a link inside a sentence): the whole sentence is one catalogue
 * text, so each language places the link where its word order wants it. `tNodes('key', { link: <Anchor… /> })`.
 */
export function tNodes(key: MessageKey, nodes: Readonly<Record<string, ReactNode>>, params?: MessageParams) {
  const marked: Record<string, string | number> = { ...params };
  for (const name of Object.keys(nodes)) marked[name] = `\uE000${name}\uE000`;
  return t(key, marked)
    .split(NODE)
    .map((part, i) => (i % 2 === 1 ? createElement(Fragment, { key: i }, nodes[part]) : part));
}
