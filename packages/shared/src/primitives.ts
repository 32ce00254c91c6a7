// The building blocks of every request schema: ids bounded to the database's integer range and text without
// control characters, so hostile input is a 400 with a message instead of a database error (docs/security.md).
// Both carry a `pattern` into the OpenAPI document, so a test (security/request-primitives.test.ts) can tell that
// every request text and id of every operation goes through them.

import { z } from 'zod';
import { MSG } from './messages';

/** The largest PostgreSQL `integer`: every id column and every integer count stored in one. */
export const DB_INT_MAX = 2_147_483_647;
export const CONTROL_CHARACTERS_MESSAGE = MSG.noControlCharacters;
export const INVALID_ID_MESSAGE = MSG.invalidId;

// C0 controls except tab, line feed and carriage return (multi-line texts keep their line breaks), DEL and C1
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (value: string) => CONTROL.test(value);
/** A text without those control characters, as a whole-string pattern (what the OpenAPI document shows). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/** An id as text (a path or a query string): decimal digits without a leading zero, sign, space or exponent. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** Any text a caller sends. Chain .trim(), .min(), .max() as on z.string(). */
export const text = () => z.string().regex(TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE);

/** An id in a JSON body: a whole number 1..2^31-1. */
export const dbId = (message: string = INVALID_ID_MESSAGE) =>
  z.number({ message }).int({ message }).min(1, { message }).max(DB_INT_MAX, { message });
/**
 * An id in a path or a query string: exactly ^[1-9][0-9]{0,9}$ (no `0x10`, ` 2` or `2e0`), 1..2^31-1, as a number.
 */
export const dbIdParam = (message: string = INVALID_ID_MESSAGE) =>
  z.string({ message }).regex(ID_PATTERN, { message }).transform(Number).pipe(z.number().max(DB_INT_MAX, { message }));
/** A page number in a query string. */
export const pageParam = () => z.coerce.number().int().min(1).max(DB_INT_MAX).default(1);
/** A count stored in a bigint column (views, likes...): 0..2^53-1, exact in JavaScript. */
export const countValue = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
