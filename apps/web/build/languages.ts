// Vite plugin: `virtual:hookline-language/<tag>` is that language's texts (packages/shared/src/locales/<tag>.ts)
// compiled by Lingui at build time, so the browser gets each language as a small chunk of its own, loaded before the
// first render (src/lib/language.ts), and never the ICU parser (docs/decisions/0012-languages.md). A language
// without its file yet is an empty catalogue: every text in English.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, type LanguageTexts } from '../../../packages/shared/src/compile-catalogue.ts';

const PREFIX = 'virtual:hookline-language/';
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../packages/shared/src/locales');

/**
 * The texts of a locale file, whose shape scripts/check-texts.mjs also reads:
 * `export const de: Partial<Record<MessageKey, string>> = { key: '...', ... };` (an object literal of strings).
 */
export function readLanguageTexts(source: string): LanguageTexts {
  const start = source.search(/export const \w+[^=]*= \{/);
  if (start < 0) return {};
  const open = source.indexOf('{', source.indexOf('=', start));
  const close = source.lastIndexOf('}');
  // the literal is plain JavaScript (string keys and string values); evaluated, not parsed by hand
  return new Function(`return (${source.slice(open, close + 1)});`)() as LanguageTexts;
}

export function languages(): Plugin {
  return {
    name: 'hookline-languages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const tag = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(tag)) this.error(`languages: no such language ${tag}`);
      const file = path.join(LOCALES_DIR, `${tag}.ts`);
      if (!fs.existsSync(file)) return 'export default {};\n';
      this.addWatchFile(file);
      const texts = readLanguageTexts(fs.readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(compileCatalogue(texts))};\n`;
    },
  };
}
