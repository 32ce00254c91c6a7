// The language a text is written in for its reader (docs/decisions/0012-languages.md): a signed-in user's saved
// language; else the one the visitor chose (the `hl_lang` cookie the web keeps); else their browser's
// (Accept-Language); else English.
import { acceptLanguageTags, bestLocale, isLocale, LANGUAGE_COOKIE, type Locale } from '@hookline/shared/languages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The language of a visitor who is not signed in: the `hl_lang` cookie, else Accept-Language, else English. */
export function visitorLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return bestLocale(acceptLanguageTags(headers['accept-language']));
}

/** The language to answer a request in: its signed-in user's, else the visitor's. */
export const requestLocale = (request: FastifyRequest): Locale =>
  request.user?.language ?? visitorLocale(request.headers);

/** A user's language by id, for what is written to them without a request (emails, bills); English if unknown. */
export async function userLanguage(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'en';
}
