import { describe, expect, it } from 'vitest';
import { countryIdOptions, countryOptions } from './countries';

describe('country choices', () => {
  it('name the countries in the language and sort them by those names', () => {
    expect(countryOptions(['DE', 'AT', 'ES'], 'en').map((c) => c.label)).toEqual(['Austria', 'Germany', 'Spain']);
    expect(countryOptions(['DE', 'AT', 'ES'], 'de')).toEqual([
      { value: 'DE', label: 'Deutschland' },
      { value: 'AT', label: 'Österreich' },
      { value: 'ES', label: 'Spanien' },
    ]);
    expect(countryOptions(['DE'], 'pt-BR')[0]?.label).toBe('Alemanha');
  });

  it("keep the database's ids as the values of its countries", () => {
    const countries = [
      { id: 15, iso2: 'AT', name: 'Austria' },
      { id: 82, iso2: 'DE', name: 'Germany' },
      { id: 66, iso2: 'EG', name: 'Egypt' },
      { id: 220, iso2: 'TR', name: 'Turkey' },
    ];
    expect(countryIdOptions(countries, 'de')).toEqual([
      { value: '66', label: 'Ägypten' },
      { value: '82', label: 'Deutschland' },
      { value: '15', label: 'Österreich' },
      { value: '220', label: 'Türkei' },
    ]);
    // in English, the names the database has (the browser may call a country otherwise)
    expect(countryIdOptions(countries, 'en').map((c) => c.label)).toEqual(['Austria', 'Egypt', 'Germany', 'Turkey']);
  });
});
