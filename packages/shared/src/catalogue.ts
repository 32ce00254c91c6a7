// Reading the text catalogue (messages.ts): a key and its placeholders give the sentence a user reads.
import { DEFAULT_LOCALE, type Locale } from './languages';
import { type MessageKey, MSG } from './messages';

export type { MessageKey };
/** The values of a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The sentence of a key with its placeholders filled, in `locale` (English by default); a placeholder without a value
 * stays as it is written.
 */
export function messageText(key: MessageKey, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  void locale; // the languages other than English arrive with the locale files (docs/decisions/0012-languages.md)
  const source: string = MSG[key];
  return source.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
