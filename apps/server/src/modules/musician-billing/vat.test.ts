// The VAT rule of a musician's payment from one rates table (docs/engine.md "VAT on musicians' payments").
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { VAT_RATES, vatRatesWith } from '../../lib/vat-rates';
import { vatFor } from './vat';

const rule = (buyer: Parameters<typeof vatFor>[0]['buyer'], rates = VAT_RATES) =>
  vatFor({ platformCountry: 'DE', buyer, rates });

describe('VAT rule', () => {
  it('home, EU consumer, reverse charge only with a VAT id of the buyer’s own member state, none outside the EU', () => {
    expect(rule(null)).toEqual({ rule: 'domestic', rateBp: 1900 });
    expect(rule({ country: 'DE', isBusiness: true, vatId: 'DE136695976' })).toEqual({ rule: 'domestic', rateBp: 1900 });
    expect(rule({ country: 'FR', isBusiness: false, vatId: null })).toEqual({ rule: 'eu_consumer', rateBp: 1900 });
    expect(rule({ country: 'FR', isBusiness: true, vatId: null })).toEqual({ rule: 'eu_consumer', rateBp: 1900 });
    expect(rule({ country: 'FR', isBusiness: true, vatId: 'FR40303265045' })).toEqual({
      rule: 'reverse_charge',
      rateBp: 0,
    });
    // a well-formed id of another state, or a broken check digit, is no reverse charge
    expect(rule({ country: 'FR', isBusiness: true, vatId: 'ATU13585627' }).rule).toBe('eu_consumer');
    expect(rule({ country: 'FR', isBusiness: true, vatId: 'FR40303265046' }).rule).toBe('eu_consumer');
    expect(rule({ country: 'GR', isBusiness: true, vatId: 'EL094259216' }).rule).toBe('reverse_charge');
    expect(rule({ country: 'US', isBusiness: true, vatId: null })).toEqual({ rule: 'outside_eu', rateBp: 0 });
    expect(rule({ country: 'CH', isBusiness: false, vatId: null })).toEqual({ rule: 'outside_eu', rateBp: 0 });
  });

  it('the rates table is configurable: VAT_RATES changes a member state’s rate, and refuses anything else', () => {
    expect(rule(null, vatRatesWith('DE=7.5'))).toEqual({ rule: 'domestic', rateBp: 750 });
    expect(vatRatesWith('FI=25.5, SE=25').FI).toBe(2550);
    expect(() => vatRatesWith('US=10')).toThrow(/member state/);
    expect(() => vatRatesWith('DE=abc')).toThrow(/member state/);
    expect(loadConfig({ VAT_RATES: 'DE=16' }).vatRates.DE).toBe(1600);
    expect(() => loadConfig({ VAT_RATES: 'XX=1' })).toThrow(/VAT_RATES/);
    expect(() => loadConfig({ PLATFORM_COUNTRY: 'CH' })).toThrow(/PLATFORM_COUNTRY/);
  });
});
