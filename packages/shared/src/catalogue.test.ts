import { setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILL_MESSAGES } from './bills';
import {
  dropCatalogue,
  hasText,
  isMessageKey,
  keyOfText,
  loadCatalogue,
  messageText,
  placeholders,
  provideLingui,
} from './catalogue';
import { compileCatalogue } from './compile-catalogue';
import { type MessageKey, MSG } from './messages';

describe('the text catalogue', () => {
  it('fills a text’s placeholders and leaves one without a value as written', () => {
    expect(messageText('appealAlreadyDecided', { status: 'accepted' })).toBe('This appeal was already accepted.');
    expect(messageText('appealAlreadyDecided')).toBe('This appeal was already {status}.');
    expect(messageText('campaignNotFound')).toBe('Campaign not found.');
    expect(placeholders(MSG.moveNotFromStatus)).toEqual(['action', 'status']);
  });

  it('the older message objects read the catalogue', () => {
    expect(BILL_MESSAGES.notOpen).toBe(MSG.billNotOpen);
    expect(messageText('billSettingsMissing', { missing: 'IBAN, address' })).toBe(
      'Still missing before we can pay you: IBAN, address.',
    );
    expect(BILL_MESSAGES.unknownEndToEnd(['2026-7'])).toBe(
      'The bank file names a payment that is not in this batch: 2026-7',
    );
  });

  it('finds a key by its English text, and knows its own keys', () => {
    expect(keyOfText('Campaign not found.')).toBe('campaignNotFound');
    expect(keyOfText('No such sentence.')).toBeUndefined();
    expect(isMessageKey('campaignNotFound')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('writes "Tiktok" only in the texts the specification writes so; everywhere else "TikTok"', () => {
    const specSpelling: MessageKey[] = ['tiktokConnected', 'tiktokConnecting', 'connectTitle'];
    const tiktok = (Object.keys(MSG) as MessageKey[]).filter((k) => MSG[k].includes('Tiktok'));
    expect(tiktok.sort()).toEqual([...specSpelling].sort());
  });

  it('a placeholder is a {name} and nothing else uses braces', () => {
    for (const [key, source] of Object.entries(MSG)) {
      expect(source.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});

describe('the catalogue in other languages', () => {
  beforeAll(() => provideLingui(setupI18n));
  // a fixture language: the real translations live in locales/<tag>.ts
  const fixture = {
    campaignNotFound: 'Kampagne nicht gefunden.',
    appealAlreadyDecided: 'Dieser Einspruch wurde bereits {status}.',
    moveNotFromStatus: '{count, plural, one {# Video} other {# Videos}} {action} aus {status}',
  } as const;

  it('writes a loaded language, fills its placeholders (plurals too) and falls back to English for a missing key', () => {
    loadCatalogue('de', compileCatalogue(fixture as never));
    try {
      expect(hasText('campaignNotFound', 'de')).toBe(true);
      expect(messageText('campaignNotFound', {}, 'de')).toBe('Kampagne nicht gefunden.');
      expect(messageText('appealAlreadyDecided', { status: 'angenommen' }, 'de')).toBe(
        'Dieser Einspruch wurde bereits angenommen.',
      );
      expect(messageText('moveNotFromStatus', { count: 1, action: 'a', status: 's' }, 'de')).toBe('1 Video a aus s');
      expect(messageText('moveNotFromStatus', { count: 3, action: 'a', status: 's' }, 'de')).toBe('3 Videos a aus s');
      // not in the language: English
      expect(messageText('notFound', {}, 'de')).toBe(MSG.notFound);
      // English stays the source, whatever is loaded
      expect(messageText('campaignNotFound')).toBe('Campaign not found.');
      expect(messageText('campaignNotFound', {}, 'en')).toBe('Campaign not found.');
    } finally {
      dropCatalogue('de');
    }
  });

  it('loads a language in parts: a later part adds its texts and keeps those loaded before', () => {
    loadCatalogue('de', compileCatalogue({ campaignNotFound: fixture.campaignNotFound }));
    try {
      expect(hasText('campaignNotFound', 'de')).toBe(true);
      expect(hasText('notFound', 'de')).toBe(false);
      expect(hasText('notFound', 'en')).toBe(true);
      loadCatalogue('de', compileCatalogue({ notFound: 'Nicht gefunden.' }));
      expect(messageText('notFound', {}, 'de')).toBe('Nicht gefunden.');
      expect(messageText('campaignNotFound', {}, 'de')).toBe('Kampagne nicht gefunden.');
    } finally {
      dropCatalogue('de');
    }
  });

  it('a language with no catalogue loaded is written in English', () => {
    expect(hasText('appealAlreadyDecided', 'es')).toBe(false);
    expect(messageText('appealAlreadyDecided', { status: 'x' }, 'es')).toBe('This appeal was already x.');
  });
});

describe('the translations', () => {
  it('every text of every language compiles, and messageText writes it', async () => {
    const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
    const { LANGUAGE_TEXTS, loadAllLanguages } = await import('./translations');
    for (const [locale, texts] of Object.entries(LANGUAGE_TEXTS))
      for (const [key, text] of Object.entries(texts ?? {}))
        expect(() => compileMessageOrThrow(text), `${locale} ${key}`).not.toThrow();
    loadAllLanguages();
    const de = LANGUAGE_TEXTS.de?.campaignNotFound;
    expect(de).toBeTruthy();
    expect(messageText('campaignNotFound', {}, 'de')).toBe(de);
    expect(messageText('campaignNotFound', {}, 'es')).toBe(LANGUAGE_TEXTS.es?.campaignNotFound);
    expect(messageText('campaignNotFound')).toBe('Campaign not found.');
  });
});
