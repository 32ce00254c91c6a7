import { dropCatalogue, loadCatalogue, messageText } from '@hookline/shared/catalogue';
import { compileCatalogue } from '@hookline/shared/compile-catalogue';
import { MSG } from '@hookline/shared/messages';
import { LANGUAGE_TEXTS } from '@hookline/shared/translations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { uniqueEmail, userWithToken } from '../test/factories';
import { useHarness } from '../test/harness';
import { userLanguage, visitorLocale } from './language';

const h = useHarness();

// a fixture German: the real translations are packages/shared/src/locales/*.ts, whatever they say today
const FIXTURE = {
  notFound: 'Nicht gefunden (Test).',
  unauthorized: 'Bitte melde dich an (Test).',
  languageUnknown: 'Bitte wähle eine der angebotenen Sprachen (Test).',
};
beforeAll(() => {
  dropCatalogue('de');
  loadCatalogue('de', compileCatalogue(FIXTURE));
});
afterAll(() => {
  dropCatalogue('de');
  loadCatalogue('de', compileCatalogue(LANGUAGE_TEXTS.de ?? {}));
});

describe('the language of a visitor', () => {
  it('is the hl_lang cookie, else the browser’s Accept-Language, else English', () => {
    expect(visitorLocale({ cookie: 'a=1; hl_lang=pt-BR', 'accept-language': 'de' })).toBe('pt-BR');
    expect(visitorLocale({ cookie: 'hl_lang=fr', 'accept-language': 'es-AR,en;q=0.5' })).toBe('es');
    expect(visitorLocale({})).toBe('en');
  });
});

describe('refusals in the caller’s language', () => {
  it('a visitor’s refusal follows the cookie or Accept-Language; English stays as it was', async () => {
    const de = await h.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.statusCode).toBe(404);
    expect(de.json()).toEqual({
      message: FIXTURE.notFound,
      code: 'NOT_FOUND',
      key: 'notFound',
      request_id: expect.any(String),
    });
    const cookie = await h.app.inject({ url: '/api/users/me', headers: { cookie: 'hl_lang=de' } });
    expect(cookie.statusCode).toBe(401);
    expect(cookie.json()).toMatchObject({ message: FIXTURE.unauthorized, key: 'unauthorized' });
    const en = await h.app.inject({ url: '/api/users/me', headers: { 'accept-language': 'fr' } });
    expect(en.json()).toMatchObject({ message: MSG.unauthorized, key: 'unauthorized' });
    // a key the language lacks: English
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'accept-language': 'de', 'content-type': 'application/json' },
      payload: '{',
    });
    expect(missing.json()).toMatchObject({ message: MSG.malformedBody, key: 'malformedBody' });
  });

  it('a signed-in user’s saved language wins over the browser’s', async () => {
    const u = await userWithToken(h.app);
    await h.db.update(users).set({ language: 'de' }).where(eq(users.id, u.user.id));
    const answer = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...u.auth, 'accept-language': 'en' },
      payload: { language: 'fr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: FIXTURE.languageUnknown,
      code: 'VALIDATION',
      key: 'languageUnknown',
      request_id: expect.any(String),
    });
  });
});

describe('the language saved on the user', () => {
  it('Account saves one of the languages and the user answer has it; an unknown tag is refused', async () => {
    const u = await userWithToken(h.app);
    const me = await h.app.inject({ url: '/api/users/me', headers: u.auth });
    expect(me.json().language).toBe('en');
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.auth,
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('es');
    expect(await userLanguage(h.db, u.user.id)).toBe('es');
    const refused = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.auth,
      payload: { language: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
    // in the language just saved
    expect(refused.json()).toMatchObject({
      message: messageText('languageUnknown', {}, 'es'),
      code: 'VALIDATION',
      key: 'languageUnknown',
    });
    expect(refused.json().message).not.toBe(MSG.languageUnknown);
    expect(await userLanguage(h.db, u.user.id)).toBe('es');
    expect(await userLanguage(h.db, 987_654)).toBe('en');
  });

  it('sign-up keeps the chosen language, else the browser’s', async () => {
    const chosen = uniqueEmail('chosen');
    const a = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'de' },
      payload: { email: chosen, password: 'a long enough password 1', terms: true, age: true, language: 'pt-BR' },
    });
    expect(a.statusCode).toBe(201);
    const browser = uniqueEmail('browser');
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { email: browser, password: 'a long enough password 1', terms: true, age: true },
    });
    const rows = await h.db.select({ email: users.email, language: users.language }).from(users);
    expect(rows.find((r) => r.email === chosen)?.language).toBe('pt-BR');
    expect(rows.find((r) => r.email === browser)?.language).toBe('es');
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: uniqueEmail('bad'),
        password: 'a long enough password 1',
        terms: true,
        age: true,
        language: 'klingon',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('languageUnknown');
  });
});
