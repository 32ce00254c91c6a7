// The platform's company details come from the environment, checked at start-up like every other variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('platform configuration', () => {
  it('has development defaults, takes real values, and refuses a wrong IBAN, BIC or country', () => {
    expect(loadConfig({}).platform).toMatchObject({ legalName: 'Hookline Demo GmbH', country: 'DE' });
    const real = loadConfig({
      PLATFORM_LEGAL_NAME: 'Hookline B.V.',
      PLATFORM_ADDRESS: 'Keizersgracht 1, 1015 CJ Amsterdam',
      PLATFORM_COUNTRY: 'NL',
      PLATFORM_VAT_ID: 'NL123456789B01',
      PLATFORM_IBAN: 'nl91 abna 0417 1643 00',
      PLATFORM_BIC: 'ABNANL2A',
    }).platform;
    expect(real).toEqual({
      legalName: 'Hookline B.V.',
      address: 'Keizersgracht 1, 1015 CJ Amsterdam',
      country: 'NL',
      vatId: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
    expect(() => loadConfig({ PLATFORM_IBAN: 'NL91ABNA0417164301' })).toThrow(/PLATFORM_IBAN: not a valid IBAN/);
    expect(() => loadConfig({ PLATFORM_BIC: 'NOPE' })).toThrow(/PLATFORM_BIC/);
    expect(() => loadConfig({ PLATFORM_COUNTRY: 'Germany' })).toThrow(/PLATFORM_COUNTRY/);
  });
});
