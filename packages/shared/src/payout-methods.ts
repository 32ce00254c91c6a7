// How creators are paid: the payout methods, and which countries each serves (docs/engine.md "Payout methods").
// Data only, read by the payment settings form, the request schema and the server's payout registry.
import { z } from 'zod';

export const PAYOUT_METHODS = ['sepa', 'stripe', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * The IBAN country codes of the SEPA schemes' geographical scope: the European Payments Council's "List of countries
 * and territories in the SEPA schemes" (document EPC409-09), its 36 countries, and Gibraltar, the one territory with an
 * IBAN prefix of its own (the other territories use their state's: Åland FI, the French overseas departments and
 * collectivities FR, Guernsey, Jersey and the Isle of Man GB, the Azores and Madeira PT, the Canary Islands, Ceuta and
 * Melilla ES). Albania, Moldova, Montenegro, North Macedonia and Serbia joined the scope later (2024-2025): they
 * are added here once the platform's bank confirms it reaches them.
 * ibantools' own check accepts IBANs of countries outside SEPA (BR, SA, AE, TR, PK, IL, QA…): a SEPA credit transfer
 * cannot reach those accounts, so this list decides.
 */
export const SEPA_IBAN_COUNTRIES: readonly string[] = [
  // the 27 member states of the European Union
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // the other EEA states
  'IS',
  'LI',
  'NO',
  // the other countries of the scope
  'CH',
  'GB',
  'SM',
  'VA',
  'AD',
  'MC',
  // territory with an IBAN prefix of its own
  'GI',
];

/**
 * The address countries (ISO 3166-1) SEPA serves: the countries above and the territories the EPC list names, which
 * carry a country code of their own in an address (their accounts carry their state's IBAN prefix).
 */
export const SEPA_ADDRESS_COUNTRIES: readonly string[] = [
  ...SEPA_IBAN_COUNTRIES,
  'AX', // Åland Islands (FI)
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'BL',
  'MF',
  'PM', // French overseas (FR)
  'GG',
  'JE',
  'IM', // Crown Dependencies (GB)
];

const upper = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

export const isSepaIbanCountry = (iban: string) => SEPA_IBAN_COUNTRIES.includes(upper(iban).slice(0, 2));
export const isSepaAddressCountry = (country: string | null | undefined) =>
  SEPA_ADDRESS_COUNTRIES.includes(upper(country));

/**
 * The methods offered for an address country, best first: SEPA where it is offered, Stripe Connect Express elsewhere
 * (the server's registry, modules/payouts/registry.ts, holds the same list with the code that pays).
 */
export function payoutMethodsFor(country: string | null | undefined): PayoutMethod[] {
  if (!upper(country)) return [];
  return isSepaAddressCountry(country) ? ['sepa'] : ['stripe'];
}

/** POST /api/creators/{id}/payout-methods/stripe: the link to Stripe's hosted onboarding of the creator's account. */
export const stripeOnboardingResponse = z.object({ data: z.object({ url: z.string() }) });
