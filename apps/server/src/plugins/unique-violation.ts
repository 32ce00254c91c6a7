// Two requests that create the same unique thing at once (two sign-ups for one email): both pass the service's
// "already taken?" check, the database refuses the second insert, and that is a 409 for its caller, not a 500.
import type { MessageKey } from '@hookline/shared/catalogue';

const UNIQUE_VIOLATION = '23505';

/** The unique constraint a database error (or one it wraps, as drizzle does) names, or null when it is not one. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return { constraint: typeof constraint === 'string' ? constraint : '' };
    e = cause;
  }
  return null;
}

export const uniqueViolationKey = (constraint: string): MessageKey =>
  constraint.includes('email') ? 'emailTaken' : 'alreadyExists';
