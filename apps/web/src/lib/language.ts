// Which language the web is shown in (docs/decisions/0012-languages.md), chosen before the first render:
//   1. a signed-in user's saved language (users.language), once their user info is known;
//   2. else the one this browser chose or was given before: the `hl_lang` cookie (the server reads it too, for the
//      pre-rendered /login and /signup and for refusals) or localStorage;
//   3. else the browser's own languages (navigator.languages), on the first visit.
// Each language other than English is two chunks (build/languages.ts): the texts of the signed-out forms, all a first
// visit of /login or /signup loads before React renders, and the rest, loaded with any other screen (app/router.tsx).
import { addEnglishTexts, type CompiledCatalogue, loadCatalogue, provideLingui } from '@hookline/shared/catalogue';
import { bestLocale, DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@hookline/shared/languages';
import { useSyncExternalStore } from 'react';
import { currentLocale, isPseudoLocale, setActiveLocale, setPseudoLocale, whenTextMissing } from './i18n';

/** The screens a visitor signs in or up on: they need only the start part of a language's texts. */
export const SIGNED_OUT_FORMS: readonly string[] = ['/login', '/signup'];

type Part = 'start' | 'rest';
type Chunk = () => Promise<{ default: CompiledCatalogue }>;
// English's start texts are in the main bundle (the catalogue itself); its rest is a chunk, as another language's
const LOADERS: Record<Locale, Partial<Record<Part, Chunk>>> = {
  en: { rest: () => import('virtual:hookline-language/en/rest') },
  de: {
    start: () => import('virtual:hookline-language/de/start'),
    rest: () => import('virtual:hookline-language/de/rest'),
  },
  es: {
    start: () => import('virtual:hookline-language/es/start'),
    rest: () => import('virtual:hookline-language/es/rest'),
  },
  'pt-BR': {
    start: () => import('virtual:hookline-language/pt-BR/start'),
    rest: () => import('virtual:hookline-language/pt-BR/rest'),
  },
};

const PSEUDO_KEY = 'hl_pseudo';
const YEAR_SECONDS = 365 * 86_400;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the cookie still keeps the language
  }
}

/** The language this browser chose or was given on an earlier visit, if any. */
export function storedLocale(): Locale | null {
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (isLocale(cookie)) return cookie;
  const stored = readStored(LANGUAGE_COOKIE);
  return isLocale(stored) ? stored : null;
}

/** The best of our languages for the browser's own (navigator.languages). */
export const browserLocale = (): Locale =>
  bestLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LOCALE]);

/** Keeps the language for the next visits (localStorage, and the cookie the server reads). */
export function rememberLocale(locale: Locale) {
  writeStored(LANGUAGE_COOKIE, locale);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

const loading = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: Part): Promise<void> {
  const loader = LOADERS[locale][part];
  if (!loader) return Promise.resolve();
  const id = `${locale}/${part}`;
  let promise = loading.get(id);
  if (!promise) {
    // Lingui's runtime comes with the first chunk of a language other than English
    const runtime = locale === 'en' ? null : import('@lingui/core').then((m) => provideLingui(m.setupI18n));
    promise = Promise.all([loader(), runtime]).then(([m]) =>
      locale === 'en' ? addEnglishTexts(m.default as Record<string, string>) : loadCatalogue(locale, m.default),
    );
    promise.catch(() => loading.delete(id)); // a chunk that did not load is asked for again next time
    loading.set(id, promise);
  }
  return promise;
}

/** Loads a language's texts (once): all of them, or only those of the signed-out forms. */
export async function loadLanguage(locale: Locale, which: 'all' | 'start' = 'all') {
  await Promise.all([loadPart(locale, 'start'), which === 'all' ? loadPart(locale, 'rest') : null]);
}

/** Once a screen other than the signed-out forms is wanted, every language shown loads all its texts. */
let allWanted = false;

/** Loads every text of the language shown (before any screen other than the signed-out forms: app/router.tsx). */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  // the pseudo-locale writes the English texts
  await Promise.all([loadLanguage(currentLocale()), isPseudoLocale() ? loadLanguage('en') : null]);
}

const listeners = new Set<() => void>();

function show(locale: Locale) {
  setActiveLocale(locale);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Switches the screens to `locale` at once and keeps it (the picker; a signed-in user's saved language). */
export async function switchLanguage(locale: Locale) {
  await loadLanguage(locale, allWanted ? 'all' : 'start');
  rememberLocale(locale);
  if (locale !== currentLocale()) show(locale);
}

/** The language shown now; a component using it renders again when it changes. */
export const useLocale = (): Locale =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLocale,
    currentLocale,
  );

const pseudoAllowed = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/** The pseudo-locale is on for this tab when `?lang=pseudo` asked for it (kept until `?lang=` something else). */
function pseudoRequested(): boolean {
  if (!pseudoAllowed()) return false;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked !== null) writeStored(PSEUDO_KEY, asked === 'pseudo' ? '1' : null);
  return readStored(PSEUDO_KEY) === '1';
}

/**
 * Chooses and loads the language before the first render (src/main.tsx): the signed-in user's saved language (their
 * stored user info), else the one kept from an earlier visit, else the browser's (kept from now on). A user who
 * signs in later brings theirs (`followUserLanguage`).
 */
export async function startLanguage(saved?: unknown) {
  setPseudoLocale(pseudoRequested());
  const locale = (isLocale(saved) ? saved : null) ?? storedLocale() ?? browserLocale();
  rememberLocale(locale);
  if (!SIGNED_OUT_FORMS.includes(window.location.pathname)) allWanted = true;
  whenTextMissing(loadRestOnce);
  try {
    await loadLanguage(locale, allWanted ? 'all' : 'start');
    show(locale);
  } catch {
    // the language's chunk did not load (offline, a new deployment): English, and the next visit tries again
    show(DEFAULT_LOCALE);
  }
}

/**
 * A text missing from the loaded part (a dialog of the signed-out forms written with a key the start part does not
 * hold): the rest of the language is loaded, and the screens shown again with it.
 */
const restAsked = new Set<Locale>();
function loadRestOnce() {
  const locale = currentLocale();
  if (restAsked.has(locale) || loading.has(`${locale}/rest`)) return;
  restAsked.add(locale);
  void loadLanguage(locale).then(
    () => locale === currentLocale() && show(locale),
    () => undefined,
  );
}

let followed: Locale | undefined;
/**
 * A signed-in user's saved language wins over the browser's: switched to when their user info brings another one
 * (sign-in, an answer of the server). Only a change of the saved language counts, so that a language just chosen in
 * the picker is not undone by the user info stored before it was saved.
 */
export function followUserLanguage(language: unknown) {
  if (!isLocale(language) || language === followed) return;
  followed = language;
  if (language !== currentLocale()) void switchLanguage(language);
}
