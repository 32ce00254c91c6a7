// Creator requests shared by the server routes and the creator screens (payout details, IBAN checksum).
import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { text } from './primitives';

export const IBAN_INVALID = 'Please enter a valid IBAN';

export function normalizeIban(value: string) {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 via ibantools: the country's length and structure, and the mod-97 checksum. */
export function isValidIban(value: string) {
  return isValidIBAN(normalizeIban(value));
}

/** PUT /api/creators/{id}/payment-settings */
export const payoutBody = z
  .object({
    account_holder: text().trim().min(1, 'Please enter the account holder').max(200),
    iban: text().trim().max(42).refine(isValidIban, IBAN_INVALID),
    address: text().trim().min(1, 'Please enter your address').max(500),
  })
  .strict();
export type PayoutBody = z.infer<typeof payoutBody>;
