// Password guessing per account across addresses, IPv6 grouped per /64, and the current password of a change of
// password or email counted against the same limit with a 403 that keeps the session.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle } from '../../db/schema';
import { createUser, PASSWORD, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { addressGroup, THROTTLE, throttleKey } from './throttle';

const h = useHarness();

const signInFrom = (email: string, password: string, remoteAddress: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });

const endDelay = (key: string) =>
  h.db
    .update(authThrottle)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(eq(authThrottle.key, key));

describe('per-account back-off across addresses (item 4)', () => {
  it('50 wrong passwords from 10 addresses: 10 are checked, then 429 with Retry-After', async () => {
    const { user } = await createUser(h.db);
    const codes: number[] = [];
    for (let a = 1; a <= 10; a++) {
      for (let i = 0; i < 5; i++)
        codes.push((await signInFrom(user.email, 'wrong-guess-1', `192.0.2.${a}`)).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(THROTTLE.signInAccount.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - THROTTLE.signInAccount.limit);
    const res = await signInFrom(user.email, PASSWORD, '192.0.2.99');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the owner is not locked out: the right password from a known address, or anywhere after the delay', async () => {
    const { user } = await createUser(h.db);
    // the owner signed in from home before
    expect((await signInFrom(user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    for (let a = 1; a <= 12; a++) await signInFrom(user.email, 'wrong-guess-2', `198.51.100.${a}`);
    expect((await signInFrom(user.email, PASSWORD, '198.51.100.200')).statusCode).toBe(429);
    // from home: signed in at once, and the count starts again
    expect((await signInFrom(user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    for (let a = 1; a <= 12; a++) await signInFrom(user.email, 'wrong-guess-3', `198.51.100.${a + 20}`);
    // a new device waits for the delay, then the right password works
    expect((await signInFrom(user.email, PASSWORD, '192.0.2.200')).statusCode).toBe(429);
    await endDelay(throttleKey.signInAccount(user.email));
    expect((await signInFrom(user.email, PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });

  it('an IPv6 /64 counts as one address', async () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    const { user } = await createUser(h.db);
    const codes: number[] = [];
    for (let i = 1; i <= THROTTLE.signInPair.limit + 1; i++) {
      codes.push((await signInFrom(user.email, 'wrong-guess-4', `2001:db8:1:2::${i.toString(16)}`)).statusCode);
    }
    expect(codes.slice(0, THROTTLE.signInPair.limit)).toEqual(Array(THROTTLE.signInPair.limit).fill(401));
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the current password of a change (item 5)', () => {
  it('a wrong one is a 403 with a clear message, the session stays, and guesses count against the account', async () => {
    const me = await userWithToken(h.app);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: me.auth,
        payload: { current_password: `guess-${i}`, new_password: 'a-new-secret-pass-5' },
      });
      if (i === 0)
        expect(res.json()).toEqual({
          code: 'WRONG_CURRENT_PASSWORD',
          message: MSG.wrongCurrentPassword,
          key: 'wrongCurrentPassword',
          request_id: expect.any(String),
        });
      codes.push(res.statusCode);
    }
    for (let i = 0; i < 8; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: me.auth,
        payload: { new_email: `new-${i}@example.test`, password: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 403)).toHaveLength(THROTTLE.signInAccount.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(16 - THROTTLE.signInAccount.limit);
    expect(codes).not.toContain(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: me.auth })).statusCode).toBe(200);
    // the same limit holds for a sign-in from an address the owner never used
    expect((await signInFrom(me.user.email, PASSWORD, '192.0.2.250')).statusCode).toBe(429);
  });
});
