// Admin second factor: enrol (secret + otpauth URL), confirm with a code (recovery codes shown once), then every
// sign-in of that account needs a code (or a recovery code, used once) before anything else opens. Only admins may
// enrol; in production an admin's first enrolment needs a fresh email confirmation.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { localeOf } from '../../texts';
import { mfaEnrolMail } from '../mail/templates';
import { consumeToken, issueToken } from './accounts';
import { createSession, markMfaPassed, revokeSession } from './sessions';
import { clearAttempts, countAttempt, THROTTLE, throttleKey } from './throttle';
import { sha256 } from './tokens';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, totpStep } from './totp';

type EnrolCtx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Starts the set-up. Admins only (a second factor nobody asks for is not offered). In production the first set-up
 * needs the token of a fresh confirmation email: without one, the email goes out and the answer says so.
 */
export async function startEnrolment(ctx: EnrolCtx, { userId, token }: { userId: number; token?: string }) {
  const { db } = ctx;
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw notFound();
  if (!u.isAdmin) throw forbidden('mfaAdminsOnly');
  if (u.totpEnabled) throw conflict('mfaAlreadyOn');
  if (ctx.config.mfaEnrolEmail) {
    if (!token) {
      const issued = await issueToken(db, { userId, kind: 'mfa_enrol' });
      await ctx.mailer.send(
        mfaEnrolMail(u.email, `${ctx.config.appUrl}/app/account?mfa_enrol=${issued}`, localeOf(u.language)),
      );
      return { emailSent: true as const };
    }
    const row = await consumeToken(db, token, ['mfa_enrol']);
    if (row.userId !== userId) throw new AppError('VALIDATION', 'linkInvalid');
  }
  const secret = newTotpSecret();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
  const url = otpauthUrl(secret, u.email);
  // the QR code is drawn here so the browser needs no QR library; an SVG the page shows as an image
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { emailSent: false as const, enrolment: { secret, otpauth_url: url, qr_svg: qrSvg } };
}

export async function confirmEnrolment(
  db: Db,
  { userId, sessionId, code }: { userId: number; sessionId: number; code: string },
) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u?.isAdmin) throw forbidden('mfaAdminsOnly');
  if (!u.totpSecret) throw conflict('mfaStartFirst');
  const step = totpStep(u.totpSecret, code);
  if (step === null || !(await claimStep(db, userId, step))) throw new AppError('VALIDATION', 'mfaInvalid');
  const codes = newRecoveryCodes();
  await db
    .update(users)
    .set({ totpEnabled: true, totpRecoveryHashes: codes.map(sha256) })
    .where(eq(users.id, userId));
  await markMfaPassed(db, sessionId);
  return { recovery_codes: codes };
}

/**
 * Takes a TOTP time step for the account, once: a single conditional update, so the same code (or the previous
 * step's, still inside the drift window) never completes a second factor twice, even in parallel.
 */
async function claimStep(db: Db, userId: number, step: number) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Uses one recovery code: only if the list is still the one read, so two parallel uses cannot both pass. */
async function useRecoveryCode(db: Db, userId: number, hashes: string[], code: string) {
  const idx = hashes.indexOf(sha256(code));
  if (idx < 0) return false;
  const rows = await db
    .update(users)
    .set({ totpRecoveryHashes: hashes.filter((_, i) => i !== idx) })
    .where(and(eq(users.id, userId), sql`${users.totpRecoveryHashes} = ${JSON.stringify(hashes)}::jsonb`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The second login step: a TOTP code or an unused recovery code. Each code is counted before it is checked, per
 * session (the fifth wrong code ends the half-signed-in session) and per account (then a growing delay), so
 * guessing the six digits is out of reach (docs/security.md). A TOTP step is accepted once per account. Passing
 * answers a new session token and ends the password-only one, which never becomes the full token itself.
 */
export async function verifySecondFactor(
  db: Db,
  { userId, sessionId, code, absoluteMs }: { userId: number; sessionId: number; code: string; absoluteMs: number },
): Promise<string> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u?.totpEnabled || !u.totpSecret) throw conflict('mfaNotOn');
  const sessionKey = throttleKey.mfaSession(sessionId);
  const accountKey = throttleKey.mfaAccount(userId);
  const tries = await countAttempt(db, { key: sessionKey, rule: THROTTLE.mfaSession });
  if (tries > THROTTLE.mfaSession.limit) {
    await revokeSession(db, sessionId);
    throw unauthorized('mfaTooManyAttempts');
  }
  await countAttempt(db, { key: accountKey, rule: THROTTLE.mfaAccount });
  const trimmed = code.trim().toLowerCase();
  const step = totpStep(u.totpSecret, trimmed);
  const passed =
    step !== null
      ? await claimStep(db, userId, step)
      : await useRecoveryCode(db, userId, u.totpRecoveryHashes ?? [], trimmed);
  if (!passed) {
    if (tries >= THROTTLE.mfaSession.limit) {
      await revokeSession(db, sessionId);
      throw unauthorized('mfaTooManyAttempts');
    }
    throw new AppError('VALIDATION', 'mfaInvalid');
  }
  await clearAttempts(db, { key: sessionKey });
  await clearAttempts(db, { key: accountKey });
  const token = await createSession(db, { userId, absoluteMs, mfaPassed: true });
  await revokeSession(db, sessionId);
  return token;
}
