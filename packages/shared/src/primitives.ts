// The building blocks of every request schema: ids bounded to the database's integer range and text without
// control characters, so hostile input is a 400 with a message instead of a database error (docs/security.md).
import { z } from 'zod';

/** The largest PostgreSQL `integer`: every id column and every integer count stored in one. */
export const DB_INT_MAX = 2_147_483_647;
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

// C0 controls except tab, line feed and carriage return (multi-line texts keep their line breaks), DEL and C1
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (value: string) => CONTROL.test(value);

/** Any text a caller sends. Chain .trim(), .min(), .max() as on z.string(). */
export const text = () => z.string().refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** An id in a JSON body: a whole number 1..2^31-1. */
export const dbId = () => z.number().int().min(1).max(DB_INT_MAX);
/** An id in a path or a query string (text, coerced): a whole number 1..2^31-1. */
export const dbIdParam = () => z.coerce.number().int().min(1).max(DB_INT_MAX);
/** A page number in a query string. */
export const pageParam = () => z.coerce.number().int().min(1).max(DB_INT_MAX).default(1);
/** A count stored in a bigint column (views, likes...): 0..2^53-1, exact in JavaScript. */
export const countValue = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
