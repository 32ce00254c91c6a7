// Creator requests shared by the server routes and the creator screens (payout details, IBAN checksum).
import { z } from 'zod';
import { text } from './primitives';

export const IBAN_INVALID = 'Please enter a valid IBAN';

export function normalizeIban(value: string) {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, 10..30 letters or digits, and the mod-97 checksum is 1. */
export function isValidIban(value: string) {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
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
