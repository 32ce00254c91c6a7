import { MSG } from '@hookline/shared/messages';
import { describe, expect, it } from 'vitest';
import { PASSWORD, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { base32Encode, totpCode, verifyTotp } from './totp';

const h = useHarness({ REQUIRE_ADMIN_MFA: 'true' });

describe('TOTP', () => {
  it('matches the RFC 6238 test vector and tolerates one step of drift', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(verifyTotp(secret, totpCode(secret, 1_000_000_000_000 - 30_000), 1_000_000_000_000)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, 1_000_000_000_000 - 90_000), 1_000_000_000_000)).toBe(false);
  });
});

describe('admin second factor', () => {
  it('admin routes need an enrolled and passed second factor when REQUIRE_ADMIN_MFA is on', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const adminRoute = () => h.app.inject({ url: '/api/admin/users', headers: admin.auth });
    const blocked = await adminRoute();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'MFA_REQUIRED', message: MSG.mfaRequired });

    const enrol = await h.app.inject({ method: 'POST', url: '/api/auth/mfa/enroll', headers: admin.auth });
    const { secret, otpauth_url, qr_svg } = enrol.json();
    expect(otpauth_url).toContain(`secret=${secret}`);
    // the QR code for the authenticator app comes drawn, as SVG markup the page shows as an image
    expect(qr_svg).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      headers: admin.auth,
      payload: { code: '000000' },
    });
    expect(wrong.json().message).toBe(MSG.mfaInvalid);
    const confirm = await h.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      headers: admin.auth,
      payload: { code: totpCode(secret) },
    });
    const codes = confirm.json().recovery_codes as string[];
    expect(codes).toHaveLength(8);
    expect((await adminRoute()).statusCode).toBe(200);

    // a new sign-in asks for the second step before admin routes open
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.user.email, password: PASSWORD },
    });
    expect(signIn.json().mfa_required).toBe(true);
    const second = { authorization: `Bearer ${signIn.json().token}` };
    expect((await h.app.inject({ url: '/api/admin/users', headers: second })).statusCode).toBe(403);
    const useRecovery = () =>
      h.app.inject({ method: 'POST', url: '/api/auth/mfa/verify', headers: second, payload: { code: codes[0] } });
    const verified = await useRecovery();
    expect(verified.json().identity).toMatchObject({ admin: true, mfa_passed: true });
    const full = { authorization: `Bearer ${verified.json().token}` };
    expect((await h.app.inject({ url: '/api/admin/users', headers: full })).statusCode).toBe(200);
    // a recovery code works once
    const third = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.user.email, password: PASSWORD },
    });
    const reuse = await h.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/verify',
      headers: { authorization: `Bearer ${third.json().token}` },
      payload: { code: codes[0] },
    });
    expect(reuse.statusCode).toBe(400);
  });
});
