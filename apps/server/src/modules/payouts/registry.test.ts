// The offer of payout methods by address country, and the SEPA list it rests on.
import { SEPA_IBAN_COUNTRIES } from '@hookline/shared/payout-methods';
import { describe, expect, it } from 'vitest';
import { PAYOUT_REGISTRY, payoutMethod, payoutMethodsFor } from './registry';

describe('payout registry', () => {
  it('offers SEPA in the SEPA countries and territories, Stripe Connect everywhere else', () => {
    for (const c of ['DE', 'FR', 'GB', 'CH', 'NO', 'VA', 'GF', 'JE', 'ax'])
      expect(payoutMethodsFor(c), c).toEqual(['sepa']);
    for (const c of ['US', 'MX', 'JP', 'NG', 'AU', 'BR', 'SA', 'AE', 'TR', 'PK', 'IL', 'QA', 'br'])
      expect(payoutMethodsFor(c), c).toEqual(['stripe']);
    for (const c of ['', null]) expect(payoutMethodsFor(c), String(c)).toEqual([]);
  });

  it('pays by Stripe only a connected account whose payouts Stripe has turned on', () => {
    const stripe = payoutMethod('stripe');
    const c = { stripeAccountId: 'acct_1', stripePayoutsEnabled: true } as Parameters<typeof stripe.isPayable>[0];
    expect(stripe.isPayable(c)).toBe(true);
    expect(stripe.isPayable({ ...c, stripePayoutsEnabled: false })).toBe(false);
    expect(stripe.isPayable({ ...c, stripeAccountId: null })).toBe(false);
    expect(stripe.fields).toEqual([]);
  });

  it('keeps the EPC list: 36 countries and Gibraltar, each once', () => {
    expect(new Set(SEPA_IBAN_COUNTRIES).size).toBe(37);
    expect(SEPA_IBAN_COUNTRIES).toContain('GI');
    expect(PAYOUT_REGISTRY.map((m) => m.id)).toEqual(['sepa', 'stripe']);
    expect(payoutMethod('sepa').fields).toEqual(['account_holder', 'iban', 'bic']);
  });
});
