// Sign-up, sign-in, email verification, password reset/invitation, change password and change email.

import type { SignInBody, SignUpBody } from '@hookline/shared/auth';
import type { Locale } from '@hookline/shared/languages';
import { MSG } from '@hookline/shared/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { authTokens, creators, loginAttempts, musicians, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { localeOf } from '../../texts';
import { changeEmailMail, emailChangedMail, resetMail, signInLinkMail, verificationMail } from '../mail/templates';
import { assertAcceptablePassword } from './password-policy';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { forgetSessionsOf } from './session-cache';
import { createSession, revokeAllSessions } from './sessions';
import {
  addressGroup,
  assertNotBlocked,
  clearAttempts,
  countAttempt,
  countFailure,
  isBlocked,
  THROTTLE,
  throttleKey,
} from './throttle';
import { randomToken, sha256 } from './tokens';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type TokenKind = (typeof authTokens.$inferSelect)['kind'];

const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 2 * 86_400_000,
  change_email: 86_400_000,
  /** the old address may undo a confirmed email change for seven days */
  undo_email_change: 7 * 86_400_000,
  /** a fresh email confirmation before an admin's first second factor is set up (production) */
  mfa_enrol: 15 * 60_000,
  reset: 3_600_000,
  invite: 7 * 86_400_000,
  tiktok_state: 15 * 60_000,
  instagram_state: 15 * 60_000,
  youtube_state: 15 * 60_000,
  /** the sign-in link mailed while wrong passwords pause the account for new devices */
  sign_in: 3_600_000,
};

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

export async function issueToken(
  db: DbOrTx,
  { userId, kind, newEmail }: { userId: number; kind: TokenKind; newEmail?: string },
) {
  const token = randomToken();
  await db.insert(authTokens).values({
    userId,
    kind,
    newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** Marks a token used exactly once (a conditional update), so two clicks cannot both succeed. */
export async function consumeToken(db: DbOrTx, token: string, kinds: TokenKind[]) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
        sql`${authTokens.kind} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  if (!row) throw badRequest('linkInvalid');
  return row;
}

export const verifyUrl = (ctx: Ctx, token: string) => `${ctx.config.appUrl}/login?verify=${token}`;

export async function sendVerification(ctx: Ctx, user: { id: number; email: string; language?: string | null }) {
  const token = await issueToken(ctx.db, { userId: user.id, kind: 'verify' });
  await ctx.mailer.send(verificationMail(user.email, verifyUrl(ctx, token), localeOf(user.language)));
}

export async function signUp(ctx: Ctx, body: SignUpBody & { language: Locale }) {
  assertAcceptablePassword(body.password, body.email);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, body.email)) throw conflict('emailTaken');
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        // a musician chose it on the page (decisions/0015); everyone else is a creator, as the product's /signup has always made them
        userType: body.account_type,
        consentTermsAt: now,
        consentAgeAt: now,
        consentMarketingAt: body.marketing ? now : null,
        language: body.language,
      })
      .returning({ id: users.id, email: users.email, language: users.language });
    if (!created) throw new Error('user insert returned nothing');
    if (body.account_type === 'musician')
      await tx.insert(musicians).values({ userId: created.id, stageName: body.stage_name ?? '' });
    else await tx.insert(creators).values({ userId: created.id });
    return created;
  });
  await sendVerification(ctx, user);
  return user;
}

const RESEND_AFTER_MS = 60_000;
/** How long an address group that signed in to an account counts as the owner's (a known device). */
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

/** Whether this address group (an IPv6 /64) signed in to the account with the right password lately. */
async function knownAddress(db: DbOrTx, email: string, ip: string) {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email.toLowerCase()),
        eq(loginAttempts.ip, addressGroup(ip)),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, new Date(Date.now() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The owner is told that wrong passwords paused the account for new devices, with a single-use sign-in link (one
 * hour) that lets them in from anywhere: at most one such email an hour (THROTTLE.signInLockMail), none for an
 * address without an account.
 */
async function mailSignInLink(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) return;
  try {
    await countAttempt(ctx.db, { key: throttleKey.signInLockMail(email), rule: THROTTLE.signInLockMail });
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') return; // mailed within the hour
    throw err;
  }
  const token = await issueToken(ctx.db, { userId: user.id, kind: 'sign_in' });
  await ctx.mailer.send(
    signInLinkMail(user.email, `${ctx.config.appUrl}/login?signin=${token}`, localeOf(user.language)),
  );
}

/**
 * The account's limit across addresses (THROTTLE.signInAccount): 429 while it must wait, except for an address
 * group the owner signed in from before, so that guessing from elsewhere cannot lock the owner out; from a new
 * address the owner gets in with the emailed sign-in link. The password is not checked while the account waits
 * (whatever it is, the answer is the same 429), so the pause still stops guessing.
 */
async function assertAccountNotBlocked(ctx: Ctx, email: string, ip: string) {
  try {
    await assertNotBlocked(ctx.db, { key: throttleKey.signInAccount(email) });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'TOO_MANY_REQUESTS')) throw err;
    if (await knownAddress(ctx.db, email, ip)) return;
    await mailSignInLink(ctx, email);
    throw err;
  }
}

export async function signIn(ctx: Ctx, { body, ip }: { body: SignInBody; ip: string }) {
  const email = body.email.toLowerCase();
  // per account and address (so an attacker elsewhere cannot lock the owner out), per address across accounts, and
  // per account across addresses (an attacker with many addresses: a growing delay, a known address passes)
  const pair = throttleKey.signInPair(email, ip);
  const address = throttleKey.signInAddress(ip);
  const account = throttleKey.signInAccount(email);
  await assertNotBlocked(ctx.db, { key: address });
  await assertAccountNotBlocked(ctx, email, ip);
  await countAttempt(ctx.db, { key: pair, rule: THROTTLE.signInPair });
  const user = await findUserByEmail(ctx.db, email);
  // Unknown users cost one argon2 verification too, so timing does not tell which emails exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
  if (!user?.passwordHash || !ok) {
    await countFailure(ctx.db, { key: address, rule: THROTTLE.signInAddress });
    await countFailure(ctx.db, { key: account, rule: THROTTLE.signInAccount });
    // the failure that pauses the account tells its owner at once
    if (user && (await isBlocked(ctx.db, { key: account }))) await mailSignInLink(ctx, email);
    if (!user?.passwordHash) throw new AppError('USER_NOT_FOUND', 'userNotFound');
    throw new AppError('WRONG_PASSWORD', 'incorrectPassword');
  }
  // a right password clears the pair's and the account's counts so that a typo later does not slow a good user
  // down, and makes this address group a known one for the account
  await clearAttempts(ctx.db, { key: pair });
  await clearAttempts(ctx.db, { key: account });
  await rememberAddress(ctx, email, ip);
  return openSession(ctx, user);
}

/** Makes the address group a known one for the account: its owner signed in from it. */
async function rememberAddress(ctx: Ctx, email: string, ip: string) {
  if (!(await knownAddress(ctx.db, email, ip))) {
    await ctx.db.insert(loginAttempts).values({ email, ip: addressGroup(ip), success: true });
  }
}

/** After the right password (or the owner's sign-in link): a session, unless the account is disabled or unverified. */
async function openSession(ctx: Ctx, user: typeof users.$inferSelect) {
  if (user.deletedAt) throw new AppError('ACCOUNT_DISABLED', 'accountDisabled');
  if (!user.emailVerified) {
    const [recent] = await ctx.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.kind, 'verify'),
          gt(authTokens.createdAt, new Date(Date.now() - RESEND_AFTER_MS)),
        ),
      )
      .limit(1);
    if (!recent) await sendVerification(ctx, user);
    throw new AppError('EMAIL_NOT_VERIFIED', 'verifyEmailFirst');
  }
  // an admin's session lasts 12 hours, everybody else's 30 days (config)
  const absoluteMs = user.isAdmin ? ctx.config.adminSessionAbsoluteMs : ctx.config.sessionAbsoluteMs;
  const token = await createSession(ctx.db, { userId: user.id, absoluteMs });
  return { token, user };
}

/**
 * The emailed sign-in link (docs/security.md, "owner lock-out"): used once, within the hour, it signs the owner in
 * from wherever they are (the address group becomes a known one, so the password works there again during the pause). An enrolled second
 * factor is still asked for after it, as after a password.
 */
export async function signInWithLink(ctx: Ctx, { token, ip }: { token: string; ip: string }) {
  const row = await consumeToken(ctx.db, token, ['sign_in']);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw badRequest('linkInvalid');
  const email = user.email.toLowerCase();
  if (!user.deletedAt) await rememberAddress(ctx, email, ip);
  return openSession(ctx, user);
}

export async function verifyEmail(ctx: Ctx, token: string) {
  const { userId, announce } = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['verify', 'change_email']);
    if (row.kind === 'change_email' && row.newEmail) {
      const taken = await findUserByEmail(tx, row.newEmail);
      if (taken && taken.id !== row.userId) throw conflict('emailTaken');
      const [old] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
      if (!old) throw badRequest('linkInvalid');
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, row.userId));
      // the old address is told, with a link that undoes the change
      const undo = await issueToken(tx, { userId: row.userId, kind: 'undo_email_change', newEmail: old.email });
      return {
        userId: row.userId,
        announce: emailChangedMail(
          old.email,
          row.newEmail,
          `${ctx.config.appUrl}/login?undo_email=${undo}`,
          localeOf(old.language),
        ),
      };
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, row.userId));
    return { userId: row.userId, announce: undefined };
  });
  forgetSessionsOf(userId); // their sessions carry the address and whether it is verified
  if (announce) await ctx.mailer.send(announce);
  return { message: MSG.emailVerified };
}

export async function forgotPassword(ctx: Ctx, { email, ip }: { email: string; ip: string }) {
  // counted before the lookup, so unknown addresses cost the same and nobody can mail-bomb an inbox
  await countAttempt(ctx.db, { key: throttleKey.forgotAddress(ip), rule: THROTTLE.forgotAddress });
  await countAttempt(ctx.db, { key: throttleKey.forgotEmail(email), rule: THROTTLE.forgotEmail });
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'resetUserNotFound');
  const token = await issueToken(ctx.db, { userId: user.id, kind: 'reset' });
  await ctx.mailer.send(
    resetMail(user.email, `${ctx.config.appUrl}/reset-password?token=${token}`, localeOf(user.language)),
  );
  return { message: MSG.resetSent };
}

const ACCOUNT_LINK_KINDS: TokenKind[] = ['reset', 'invite', 'verify', 'change_email'];

/**
 * Every outstanding reset, invitation, verification and email-change link of an account stops working: after a
 * password change, a reset, a deletion, a block, a newer email change or an undone one (docs/security.md). The undo
 * link of a confirmed email change stays: it belongs to the old address, which is what it protects.
 */
export async function revokeAccountLinks(db: DbOrTx, userId: number, kinds: TokenKind[] = ACCOUNT_LINK_KINDS) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.usedAt),
        sql`${authTokens.kind} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );
}

/**
 * Reset and invitation: sets the password, verifies the email (the link proved it), ends every session and every
 * other reset link of the account.
 */
export async function resetPassword(ctx: Ctx, { token, password }: { token: string; password: string }) {
  return ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['reset', 'invite']);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    assertAcceptablePassword(password, user?.email ?? '');
    const passwordHash = await hashPassword(password);
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    await revokeAccountLinks(tx, row.userId);
    await revokeAllSessions(tx as unknown as Db, { userId: row.userId });
    return { message: row.kind === 'invite' ? MSG.passwordSet : MSG.passwordChanged };
  });
}

/**
 * The current password of a change of password or email: counted against the account's limit like a sign-in (a
 * stolen session cannot guess it without limit), and a wrong one is a 403 with its own message, not a 401: the
 * session is still good and the web app keeps the user signed in.
 */
async function checkCurrentPassword(db: Db, { userId, password }: { userId: number; password: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized');
  // no known-address pass here: the session, not the address, is what may be stolen
  await assertNotBlocked(db, { key: throttleKey.signInAccount(user.email) });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await countFailure(db, { key: throttleKey.signInAccount(user.email), rule: THROTTLE.signInAccount });
    throw new AppError('WRONG_CURRENT_PASSWORD', 'wrongCurrentPassword');
  }
  return user;
}

export async function changePassword(
  ctx: Ctx,
  opts: { userId: number; sessionId: number; current: string; next: string },
) {
  const user = await checkCurrentPassword(ctx.db, { userId: opts.userId, password: opts.current });
  assertAcceptablePassword(opts.next, user.email);
  const passwordHash = await hashPassword(opts.next);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, opts.userId));
    // a link or a session from before the change must not outlive it
    await revokeAccountLinks(tx, opts.userId);
    await revokeAllSessions(tx as unknown as Db, { userId: opts.userId, exceptSessionId: opts.sessionId });
  });
  return { message: MSG.passwordChanged };
}

export async function changeEmail(ctx: Ctx, opts: { userId: number; newEmail: string; password: string }) {
  await checkCurrentPassword(ctx.db, { userId: opts.userId, password: opts.password });
  const taken = await findUserByEmail(ctx.db, opts.newEmail);
  if (taken) throw conflict('emailTaken');
  // a newer request ends the older ones: only the last address asked for can be confirmed
  const token = await ctx.db.transaction(async (tx) => {
    await revokeAccountLinks(tx, opts.userId, ['change_email']);
    return issueToken(tx, { userId: opts.userId, kind: 'change_email', newEmail: opts.newEmail });
  });
  const [u] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, opts.userId));
  await ctx.mailer.send(changeEmailMail(opts.newEmail, verifyUrl(ctx, token), localeOf(u?.language)));
  return { message: MSG.emailChangeSent };
}

/**
 * The old address's undo link: the address comes back (verified: the link proved it), every session and every
 * outstanding link of the account ends, and the old address gets a reset link, since whoever changed the address
 * knew the password.
 */
export async function undoEmailChange(ctx: Ctx, token: string) {
  const { userId, email, language } = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['undo_email_change']);
    const oldEmail = row.newEmail;
    if (!oldEmail) throw badRequest('linkInvalid');
    const taken = await findUserByEmail(tx, oldEmail);
    if (taken && taken.id !== row.userId) throw conflict('emailTaken');
    const [user] = await tx
      .update(users)
      .set({ email: oldEmail, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email, language: users.language });
    if (!user) throw badRequest('linkInvalid');
    await revokeAccountLinks(tx, user.id);
    await revokeAllSessions(tx as unknown as Db, { userId: user.id });
    return { userId: user.id, email: user.email, language: user.language };
  });
  forgetSessionsOf(userId);
  const reset = await issueToken(ctx.db, { userId, kind: 'reset' });
  await ctx.mailer.send(resetMail(email, `${ctx.config.appUrl}/reset-password?token=${reset}`, localeOf(language)));
  return { message: MSG.emailChangeUndone };
}
