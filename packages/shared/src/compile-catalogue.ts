// A language's texts (locales/<tag>.ts, ICU MessageFormat) compiled into Lingui's form, which its runtime formats
// without a parser. The server compiles when it starts (translations.ts); the web's build does it ahead of time, so
// the browser never loads the ICU parser (apps/web/build/languages.ts).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue, MessageKey } from './catalogue';

export type LanguageTexts = Partial<Record<MessageKey, string>>;

export function compileCatalogue(texts: LanguageTexts, mapText?: (text: string) => string): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string') compiled[key] = compileMessage(text, mapText);
  return compiled;
}
