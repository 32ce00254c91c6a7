import { describe, expect, it } from 'vitest';
import { codeOfEnglishName, countryOptions } from './countries';

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

  it("find an account's English country name among the codes, whatever the language shown", () => {
    expect(codeOfEnglishName(['AT', 'DE'], 'Germany')).toBe('DE');
    expect(codeOfEnglishName(['AT', 'DE'], 'Deutschland')).toBeUndefined();
    expect(codeOfEnglishName(['AT', 'DE'], undefined)).toBeUndefined();
  });
});
