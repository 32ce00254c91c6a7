// The creator screens' display helpers write money, counts, dates and video names in the language the user reads.
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/language';
import { count, date, dateTime, eur, videoName } from './format';

afterEach(async () => switchLanguage('en'));

describe("the creator screens' figures by the user's locale", () => {
  const at = new Date(2026, 2, 5, 14, 5).toISOString();

  it('English exactly as before', () => {
    expect(eur(1234.5)).toBe('€1,234.50');
    expect(eur(null)).toBe('€0.00');
    expect(count(12_400)).toBe('12,400');
    expect(date(at)).toBe('5 Mar 2026');
    expect(dateTime(at)).toBe('5 Mar 2026, 14:05');
    expect(date(null)).toBe('-');
    expect(videoName('instagram')).toBe('Instagram Reel');
  });

  it('German by Intl, with its video names from the catalogue', async () => {
    await switchLanguage('de');
    expect(eur(1234.5)).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(eur(1234.5)).toMatch(/^1\.234,50\s€$/);
    expect(count(12_400)).toBe('12.400');
    expect(date(at)).toBe('5. März 2026');
    expect(dateTime(at)).toContain('14:05');
    expect(videoName('tiktok')).toBe('TikTok-Video');
  });

  it('Brazilian Portuguese', async () => {
    await switchLanguage('pt-BR');
    expect(eur(1234.5)).toMatch(/^€\s1\.234,50$/);
    expect(date(at)).toMatch(/^5 de mar\.? de 2026$/);
  });
});
