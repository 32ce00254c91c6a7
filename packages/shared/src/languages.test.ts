import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, bestLocale } from './languages';

describe('the language of a browser', () => {
  it('picks the first language Hookline speaks, any Portuguese as Brazilian', () => {
    expect(bestLocale(['pt-PT', 'en'])).toBe('pt-BR');
    expect(bestLocale(['pt'])).toBe('pt-BR');
    expect(bestLocale(['es-MX'])).toBe('es');
    expect(bestLocale(['es-419', 'de'])).toBe('es');
    expect(bestLocale(['de-AT'])).toBe('de');
    expect(bestLocale(['fr-FR', 'de-CH', 'en'])).toBe('de');
    expect(bestLocale(['en-GB', 'de'])).toBe('en');
    expect(bestLocale(['fr', 'it'])).toBe('en');
    expect(bestLocale([])).toBe('en');
  });

  it('reads an Accept-Language header by preference', () => {
    expect(acceptLanguageTags('fr;q=0.9, de-DE, en;q=0.8')).toEqual(['de-DE', 'fr', 'en']);
    expect(bestLocale(acceptLanguageTags('fr-CH, fr;q=0.9, pt-BR;q=0.8, *;q=0.5'))).toBe('pt-BR');
    expect(acceptLanguageTags('de;q=0, es')).toEqual(['es']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
