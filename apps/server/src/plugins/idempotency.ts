// Idempotency-Key on money-moving requests (docs/engine.md "Ledger"): the same key and body answer the stored response
// and move money once; the same key with another body is refused with 422; a 5xx frees the key for a retry.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: number; key: string };
  }
}

export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.user) return;
    if (typeof key !== 'string' || key.length < 1 || key.length > 200)
      throw badRequest('Idempotency-Key must be 1 to 200 characters.');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const requestHash = createHash('sha256')
      .update(route)
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
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
      throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different request.');
    }
    if (seen.responseStatus === null) throw conflict('A request with this Idempotency-Key is still being processed.');
    return reply.status(seen.responseStatus).header('idempotent-replayed', 'true').send(seen.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem) return payload;
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
