// A second factor is asked at sign-in of every account that enrolled one, only admins may enrol, and in production
// an admin's first enrolment needs a fresh email confirmation (docs/security.md).
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { lastMailTo, PASSWORD, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { newTotpSecret, totpCode } from './totp';

// as in production: the first enrolment of an admin needs the confirmation email
const h = useHarness({ MFA_ENROL_EMAIL: 'true' });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

describe('who is asked for a second factor', () => {
  it('a creator or musician cannot enrol one', async () => {
    for (const userType of ['creator', 'musician'] as const) {
      const who = await userWithToken(h.app, { userType });
      const res = await post('/api/auth/mfa/enroll', {}, who.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.mfaAdminsOnly);
      expect((await post('/api/auth/mfa/confirm', { code: '123456' }, who.auth)).statusCode).toBe(403);
    }
  });

  it('an account that enrolled before is asked for it at sign-in, whatever its role', async () => {
    const who = await userWithToken(h.app);
    const secret = newTotpSecret();
    await h.db.update(users).set({ totpSecret: secret, totpEnabled: true }).where(eq(users.id, who.user.id));
    const signIn = await post('/api/auth/sign-in', { email: who.user.email, password: PASSWORD });
    expect(signIn.json().mfa_required).toBe(true);
    const half = { authorization: `Bearer ${signIn.json().token}` };
    const blocked = await h.app.inject({ url: '/api/users/me', headers: half });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MFA_REQUIRED');
    const verified = await post('/api/auth/mfa/verify', { code: totpCode(secret) }, half);
    expect(verified.statusCode).toBe(200);
    const full = { authorization: `Bearer ${verified.json().token}` };
    expect((await h.app.inject({ url: '/api/users/me', headers: full })).statusCode).toBe(200);
  });
});

describe("an admin's first enrolment needs a fresh email confirmation", () => {
  it('the password alone sends the email; its link starts the set-up once, for that admin only', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const other = await userWithToken(h.app, { isAdmin: true });
    const first = await post('/api/auth/mfa/enroll', {}, admin.auth);
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toBe(MSG.mfaEnrolMailSent);
    expect(first.json().secret).toBeUndefined();
    const mail = await lastMailTo(h.db, admin.user.email);
    const token = mail?.text.match(/[?&]mfa_enrol=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    // the token is the admin's own: another admin's session cannot use it (and it is spent)
    expect((await post('/api/auth/mfa/enroll', { token }, other.auth)).statusCode).toBe(400);
    await post('/api/auth/mfa/enroll', {}, admin.auth);
    const fresh = (await lastMailTo(h.db, admin.user.email))?.text.match(/mfa_enrol=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const started = await post('/api/auth/mfa/enroll', { token: fresh }, admin.auth);
    expect(started.statusCode).toBe(200);
    expect(started.json().secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await post('/api/auth/mfa/enroll', { token: fresh }, admin.auth)).statusCode).toBe(400);
    const confirmed = await post('/api/auth/mfa/confirm', { code: totpCode(started.json().secret) }, admin.auth);
    expect(confirmed.statusCode).toBe(200);
  });
});
