// /api/auth: our own identity endpoints (sign-up, sign-in, second factor, password and email changes).

import { messageSchema, noContent } from '@hookline/shared/api';
import {
  changeEmailBody,
  changePasswordBody,
  emailBody,
  identitySchema,
  mfaCodeBody,
  mfaConfirmation,
  mfaEnrolBody,
  mfaEnrolment,
  resetPasswordBody,
  signInBody,
  signInResponse,
  signUpBody,
  tokenBody,
} from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorLocale } from '../../lib/language';
import {
  changeEmail,
  changePassword,
  forgotPassword,
  resetPassword,
  signIn,
  signInWithLink,
  signUp,
  undoEmailChange,
  verifyEmail,
} from '../../modules/identity/accounts';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../../modules/identity/mfa';
import { resolveSession, revokeSession, type SessionUser } from '../../modules/identity/sessions';
import { requireUser } from '../../plugins/auth';

export const toIdentity = (u: SessionUser) => ({
  id: u.userId,
  email: u.email,
  email_verified: u.emailVerified,
  admin: u.isAdmin,
  user_type: u.userType,
  mfa_enabled: u.mfaEnabled,
  mfa_passed: u.mfaPassed,
});

type OpenedSession = Awaited<ReturnType<typeof signIn>>;

/** The answer of a sign-in (password or link): every account that enrolled a second factor is asked for it. */
const signedIn = ({ token, user }: OpenedSession) => ({
  token,
  mfa_required: user.totpEnabled,
  identity: {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    admin: user.isAdmin,
    user_type: user.userType,
    mfa_enabled: user.totpEnabled,
    mfa_passed: false,
  },
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const publicRoute = { auth: 'public' as const };

  app.post(
    '/sign-up',
    { config: publicRoute, schema: { tags: ['auth'], body: signUpBody, response: { 201: messageSchema } } },
    async (req, reply) => {
      // the language chosen on the screen, else the visitor's (the web's cookie, the browser's Accept-Language)
      await signUp(ctx, { ...req.body, language: req.body.language ?? visitorLocale(req.headers) });
      return reply.status(201).send({ message: MSG.signupSuccess });
    },
  );

  app.post(
    '/sign-in',
    { config: publicRoute, schema: { tags: ['auth'], body: signInBody, response: { 200: signInResponse } } },
    async (req) => signedIn(await signIn(ctx, { body: req.body, ip: req.ip })),
  );

  // the single-use link mailed to the owner while wrong passwords pause the account for new devices (docs/security.md)
  app.post(
    '/sign-in-link',
    { config: publicRoute, schema: { tags: ['auth'], body: tokenBody, response: { 200: signInResponse } } },
    async (req) => signedIn(await signInWithLink(ctx, { token: req.body.token, ip: req.ip })),
  );

  app.post(
    '/mfa/verify',
    {
      config: { auth: 'user', mfaStep: true },
      schema: { tags: ['auth'], body: mfaCodeBody, response: { 200: signInResponse } },
    },
    async (req) => {
      const me = requireUser(req);
      // a new token: the password-only one ends here and never becomes the full token itself
      const token = await verifySecondFactor(ctx.db, {
        userId: me.userId,
        sessionId: me.sessionId,
        code: req.body.code,
        absoluteMs: me.isAdmin ? ctx.config.adminSessionAbsoluteMs : ctx.config.sessionAbsoluteMs,
      });
      const fresh = await resolveSession(ctx.db, {
        token,
        idleMs: ctx.config.sessionIdleMs,
        adminIdleMs: ctx.config.adminSessionIdleMs,
      });
      return { token, mfa_required: false, identity: toIdentity(fresh ?? { ...me, mfaPassed: true }) };
    },
  );

  app.post(
    '/mfa/enroll',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], body: mfaEnrolBody.nullish(), response: { 200: mfaEnrolment, 202: messageSchema } },
    },
    async (req, reply) => {
      const started = await startEnrolment(ctx, { userId: requireUser(req).userId, token: req.body?.token });
      if (started.emailSent) return reply.status(202).send({ message: MSG.mfaEnrolMailSent });
      return started.enrolment;
    },
  );

  app.post(
    '/mfa/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        body: mfaCodeBody,
        response: { 200: mfaConfirmation },
      },
    },
    async (req) => {
      const me = requireUser(req);
      return confirmEnrolment(ctx.db, { userId: me.userId, sessionId: me.sessionId, code: req.body.code });
    },
  );

  app.post(
    '/sign-out',
    { config: { auth: 'user', mfaStep: true }, schema: { tags: ['auth'], response: { 204: noContent } } },
    async (req, reply) => {
      await revokeSession(ctx.db, requireUser(req).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    { config: { auth: 'user', mfaStep: true }, schema: { tags: ['auth'], response: { 200: identitySchema } } },
    async (req) => toIdentity(requireUser(req)),
  );

  app.post(
    '/verify-email',
    { config: publicRoute, schema: { tags: ['auth'], body: tokenBody, response: { 200: messageSchema } } },
    async (req) => verifyEmail(ctx, req.body.token),
  );

  app.post(
    '/undo-email-change',
    { config: publicRoute, schema: { tags: ['auth'], body: tokenBody, response: { 200: messageSchema } } },
    async (req) => undoEmailChange(ctx, req.body.token),
  );

  app.post(
    '/forgot-password',
    { config: publicRoute, schema: { tags: ['auth'], body: emailBody, response: { 200: messageSchema } } },
    async (req) => forgotPassword(ctx, { email: req.body.email, ip: req.ip }),
  );

  app.post(
    '/reset-password',
    { config: publicRoute, schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageSchema } } },
    async (req) => resetPassword(ctx, { token: req.body.token, password: req.body.password }),
  );

  app.post(
    '/change-password',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], body: changePasswordBody, response: { 200: messageSchema } },
    },
    async (req) => {
      const user = requireUser(req);
      return changePassword(ctx, {
        userId: user.userId,
        sessionId: user.sessionId,
        current: req.body.current_password,
        next: req.body.new_password,
      });
    },
  );

  app.post(
    '/change-email',
    { config: { auth: 'user' }, schema: { tags: ['auth'], body: changeEmailBody, response: { 200: messageSchema } } },
    async (req) =>
      changeEmail(ctx, {
        userId: requireUser(req).userId,
        newEmail: req.body.new_email,
        password: req.body.password,
      }),
  );
};
