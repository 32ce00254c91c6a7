import { GENRE_KEYS, genreLabel } from '@hookline/shared/constants';
import { loadAllLanguages } from '@hookline/shared/translations';
import { describe, expect, it } from 'vitest';
import { textIn } from '../texts';
import { COUNTRIES, GENRES } from './reference-data';

const byIso = (iso2: string) => {
  const country = COUNTRIES.find((c) => c.iso2 === iso2);
  if (!country) throw new Error(`missing country ${iso2}`);
  return country;
};

describe('COUNTRIES', () => {
  it('has the full ISO 3166-1 list', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
  });

  it('has unique, consecutive ids starting at 1', () => {
    expect(COUNTRIES.map((c) => c.id)).toEqual(COUNTRIES.map((_, i) => i + 1));
  });

  it('has unique two-letter upper-case iso2 codes', () => {
    for (const c of COUNTRIES) expect(c.iso2).toMatch(/^[A-Z]{2}$/);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
  });

  it('has unique names', () => {
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it('puts every country in territory 8 (all)', () => {
    for (const c of COUNTRIES) expect(c.territories, c.iso2).toContain(8);
  });

  it('assigns the expected territories', () => {
    expect(byIso('DE').territories).toEqual(expect.arrayContaining([4, 5]));
    expect(byIso('US').territories).toContain(2);
    expect(byIso('BR').territories).toContain(1);
    expect(byIso('NG').territories).toContain(3);
    expect(byIso('JP').territories).toContain(6);
    expect(byIso('AU').territories).toContain(7);
    expect(byIso('FR').territories).toContain(5);
    expect(byIso('FR').territories).not.toContain(4);
  });

  it('uses every territory id 1..8 and no other', () => {
    const used = new Set(COUNTRIES.flatMap((c) => c.territories));
    expect([...used].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('GENRES', () => {
  it('is a non-empty list of unique names', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(GENRES).size).toBe(GENRES.length);
  });

  it('are named in each language: by their catalogue key where a language names them otherwise, else as written', () => {
    expect(Object.keys(GENRE_KEYS).filter((name) => !GENRES.includes(name))).toEqual([]);
    loadAllLanguages();
    const german = GENRES.map((name) => genreLabel(textIn('de'), name));
    expect(german).toContain('Klassik');
    expect(german).toContain('Hip-Hop');
    expect(GENRES.map((name) => genreLabel(textIn('es'), name))).toContain('Cantautor');
  });
});
