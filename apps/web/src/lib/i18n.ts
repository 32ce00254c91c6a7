// The texts a screen shows, from the one catalogue (packages/shared/src/messages.ts) by key, in the language the
// user reads Hookline in (docs/decisions/0012-languages.md). `t('key')` or `t('key', { name: value })`.
import { type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@hookline/shared/languages';

let active: Locale = DEFAULT_LOCALE;

/** The language texts are shown in now. */
export const currentLocale = (): Locale => active;

/** Sets the language texts are shown in (the language module calls this before the first render). */
export function setActiveLocale(locale: Locale) {
  active = locale;
}

/** The text of a catalogue key in the active language, its `{placeholders}` filled. */
export const t = (key: MessageKey, params?: MessageParams): string => messageText(key, params, active);
