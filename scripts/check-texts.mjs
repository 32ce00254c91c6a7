// One text catalogue, checked on every `npm run lint`: a sentence a user reads is written once, in
// packages/shared/src/messages.ts, and everything else names it by key (MSG.key, or the key itself where a server
// error is made). This refuses a user-facing sentence written anywhere else:
//   - in a server error: notFound/forbidden/conflict/badRequest/unauthorized(...) and new AppError(code, ...) take a
//     catalogue key, never a sentence or a template;
//   - in a `message:` field (or any field whose name ends in `message`/`Message`: errorMessage, successMessage...);
//   - in a toast or a shown error: toast.success/error(...), addToast(...), set...Error(...), setFieldError(_, ...),
//     and the fallback of errorMessage(error, ...);
//   - in packages/shared, as the argument of a call (a schema's message: .min(1, '...'), .refine(f, '...'));
//   - in the folders listed in JSX_FOLDERS (the screens already read from the catalogue): JSX text between tags and
//     the label, placeholder, title, description, alt and aria-label attributes.
// A "sentence" is a string that starts with a capital letter and has a space ('Campaign not found.'), or any template
// literal with words in it; a lower-case technical string ('database unreachable', for an operator's probe) passes.
// Tests, test helpers and the simulators (which speak for TikTok, Spotify or Stripe, not for Hookline) are not
// checked. A line that must say a text itself carries `// not-a-user-text: <why>`.
// And the catalogue itself: every key is read somewhere (MSG.key, or 'key' where a server error or messageText names
// it), and each language in packages/shared/src/locales/<tag>.ts (docs/decisions/0012-languages.md) has every key
// of the catalogue, no other key, and the same {placeholders} as the English text.
// `node scripts/check-texts.mjs [root]` checks another tree laid out the same way (its test does).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '..'));
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

const CATALOGUE = 'packages/shared/src/messages.ts';
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
/** Screens whose labels and JSX text already come from the catalogue: a literal there is refused too. */
export const JSX_FOLDERS = [
  'apps/web/src/features/auth/',
  'apps/web/src/features/musician/',
  'apps/web/src/app/routes/musician/',
  'apps/web/src/app/musician-drafts/',
  'apps/web/src/components/campaign-form/',
  'apps/web/src/features/creator/',
  'apps/web/src/features/appeals/',
  'apps/web/src/features/users/',
  'apps/web/src/app/routes/app/',
  'apps/web/src/app/routes/creator/',
  'apps/web/src/app/routes/landing.tsx',
  'apps/web/src/features/tiktok/',
  'apps/web/src/features/platforms/',
  'apps/web/src/components/actions/',
  'apps/web/src/components/charts/',
  'apps/web/src/components/errors/',
  'apps/web/src/components/fraud/',
  'apps/web/src/components/icons/',
  'apps/web/src/components/layout/',
  'apps/web/src/components/navigation/',
  'apps/web/src/components/platforms/',
  'apps/web/src/components/support/',
  'apps/web/src/components/toasts/',
  'apps/web/src/app/routes/auth/',
  'apps/web/src/app/routes/account/',
];

const SKIP_FILE = /(\.test\.tsx?$|\/test\/|simulator\.ts$|\.d\.ts$)/;
const WAIVER = /\/\/ not-a-user-text: \S/;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const LOCALES = 'packages/shared/src/locales';

/** The texts of a catalogue file: each top-level property of its first object, with its (joined) string value. */
function textsOf(file, opening) {
  if (!fs.existsSync(file)) return new Map();
  const source = fs.readFileSync(file, 'utf8');
  const start = source.search(opening);
  if (start < 0) return new Map();
  const body = source.slice(start, source.indexOf('\n}', start));
  const texts = new Map();
  const entry = /^ {2}(\w+):\s*((?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\s*\+\s*)+),?$/gms;
  for (const m of body.matchAll(/^ {2}(\w+):/gm)) texts.set(m[1], '');
  for (const m of body.matchAll(entry)) texts.set(m[1], m[2]);
  return texts;
}
const english = textsOf(path.join(root, CATALOGUE), /export const MSG = \{/);
const keys = new Set(english.keys());
const placeholdersOf = (literal) =>
  [...new Set([...literal.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(', ');

// a string literal: '...', "..." or `...` (no nesting of templates)
const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
const ERROR_CALL = new RegExp(
  String.raw`\b(?:notFound|forbidden|conflict|badRequest|unauthorized)\(\s*${LITERAL}|new AppError\(\s*'[A-Z_]+'\s*,\s*${LITERAL}`,
  'g',
);
const MESSAGE_FIELD = new RegExp(String.raw`\b\w*[mM]essage\??\s*:\s*${LITERAL}`, 'g');
const SHOWN = new RegExp(
  String.raw`\b(?:toast\.(?:success|error)|addToast|set\w*Error)\(\s*${LITERAL}|\bsetFieldError\([^,()]+,\s*${LITERAL}|\berrorMessage\([^,()]+,\s*${LITERAL}`,
  'g',
);
const ARGUMENT = new RegExp(String.raw`[(,]\s*${LITERAL}\s*[,)]`, 'g');
const JSX_ATTRIBUTE = new RegExp(
  String.raw`\b(?:label|placeholder|title|description|alt|aria-label)=("[^"]*"|'[^']*'|\{\s*${LITERAL}\s*\})`,
  'g',
);
const JSX_TEXT = /[>}]([^<>{}]*)[<{]/g;
// in those folders, any quoted word that starts with a capital letter ('Copied', 'Choose your password')
const WORD_LITERAL = /(?<![\w.])(['"])[A-Z][a-z]+\b[^'"\n]*\1/g;

const unquote = (literal) => literal.slice(1, -1);
const isSentence = (literal) =>
  literal.startsWith('`') ? /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(literal) : /^[A-Z][^ ]* +\S/.test(unquote(literal));
const hasWords = (text) => /[A-Za-z]{2,}/.test(text);

const lineOf = (source, index) => source.slice(0, index).split('\n').length;
const problems = [];
let everything = '';

for (const dir of SOURCES) {
  for (const file of walk(path.join(root, dir))) {
    const r = rel(file);
    if (r === CATALOGUE || SKIP_FILE.test(r)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (!r.startsWith(`${LOCALES}/`)) everything += source;
    const lines = source.split('\n');
    const report = (index, what, text) => {
      const line = lineOf(source, index);
      if (WAIVER.test(lines[line - 1] ?? '')) return;
      problems.push(`${r}:${line}: ${what}: ${text.trim().slice(0, 80)}`);
    };

    for (const m of source.matchAll(ERROR_CALL)) {
      const literal = m[1] ?? m[2];
      if (literal.startsWith('`') || !keys.has(unquote(literal))) {
        report(m.index, 'a server error takes a catalogue key, not a sentence', literal);
      }
    }
    for (const m of source.matchAll(MESSAGE_FIELD)) {
      if (isSentence(m[1])) report(m.index, 'a message field says a sentence of its own', m[1]);
    }
    for (const m of source.matchAll(SHOWN)) {
      const literal = m[1] ?? m[2] ?? m[3];
      if (isSentence(literal)) report(m.index, 'a toast or shown error says a sentence of its own', literal);
    }
    if (r.startsWith('packages/shared/')) {
      for (const m of source.matchAll(ARGUMENT)) {
        if (isSentence(m[1])) report(m.index, 'a schema message written outside the catalogue', m[1]);
      }
    }
    if (JSX_FOLDERS.some((folder) => r.startsWith(folder)) && r.endsWith('.tsx')) {
      for (const m of source.matchAll(JSX_ATTRIBUTE)) {
        const value = m[2] ?? m[1];
        if (m[2] ? isSentence(value) : hasWords(value)) report(m.index, 'a label written outside the catalogue', m[0]);
      }
      for (const m of source.matchAll(WORD_LITERAL)) {
        if (!/^import |^\s*\/\//.test(lines[lineOf(source, m.index) - 1] ?? '')) {
          report(m.index, 'a text written outside the catalogue', m[0]);
        }
      }
      for (const m of source.matchAll(JSX_TEXT)) {
        // `a > b` and generics also sit between > and <: JSX text is what follows a tag's end on its own
        const before = source.slice(Math.max(0, m.index - 1), m.index + 1);
        if (!hasWords(m[1]) || /[=-]>/.test(before) || /[;()=]|&&|\|\||\?\s[\s\S]*:\s/.test(m[1])) continue;
        report(m.index, 'JSX text written outside the catalogue', m[1]);
      }
    }
  }
}

for (const key of keys) {
  if (!new RegExp(String.raw`\bMSG\.${key}\b|['"]${key}['"]`).test(everything)) {
    problems.push(`${CATALOGUE}: the key ${key} is read nowhere: remove it, or use it`);
  }
}
const localeDir = path.join(root, LOCALES);
for (const name of fs.existsSync(localeDir) ? fs.readdirSync(localeDir).sort() : []) {
  if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
  const where = `${LOCALES}/${name}`;
  const texts = textsOf(path.join(localeDir, name), /export const \w+[^=]*= \{/);
  for (const key of keys) if (!texts.has(key)) problems.push(`${where}: the key ${key} has no text in this language`);
  for (const [key, literal] of texts) {
    if (!keys.has(key)) problems.push(`${where}: the key ${key} is not in the catalogue`);
    else if (placeholdersOf(literal) !== placeholdersOf(english.get(key))) {
      problems.push(
        `${where}: ${key} has the placeholders {${placeholdersOf(literal)}}, the English text {${placeholdersOf(english.get(key))}}`,
      );
    }
  }
}

const found = [...new Set(problems)];
if (found.length) {
  console.error(
    `${found.join('\n')}\n\n${found.length} text(s) written outside the catalogue: add each to ${CATALOGUE} ` +
      '(docs/product.md "A new text") and use its key.',
  );
  process.exit(1);
}
console.log(`Text catalogue: ok (${keys.size} keys)`);
