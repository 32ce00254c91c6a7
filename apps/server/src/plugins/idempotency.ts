// Idempotency-Key on money-moving requests (docs/engine.md "Idempotency keys"): the same key and body answer the stored
// response and move money once; the same key with another body is refused with 422. A keyed request runs in one
// transaction that also stores its answer, so the answer is there exactly when the work committed: a retry after a
// committed request replays it, and a key whose request died before committing is released after the bounded time
// below, so the retry runs. A 5xx frees the key at once.

import { createHash } from 'node:crypto';
import { MSG } from '@hookline/shared/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { inRequestTransaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: number; key: string; answered?: boolean };
  }
}

/**
 * How long a claimed key without a stored answer counts as still being processed. A request ends well within it
 * (its statements wait at most a few seconds); a key older than this with no answer belongs to a request whose process
 * died (killed, crashed) before storing it, so the next retry takes the key over and runs.
 */
export const IDEMPOTENCY_CLAIM_SECONDS = 60;

/** What a key is bound to: the route and the body, so that the key with another request is refused. */
export const requestHashOf = (route: string, body: unknown) =>
  createHash('sha256')
    .update(route)
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export const STILL_PROCESSING = MSG.idempotencyStillProcessing;

export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  // a keyed request's handler runs in one transaction that stores its answer before committing (db/client.ts
  // inRequestTransaction: the services' own transactions inside it become savepoints); a handler that throws rolls
  // it all back and its error answer is stored below, outside
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler;
    route.handler = async function keyed(request, reply) {
      const idem = request.idempotency;
      if (!idem) return handler.call(this, request, reply);
      const answer = await inRequestTransaction(ctx.db, async (tx) => {
        const result = await handler.call(this, request, reply);
        if (reply.sent) throw new Error('a keyed handler returns its answer instead of sending it');
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: reply.statusCode, responseBody: JSON.parse(JSON.stringify(result ?? null)) })
          .where(and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key)));
        return result;
      });
      idem.answered = true; // committed with the work
      return answer;
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.user) return;
    if (typeof key !== 'string' || key.length < 1 || key.length > 200) throw badRequest('idempotencyKeyLength');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const requestHash = requestHashOf(route, request.body);
    const userId = request.user.userId;
    const [claimed] = await ctx.db
      .insert(idempotencyKeys)
      .values({ key, userId, route, requestHash })
      .onConflictDoNothing()
      .returning();
    if (claimed) {
      request.idempotency = { userId, key };
      return;
    }
    const [seen] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!seen) return;
    if (seen.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_MISMATCH', 'idempotencyKeyReused');
    }
    if (seen.responseStatus === null) {
      // taken over in one conditional statement: of two retries at once only one runs the request
      const [taken] = await ctx.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.responseStatus),
            sql`${idempotencyKeys.createdAt} < now() - ${IDEMPOTENCY_CLAIM_SECONDS} * interval '1 second'`,
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken) {
        request.idempotency = { userId, key };
        return;
      }
      // the request may have committed its answer while this one waited
      const [now] = await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (now?.responseStatus != null)
        return reply.status(now.responseStatus).header('idempotent-replayed', 'true').send(now.responseBody);
      const age = Math.max(0, Math.floor((Date.now() - seen.createdAt.getTime()) / 1000));
      reply.header('retry-after', String(Math.max(1, IDEMPOTENCY_CLAIM_SECONDS - age)));
      throw conflict('idempotencyStillProcessing');
    }
    return reply.status(seen.responseStatus).header('idempotent-replayed', 'true').send(seen.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem || idem.answered) return payload;
    const where = and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key));
    if (reply.statusCode >= 500) {
      await ctx.db.delete(idempotencyKeys).where(where);
      return payload;
    }
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = null;
    }
    await ctx.db.update(idempotencyKeys).set({ responseStatus: reply.statusCode, responseBody: body }).where(where);
    return payload;
  });
}
