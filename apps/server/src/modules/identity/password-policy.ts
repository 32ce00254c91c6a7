// Password rules beyond what the shared schema checks in the browser too (length, one repeated character): not on the
// common-password list (the one zxcvbn-ts ships, ranked from real leaks), not containing the account's email or
// its name part, and not easy to guess by zxcvbn-ts's estimate (docs/security.md "Passwords"). The dictionaries
// are large (the server's alone, never the browser's): the form shows the server's message on the password field.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { badRequest } from '../../errors';

/** zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" against online and throttled attacks). */
export const MIN_PASSWORD_SCORE = 3;
/** Words a Hookline password must not lean on: the product's own name, which guessers try first here. */
const PRODUCT_WORDS = ['hookline', 'hook line'];

let common_: Set<string> | undefined;
const commonPasswords = () => {
  common_ ??= new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common_;
};

type Dictionary = Record<string, string[]>;
/** Only the named lists of a language (its common words, first names, months, seasons): the rest costs time. */
const lists = (dictionary: Dictionary, names: string[]) =>
  Object.fromEntries(Object.entries(dictionary).filter(([key]) => names.some((n) => key.startsWith(n))));
const WORD_LISTS = ['commonWords', 'firstnames', 'lastnames', 'months', 'seasons'];

let estimator: ZxcvbnFactory | undefined;
const strength = () => {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...lists(en.dictionary as Dictionary, WORD_LISTS),
      ...lists(de.dictionary as Dictionary, ['commonWords', 'firstnames']),
      ...lists(es.dictionary as Dictionary, WORD_LISTS),
      ...lists(ptBr.dictionary as Dictionary, WORD_LISTS),
      userInputs: PRODUCT_WORDS,
    },
    graphs: common.adjacencyGraphs,
    // past 100 characters a password is long enough; the estimate's work grows with the length
    maxLength: 100,
  });
  return estimator;
};

/** Throws 400 with the reason when the password may not be used for this email. */
export function assertAcceptablePassword(password: string, email: string) {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) throw badRequest('passwordTooCommon');
  const address = email.toLowerCase();
  const name = address.split('@')[0] ?? '';
  if (lower.includes(address) || (name.length >= 4 && lower.includes(name))) throw badRequest('passwordHasEmail');
  if (strength().check(password, [address, name]).score < MIN_PASSWORD_SCORE) throw badRequest('passwordTooWeak');
}
