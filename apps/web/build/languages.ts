// Vite plugin: a language's texts (packages/shared/src/locales/<tag>.ts) compiled by Lingui at build time, so the
// browser gets each language as chunks of its own, loaded before the first render (src/lib/language.ts), and never
// the ICU parser (docs/decisions/0012-languages.md). A language without its file yet is an empty catalogue: every
// text in English. Each language comes in two parts:
// - `virtual:hookline-language/<tag>/start`: the texts of the signed-out forms (/login, /signup and their dialogs),
//   all a first visit loads before it renders: the keys written in START_SOURCES (as 'key' or MSG.key);
// - `virtual:hookline-language/<tag>/rest`: every other text, loaded with any other screen (src/app/router.tsx).
// English, the source (packages/shared/src/messages.ts), is split the same way in the production build: the bundle's
// `MSG` keeps the start texts and every text code reads as `MSG.key` or names in packages/shared (module-level
// schemas and maps read them when they load), and `virtual:hookline-language/en/rest` brings the others.
// A key the start part misses is caught at build time (src/prerender.tsx renders /login and /signup with the start
// part alone and fails on a text it did not have) and, in a dialog, loads the rest and shows the text once it is in.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, type LanguageTexts } from '../../../packages/shared/src/compile-catalogue.ts';

const PREFIX = 'virtual:hookline-language/';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES_DIR = path.join(ROOT, 'packages/shared/src/locales');
const MESSAGES_FILE = path.join(ROOT, 'packages/shared/src/messages.ts');

/**
 * The texts of a locale file, whose shape scripts/check-texts.mjs also reads:
 * `export const de: Partial<Record<MessageKey, string>> = { key: '...', ... };` (an object literal of strings).
 */
export const readLanguageTexts = (source: string): LanguageTexts => readObjectLiteral(source, '}') as LanguageTexts;

/** What the signed-out forms are written with: their screens, dialogs and layout, and the schemas they validate. */
const START_SOURCES = [
  'apps/web/src/app/routes/auth',
  'apps/web/src/features/auth',
  'apps/web/src/components/errors',
  'apps/web/src/components/layout',
  'apps/web/src/components/toasts',
  'apps/web/src/lib',
  'apps/web/src/app/router.tsx',
  'apps/web/src/app/providers.tsx',
  'apps/web/src/boot.tsx',
  'packages/shared/src/auth.ts',
  'packages/shared/src/users.ts',
  'packages/shared/src/primitives.ts',
  'packages/shared/src/languages.ts',
];

function sourceFiles(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** The files of START_SOURCES (tests left out). */
const startFiles = (): string[] =>
  START_SOURCES.flatMap((entry) => sourceFiles(path.join(ROOT, entry))).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );

/** As a key is written in code: quoted (`t('key')`, a map of keys) or read from the catalogue (`MSG.key`). */
const WRITTEN = /(?:['"`]|MSG\.)(\w+)/g;
/** As a key is read from the catalogue, which happens when the module evaluating it loads. */
const READ = /\bMSG\.(\w+)/g;

/** The keys of the catalogue (`english`) that `files` hold in the form `pattern` matches. */
function keysIn(files: string[], pattern: RegExp, english: Record<string, string>): Set<string> {
  const found = new Set<string>();
  for (const file of files)
    for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern))
      if (m[1] && Object.hasOwn(english, m[1])) found.add(m[1]);
  return found;
}

/** The source files of a folder of the repository (tests, test helpers, locale files and the catalogue left out). */
const codeIn = (folder: string) =>
  sourceFiles(path.join(ROOT, folder)).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[\\/](test|locales)[\\/]|messages\.ts$/.test(file),
  );

/**
 * The English texts the web's first chunk keeps: the start part's, every text packages/shared reads when its modules
 * load (its schemas' `MSG.key`, and the keys named in a module that reads `MSG[key]`, such as a map of messages by
 * code) and the texts asking to contact support (components/support reads them all to recognise a message). Keys
 * only named (a label's key, read by `t()` or `textIn` when shown) and the web's own code, which reads a text only
 * while rendering or handling an event (lib/i18n.ts), wait for the rest, which comes with their screens.
 */
export function firstEnglishKeys(english: Record<string, string>): Set<string> {
  const shared = codeIn('packages/shared/src');
  const readWhenLoaded = shared.filter((file) => /\bMSG\[/.test(fs.readFileSync(file, 'utf8')));
  const keys = new Set([
    ...keysIn(startFiles(), WRITTEN, english),
    ...keysIn(shared, READ, english),
    ...keysIn(readWhenLoaded, WRITTEN, english),
  ]);
  for (const [key, text] of Object.entries(english)) if (/contact support/i.test(text)) keys.add(key);
  return keys;
}

/** The object literal of `export const NAME... = { ... }` in a source file (plain strings), evaluated. */
function readObjectLiteral(source: string, end: string): Record<string, string> {
  const start = source.search(/export const \w+[^=]*= \{/);
  if (start < 0) return {};
  const open = source.indexOf('{', source.indexOf('=', start));
  const close = source.lastIndexOf(end);
  return new Function(`return (${source.slice(open, close + 1)});`)() as Record<string, string>;
}

/** The English catalogue, messages.ts's object evaluated. */
function englishTexts(): Record<string, string> {
  return readObjectLiteral(fs.readFileSync(MESSAGES_FILE, 'utf8'), '} as const');
}

/** The English catalogue in the production bundle's two parts: the texts its first chunk keeps, and the rest. */
function splitEnglish(): { first: Record<string, string>; rest: Record<string, string> } {
  const english = englishTexts();
  const kept = firstEnglishKeys(english);
  const entries = Object.entries(english);
  return {
    first: Object.fromEntries(entries.filter(([key]) => kept.has(key))),
    rest: Object.fromEntries(entries.filter(([key]) => !kept.has(key))),
  };
}

export function languages(): Plugin {
  let building = false;
  return {
    name: 'hookline-languages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [tag = '', part] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(tag)) this.error(`languages: no such language ${tag}`);
      if (part !== 'start' && part !== 'rest') this.error(`languages: no such part ${part} (start or rest)`);
      const files = startFiles();
      for (const source of files) this.addWatchFile(source);
      if (tag === 'en') {
        // the source language: outside the production build `MSG` is whole, and there is nothing more to load
        if (part === 'start' || !building) return 'export default {};\n';
        return `export default ${JSON.stringify(splitEnglish().rest)};\n`;
      }
      const file = path.join(LOCALES_DIR, `${tag}.ts`);
      if (!fs.existsSync(file)) return 'export default {};\n';
      this.addWatchFile(file);
      const start = keysIn(files, WRITTEN, englishTexts());
      const texts = Object.fromEntries(
        Object.entries(readLanguageTexts(fs.readFileSync(file, 'utf8'))).filter(
          ([key]) => start.has(key) === (part === 'start'),
        ),
      );
      return `export default ${JSON.stringify(compileCatalogue(texts))};\n`;
    },
    // the production bundle's catalogue keeps only its first English texts (above); the server's keeps them all
    transform(code, id) {
      if (!building || path.resolve(id.split('?')[0] ?? '') !== MESSAGES_FILE) return undefined;
      if (!/export type MessageKey = keyof typeof MSG;/.test(code)) this.error('languages: messages.ts changed shape');
      return { code: `export const MSG = ${JSON.stringify(splitEnglish().first)};\n`, map: null };
    },
  };
}
