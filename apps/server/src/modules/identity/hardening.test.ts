// Guessing and token hygiene: second-factor attempt limits, the second factor always asked of an enrolled admin,
// sign-in throttling counted atomically per account and address (docs/security.md).
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../../db/schema';
import { lastMailTo, linkToken, PASSWORD, signIn, uniqueEmail, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { MAX_SESSIONS_PER_USER } from './sessions';
import { THROTTLE, throttleKey } from './throttle';
import { totpCode } from './totp';

const h = useHarness();
beforeAll(() => {
  // REQUIRE_ADMIN_MFA is off here (not production): an enrolled second factor must hold anyway
  expect(h.ctx.config.requireAdminMfa).toBe(false);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

/** An admin with a confirmed second factor; answers its secret. */
async function enrolledAdmin() {
  const admin = await userWithToken(h.app, { isAdmin: true });
  const { secret } = (await post('/api/auth/mfa/enroll', {}, admin.auth)).json();
  // confirmed with the previous step's code, so that the current step's code is still unused
  const previous = totpCode(secret, Date.now() - 30_000);
  expect((await post('/api/auth/mfa/confirm', { code: previous }, admin.auth)).statusCode).toBe(200);
  return { ...admin, secret: secret as string };
}

async function halfSignedIn(email: string, remoteAddress?: string) {
  const res = await post('/api/auth/sign-in', { email, password: PASSWORD }, {}, remoteAddress);
  expect(res.json().mfa_required).toBe(true);
  return { authorization: `Bearer ${res.json().token}` };
}

/** A wrong six-digit code (never the current or a neighbouring step's code). */
const wrongCode = (secret: string) => {
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, now + d)));
  for (let i = 0; ; i++) {
    const code = String(100000 + i);
    if (!valid.has(code)) return code;
  }
};

describe('second factor guessing', () => {
  it('checks at most five codes per session, then ends it; parallel guesses do not get more', async () => {
    const admin = await enrolledAdmin();
    const half = await halfSignedIn(admin.user.email);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/auth/mfa/verify', { code: wrongCode(admin.secret) }, half)),
    );
    // four wrong codes are answered as such, the fifth ends the session; every other guess is refused unchecked
    expect(guesses.filter((r) => r.statusCode === 400)).toHaveLength(THROTTLE.mfaSession.limit - 1);
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(30 - THROTTLE.mfaSession.limit + 1);
    expect(guesses.some((r) => r.json().message === MSG.mfaTooManyAttempts)).toBe(true);
    // the half-signed-in session is over: even the right code no longer opens it
    const right = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(right.statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/admin/users', headers: half })).statusCode).toBe(401);
  });

  it('slows the account down across sessions with a growing delay; the right code later resets it', async () => {
    const admin = await enrolledAdmin();
    let refused = 0;
    for (let s = 0; s < 3 && refused === 0; s++) {
      const half = await halfSignedIn(admin.user.email);
      for (let i = 0; i < THROTTLE.mfaSession.limit; i++) {
        const res = await post('/api/auth/mfa/verify', { code: wrongCode(admin.secret) }, half);
        if (res.statusCode === 429) refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    const half = await halfSignedIn(admin.user.email);
    const limited = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // not a lockout: once the delay is over the right code works and the count starts again
    await h.db
      .update(authThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottle.key, throttleKey.mfaAccount(admin.user.id)));
    const ok = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().identity.mfa_passed).toBe(true);
    const rows = await h.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, throttleKey.mfaAccount(admin.user.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('a TOTP code opens one session', () => {
  it('the same code completes the second factor once per account, not on a second session', async () => {
    const admin = await enrolledAdmin();
    const code = totpCode(admin.secret);
    const first = await halfSignedIn(admin.user.email);
    const second = await halfSignedIn(admin.user.email);
    expect((await post('/api/auth/mfa/verify', { code }, first)).statusCode).toBe(200);
    const again = await post('/api/auth/mfa/verify', { code }, second);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.mfaInvalid);
    // nor the previous step's code, still inside the drift window: a step older than the one used
    const older = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret, Date.now() - 30_000) }, second);
    expect(older.statusCode).toBe(400);
    expect((await h.app.inject({ url: '/api/admin/users', headers: second })).statusCode).toBe(403);
  });

  it('parallel uses of one code on ten sessions: exactly one passes', async () => {
    const admin = await enrolledAdmin();
    const code = totpCode(admin.secret);
    const halves = await Promise.all(
      Array.from({ length: 10 }, (_, i) => halfSignedIn(admin.user.email, `198.51.100.${i + 1}`)),
    );
    const answers = await Promise.all(halves.map((half) => post('/api/auth/mfa/verify', { code }, half)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('completing the second factor answers a new token and ends the password-only one', async () => {
    const admin = await enrolledAdmin();
    const half = await halfSignedIn(admin.user.email);
    const res = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(`Bearer ${token}`).not.toBe(half.authorization);
    expect(res.json().identity.mfa_passed).toBe(true);
    expect((await h.app.inject({ url: '/api/auth/me', headers: half })).statusCode).toBe(401);
    const full = { authorization: `Bearer ${token}` };
    expect((await h.app.inject({ url: '/api/admin/users', headers: full })).statusCode).toBe(200);
  });
});

describe('an enrolled second factor always holds', () => {
  it('a password-only session of an enrolled admin reaches no admin route even with REQUIRE_ADMIN_MFA off', async () => {
    const admin = await enrolledAdmin();
    const half = await halfSignedIn(admin.user.email);
    const res = await h.app.inject({ url: '/api/admin/users', headers: half });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MFA_REQUIRED', message: MSG.mfaRequired });
    // the second step itself, the identity and sign-out stay open
    expect((await h.app.inject({ url: '/api/auth/me', headers: half })).statusCode).toBe(200);
    const full = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(full.statusCode, full.body).toBe(200);
    const headers = { authorization: `Bearer ${full.json().token}` };
    expect((await h.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
  });

  it('changing the password or the email needs the second factor; the verified session stays signed in', async () => {
    const admin = await enrolledAdmin();
    const half = await halfSignedIn(admin.user.email);
    const pw = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'taken-over-password-9' },
      half,
    );
    expect(pw.statusCode).toBe(403);
    expect(pw.json().code).toBe('MFA_REQUIRED');
    const mail = await post('/api/auth/change-email', { new_email: 'attacker@example.test', password: PASSWORD }, half);
    expect(mail.statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(200);
    // after the second step the same change goes through
    const full = await post('/api/auth/mfa/verify', { code: totpCode(admin.secret) }, half);
    expect(full.statusCode, full.body).toBe(200);
    const ok = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'a-new-admin-password-7' },
      { authorization: `Bearer ${full.json().token}` },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('sign-in throttling', () => {
  it('lets exactly five of 40 parallel wrong passwords through for one account and address', async () => {
    const { user } = await userWithToken(h.app);
    const ip = '192.0.2.40';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post('/api/auth/sign-in', { email: user.email, password: 'guess' }, {}, ip)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(THROTTLE.signInPair.limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - THROTTLE.signInPair.limit);
    // the owner elsewhere is not locked out
    const owner = await post('/api/auth/sign-in', { email: user.email, password: PASSWORD }, {}, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
  });

  it('the delay grows with every attempt after the limit, and ends', async () => {
    const { user } = await userWithToken(h.app);
    const ip = '192.0.2.41';
    const key = throttleKey.signInPair(user.email, ip);
    const waits: number[] = [];
    for (let i = 0; i < THROTTLE.signInPair.limit + 3; i++) {
      const res = await post('/api/auth/sign-in', { email: user.email, password: 'guess' }, {}, ip);
      if (i >= THROTTLE.signInPair.limit - 1) {
        expect(res.statusCode).toBe(401);
        const [row] = await h.db.select().from(authThrottle).where(eq(authThrottle.key, key));
        waits.push((row?.blockedUntil?.getTime() ?? 0) - Date.now());
        // let the delay pass so the next try is counted
        await h.db
          .update(authThrottle)
          .set({ blockedUntil: new Date(Date.now() - 1) })
          .where(eq(authThrottle.key, key));
      }
    }
    expect(waits).toHaveLength(4);
    for (let i = 1; i < waits.length; i++) expect(waits[i] as number).toBeGreaterThan((waits[i - 1] as number) * 1.5);
    expect(waits[0] as number).toBeGreaterThan(THROTTLE.signInPair.baseDelayMs - 5000);
  });
});

describe('reset links and sessions', () => {
  const resetLink = async (email: string) => {
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    return linkToken((await lastMailTo(h.db, email))?.text ?? '', 'token');
  };

  it('using a reset link revokes the older links of the account', async () => {
    const { user } = await userWithToken(h.app);
    const older = await resetLink(user.email);
    const newer = await resetLink(user.email);
    expect((await post('/api/auth/reset-password', { token: newer, password: 'fresh-password-31' })).statusCode).toBe(
      200,
    );
    const stale = await post('/api/auth/reset-password', { token: older, password: 'attacker-password-31' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(MSG.linkInvalid);
    expect(await signIn(h.app, user.email, 'fresh-password-31')).toBeTruthy();
  });

  it('changing the password revokes reset links issued before and every other session', async () => {
    const { user, auth } = await userWithToken(h.app);
    const other = { authorization: `Bearer ${await signIn(h.app, user.email)}` };
    const link = await resetLink(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'changed-password-32' },
      auth,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: link, password: 'attacker-password-32' })).statusCode).toBe(
      400,
    );
    expect((await h.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    const { user, auth: first } = await userWithToken(h.app);
    const later: Record<string, string>[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) {
      later.push({ authorization: `Bearer ${await signIn(h.app, user.email)}` });
    }
    expect((await h.app.inject({ url: '/api/auth/me', headers: first })).statusCode).toBe(401);
    for (const headers of later) expect((await h.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
  });
});

describe('password rules and reset emails', () => {
  it('refuses common passwords and passwords containing the email, keeps the minimum length', async () => {
    const email = uniqueEmail('rules');
    const signUp = (password: string) => post('/api/auth/sign-up', { email, password, terms: true, age: true });
    for (const common of ['12345678', 'password', 'Password1', 'iloveyou']) {
      const res = await signUp(common);
      expect(res.statusCode, common).toBe(400);
      expect(res.json().message).toBe(MSG.passwordTooCommon);
    }
    const own = await signUp(`${email}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MSG.passwordHasEmail);
    expect((await signUp(`my-${email.split('@')[0]}-pw`)).json().message).toBe(MSG.passwordHasEmail);
    expect((await signUp('short1')).statusCode).toBe(400);
    expect((await signUp('a-quite-uncommon-passphrase')).statusCode).toBe(201);

    const { auth } = await userWithToken(h.app);
    const change = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'qwertyuiop' },
      auth,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(MSG.passwordTooCommon);
  });

  it('limits reset emails per address asked for and per caller', async () => {
    const { user } = await userWithToken(h.app);
    const ask = (email: string, ip: string) => post('/api/auth/forgot-password', { email }, {}, ip);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(user.email, '192.0.2.50')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(THROTTLE.forgotEmail.limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - THROTTLE.forgotEmail.limit);
    const { outbox } = await import('../../db/schema');
    const mails = await h.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails.filter((m) => m.subject === mails.at(-1)?.subject)).toHaveLength(THROTTLE.forgotEmail.limit);
    // one caller cannot spray many addresses either
    const spray = [];
    for (let i = 0; i < THROTTLE.forgotAddress.limit + 2; i++)
      spray.push(await ask(uniqueEmail('spray'), '192.0.2.51'));
    expect(spray.at(-1)?.statusCode).toBe(429);
  });
});
