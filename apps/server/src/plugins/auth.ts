// Authentication and role checks. Every /api route declares config.auth; an undeclared route requires a user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, forbidden, unauthorized } from '../errors';
import { resolveSession, type SessionUser } from '../modules/identity/sessions';

export type AuthLevel = 'public' | 'user' | 'creator' | 'musician' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** open to an admin who has signed in with the password but not yet passed the second factor */
    mfaStep?: boolean;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in user of a request; throws 401 when there is none. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  // an answer computed for a signed-in user (their identity, payment settings with the IBAN, bill PDFs, reports)
  // is never kept by a browser or a proxy: no-store on every API answer to a request with a valid session, and on
  // every identity answer (a sign-in answers the new session's token)
  app.addHook('onSend', async (request, reply) => {
    const url = request.url;
    if ((request.user && url.startsWith('/api/')) || url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store');
    }
  });
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.auth;
    const level = request.is404 ? 'public' : (declared ?? (request.url.startsWith('/api/') ? 'user' : 'public'));
    const token = bearerToken(request);
    if (token) {
      request.user = await resolveSession(ctx.db, {
        token,
        idleMs: ctx.config.sessionIdleMs,
        adminIdleMs: ctx.config.adminSessionIdleMs,
      });
    }
    if (level === 'public') return;
    const user = request.user;
    if (!user) throw unauthorized();
    // an account that enrolled a second factor must always pass it, whatever REQUIRE_ADMIN_MFA says: until then the
    // session reaches only the second step itself (no admin route, no password or email change)
    if (user.mfaEnabled && !user.mfaPassed && !request.routeOptions.config?.mfaStep) {
      throw new AppError('MFA_REQUIRED', 'mfaRequired');
    }
    if (level === 'creator' && user.userType !== 'creator') throw forbidden();
    if (level === 'musician' && user.userType !== 'musician') throw forbidden();
    if (level === 'admin') {
      if (!user.isAdmin) throw forbidden();
      if (ctx.config.requireAdminMfa && !(user.mfaEnabled && user.mfaPassed)) {
        throw new AppError('MFA_REQUIRED', 'mfaRequired');
      }
    }
  });
}
