// Password rules beyond the length the shared schema checks: not on the common-password list (the one zxcvbn-ts
// ships, ranked from real leaks) and not containing the account's email or its name part (docs/security.md).
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../errors';

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
};

/** Throws 400 with the reason when the password may not be used for this email. */
export function assertAcceptablePassword(password: string, email: string) {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) throw badRequest('passwordTooCommon');
  const address = email.toLowerCase();
  const name = address.split('@')[0] ?? '';
  if (lower.includes(address) || (name.length >= 4 && lower.includes(name))) throw badRequest('passwordHasEmail');
}
