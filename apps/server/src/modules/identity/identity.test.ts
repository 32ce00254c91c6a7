import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle, users } from '../../db/schema';
import { createUser, lastMailTo, linkToken, PASSWORD, signIn, uniqueEmail, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { sessionChangesHeard } from './session-cache';
import { THROTTLE, throttleKey } from './throttle';

const h = useHarness();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up and verification', () => {
  it('creates an unverified creator, stores consents, emails a link that verifies and lands on /login', async () => {
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/sign-up', { email, password: PASSWORD, terms: true, age: true, marketing: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.signupSuccess);
    const [row] = await h.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
    expect(row?.userType).toBe('creator');
    expect(row?.consentTermsAt).toBeInstanceOf(Date);
    expect(row?.consentMarketingAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const blocked = await post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MSG.verifyEmailFirst);

    const mail = await lastMailTo(h.db, email);
    expect(mail?.text).toContain('http://hookline.test/login?verify=');
    const token = linkToken(mail?.text ?? '', 'verify');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400); // single use
    expect(await signIn(h.app, email)).toBeTruthy();
  });

  it('refuses sign-up without the required consents, with a bad email, or a taken email', async () => {
    expect(
      (await post('/api/auth/sign-up', { email: uniqueEmail(), password: PASSWORD, terms: false, age: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/sign-up', { email: uniqueEmail(), password: PASSWORD, terms: true })).statusCode,
    ).toBe(400);
    const bad = await post('/api/auth/sign-up', { email: 'nope', password: PASSWORD, terms: true, age: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.invalidEmail);
    const { user } = await createUser(h.db);
    const taken = await post('/api/auth/sign-up', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
      terms: true,
      age: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.emailTaken);
  });

  it('re-sends the verification email when an unverified user logs in', async () => {
    const { user } = await createUser(h.db, { emailVerified: false });
    const res = await post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(res.json()).toEqual({
      message: MSG.verifyEmailFirst,
      code: 'EMAIL_NOT_VERIFIED',
      key: 'verifyEmailFirst',
      request_id: expect.any(String),
    });
    expect((await lastMailTo(h.db, user.email))?.subject).toBe('Verify your email address');
  });
});

describe('sign-in errors and sessions', () => {
  it('answers each failure with the spec message', async () => {
    const { user } = await createUser(h.db);
    const cases: [unknown, number, string][] = [
      [{ email: 'not-an-email', password: 'x' }, 400, MSG.invalidEmail],
      [{ email: uniqueEmail('ghost'), password: PASSWORD }, 401, MSG.userNotFound],
      [{ email: user.email, password: 'wrong-password' }, 401, MSG.incorrectPassword],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/auth/sign-in', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const { user: gone } = await createUser(h.db, { deletedAt: new Date() });
    const disabled = await post('/api/auth/sign-in', { email: gone.email, password: PASSWORD });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe(MSG.accountDisabled);
  });

  it('issues a bearer token that reads the identity and claims per request; sign-out revokes it', async () => {
    const { user, token, auth } = await userWithToken(h.app, { isAdmin: true });
    const me = await h.app.inject({ url: '/api/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, admin: true, user_type: 'creator' });
    // demoting takes effect at once
    await h.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    await sessionChangesHeard(h.db);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).json().admin).toBe(false);
    expect((await post('/api/auth/sign-out', {}, auth)).statusCode).toBe(204);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect(token.length).toBeGreaterThan(30);
  });

  it('rejects tampered tokens and tokens of deleted users', async () => {
    const { user, token, auth } = await userWithToken(h.app);
    const tampered = `${token.slice(0, -2)}xx`;
    expect(
      (await h.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${tampered}` } })).statusCode,
    ).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    await h.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await sessionChangesHeard(h.db);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });

  it('throttles repeated failures per account with Retry-After, counted in the database', async () => {
    const { user } = await createUser(h.db);
    for (let i = 0; i < THROTTLE.signInPair.limit; i++) {
      expect((await post('/api/auth/sign-in', { email: user.email, password: 'bad' })).statusCode).toBe(401);
    }
    const limited = await post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // not permanent: once the delay has passed the account can sign in again
    await h.db
      .update(authThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottle.key, throttleKey.signInPair(user.email, '127.0.0.1')));
    expect(await signIn(h.app, user.email)).toBeTruthy();
  });

  it('throttles per IP across accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < THROTTLE.signInAddress.limit; i++) {
      await h.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: ip,
        payload: { email: uniqueEmail('ip'), password: 'x' },
      });
    }
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: ip,
      payload: { email: uniqueEmail('ip'), password: 'x' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('answers unknown-user and wrong-password logins in similar time (median difference < 50 ms)', async () => {
    const { user } = await createUser(h.db);
    const time = async (email: string) => {
      const t = performance.now();
      await h.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
        payload: { email, password: 'wrong-password' },
      });
      return performance.now() - t;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 20; i++) {
      unknown.push(await time(uniqueEmail('timing')));
      await h.db.delete(authThrottle);
      wrong.push(await time(user.email));
    }
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(50);
  });
});

describe('password reset, change password, change email', () => {
  it('resets by a single-use emailed token and ends every session', async () => {
    const { user, auth } = await userWithToken(h.app);
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.resetUserNotFound);
    const res = await post('/api/auth/forgot-password', { email: user.email });
    expect(res.json().message).toBe(MSG.resetSent);
    const token = linkToken((await lastMailTo(h.db, user.email))?.text ?? '', 'token');
    expect((await post('/api/auth/reset-password', { token, password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'another-password-1' })).statusCode).toBe(400);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect(await signIn(h.app, user.email, 'a-brand-new-password')).toBeTruthy();
  });

  it('changes the password only with the current one', async () => {
    const { user, auth } = await userWithToken(h.app);
    const bad = await post(
      '/api/auth/change-password',
      { current_password: 'nope', new_password: 'next-password-1' },
      auth,
    );
    // 403 with its own message: the session is fine
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe(MSG.wrongCurrentPassword);
    const ok = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'next-password-1' },
      auth,
    );
    expect(ok.statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200); // this session stays
    expect(await signIn(h.app, user.email, 'next-password-1')).toBeTruthy();
  });

  it('changes the email after the new address is confirmed', async () => {
    const { user, auth } = await userWithToken(h.app);
    const newEmail = uniqueEmail('moved');
    const res = await post('/api/auth/change-email', { new_email: newEmail, password: PASSWORD }, auth);
    expect(res.json().message).toBe(MSG.emailChangeSent);
    const [before] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.email).toBe(user.email);
    const token = linkToken((await lastMailTo(h.db, newEmail))?.text ?? '', 'verify');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect(await signIn(h.app, newEmail)).toBeTruthy();
  });
});

describe('product user', () => {
  it('POST /api/users returns the user info for the identity; PUT /api/users/me updates the profile', async () => {
    const { user, auth } = await userWithToken(h.app, { creator: { tiktokUsername: 'dancer' } });
    const res = await post('/api/users', { email: user.email }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: user.email,
      user_type: 'creator',
      creator: { tiktok_username: 'dancer', level: { name: '0' } },
    });
    expect((await post('/api/users', { email: 'other@example.test' }, auth)).statusCode).toBe(403);
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { first_name: 'Ada', city: 'Berlin' },
    });
    expect(put.json()).toMatchObject({ first_name: 'Ada', city: 'Berlin' });
    const mass = await h.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { is_admin: true },
    });
    expect(mass.statusCode).toBe(400);
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isAdmin).toBe(false);
  });

  it('outbox is listed at /api/dev/outbox outside production', async () => {
    const res = await h.app.inject({ url: '/api/dev/outbox?per_page=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._meta.total_items).toBeGreaterThan(0);
  });
});
