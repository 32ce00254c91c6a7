import { describe, expect, it } from 'vitest';
import { placeholders } from '../catalogue';
import { type MessageKey, MSG } from '../messages';
import { de } from './de';
import { es } from './es';
import { ptBR } from './pt-BR';

const LANGUAGES: Record<string, Partial<Record<MessageKey, string>>> = { de, es, 'pt-BR': ptBR };
const KEYS = Object.keys(MSG) as MessageKey[];
const sorted = (text: string) => [...new Set(placeholders(text))].sort();

/**
 * Texts that are the same in every language: a placeholder alone, a banking term that is not translated, or a
 * territory's proper name (the abbreviations LATAM and GSA).
 */
const SAME_AS_ENGLISH: readonly MessageKey[] = [
  'schemaRefusal',
  'missingIban',
  'bankTransferIban',
  'bankTransferBic',
  'billPeriodRange',
  'territoryLatam',
  'territoryGsa',
];
/**
 * Texts one language legitimately writes as English does (a loanword, a label, a brand, a place name spelled alike, a
 * placeholder alone).
 */
const SAME_IN_LANGUAGE: Record<string, readonly MessageKey[]> = {
  de: [
    'genreLatin',
    // the German product speaks of Creators (the account choice on /signup)
    'authSignupAsCreator',
    'genreReggaeton',
    'genreAlternative',
    'genreSingerSongwriter',
    'levelNumberLabel',
    'crBillLineVideo',
    'crLevelName',
    'crLevel',
    'crLikes',
    'crIban',
    'crBicOptional',
    'crVideoLabel',
    'uiSupportLabel',
    'uiHookline',
    'uiAdmin',
    'crDetails',
    'crVideo',
    'crGenre',
    'crHashtags',
    'crInCountdown',
    'crCheckOk',
    'cfBudget',
    'cfHashtag',
    'cfGenre',
    'muBudget',
    'muVideos',
    'muLikes',
    'muVideoLive',
    'muCreator',
    'muVideo',
    'muStatus',
    'muDocumentTitle',
    'muDownloadPdfOf',
    'billStatus',
    'billSong',
    'billVideo',
    'repBudgetEur',
    'repCreator',
    'repStatus',
    'repLikes',
    'repVideo',
    'fmtRoleCreator',
  ],
  es: [
    'crBillLineVideo',
    'crBillTotal',
    'crIban',
    'crCountdownDays',
    'crCountdownHours',
    'crVideoLabel',
    'uiHookline',
    'crVideo',
    'crHashtags',
    'crCheckOk',
    'cfHashtag',
    'muTotal',
    'muVideos',
    'muCardVideos',
    'muVideo',
    'muDocumentTitle',
    'muDownloadPdfOf',
    'billVideo',
    'billTotal',
    'repVideo',
    'territoryAsia',
  ],
  'pt-BR': [
    'genreReggaeton',
    'crBillTotal',
    'billTotal',
    'muTotal',
    'crIban',
    'crCountdownDays',
    'crCountdownHours',
    'uiHookline',
    'uiAdmin',
    'crHashtags',
    'cfHashtag',
    'crCheckOk',
    'muStatus',
    'billStatus',
    'repStatus',
    'muDocumentTitle',
    'muDownloadPdfOf',
    'territoryOceania',
  ],
};
/** Names that a translation keeps as they are whenever the English text says them. */
const NAMES = ['Hookline', 'TikTok', 'Spotify', 'Stripe', 'SEPA', 'EUR', 'IBAN', 'BIC', 'S3', 'CapCut', 'JSON'];

describe.each(Object.entries(LANGUAGES))('the %s texts of the catalogue', (tag, texts) => {
  it('have a non-empty text for every key of the catalogue, with the same placeholders as English', () => {
    for (const key of KEYS) {
      const text = texts[key];
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      expect(sorted(text ?? ''), key).toEqual(sorted(MSG[key]));
    }
  });

  it('name no key the catalogue does not have', () => {
    expect(Object.keys(texts).filter((key) => !Object.hasOwn(MSG, key))).toEqual([]);
  });

  it('are translated: no text is left in English except the few that are the same in every language', () => {
    const english = KEYS.filter((key) => texts[key] === MSG[key]);
    const same = [...SAME_AS_ENGLISH, ...(SAME_IN_LANGUAGE[tag] ?? [])];
    expect(english.filter((key) => !same.includes(key))).toEqual([]);
  });

  it('keep brand names, currencies and technical values as English writes them', () => {
    for (const key of KEYS) {
      for (const name of NAMES) {
        // the specification writes "Tiktok" in a few English texts: the translation spells the brand correctly;
        // a whole word only ("Europe" does not name EUR)
        if (new RegExp(`\\b${name}\\b`, 'i').test(MSG[key])) expect(texts[key], `${key}: ${name}`).toContain(name);
      }
    }
    expect(texts.spotifyTrackLink).toContain('https://open.spotify.com/track/...');
    expect(texts.invalidDateTime).toContain('YYYY-MM-DD HH:MM:SS');
  });
});
