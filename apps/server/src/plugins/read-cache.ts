// Wires the read cache into the app: the change listener for the app's lifetime, writes committed by this process
// drop the kept answers at once, and `sendCached` serves a hot read endpoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { listenPglite, listenPostgres } from '../modules/cache/read-cache';

export async function registerReadCache(app: FastifyInstance, ctx: AppContext) {
  if (ctx.config.readCache) {
    const { database } = ctx;
    const listener = database.pglite
      ? await listenPglite(database.pglite, ctx.readCache)
      : await listenPostgres(ctx.config.databaseUrl ?? '', ctx.readCache, {
          onError: (err) => app.log.warn({ err }, 'read cache off: the change listener lost its connection'),
        });
    const invalidate = () => ctx.readCache.invalidate();
    database.onCommittedWrite.add(invalidate);
    app.addHook('onClose', async () => {
      database.onCommittedWrite.delete(invalidate);
      await listener.close();
    });
  }
}

/**
 * Answers a GET from the read cache. The key is the caller and the whole URL, so an answer is only ever served to
 * the user it was computed for, after the route's own access check has passed.
 */
export async function sendCached(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
) {
  const key = `${request.user?.userId ?? 0} ${request.url}`;
  // the kept answer is already JSON, which Fastify sends as it is: it goes through the route's declared answer
  // schema here, before it is kept, so a cached answer carries the same fields as any other
  const schema = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const answer = schema?.['200'] ?? schema?.[200];
  const body = await ctx.readCache.json(key, async () => {
    const value = await compute();
    return answer instanceof z.ZodType ? answer.encode(value) : value;
  });
  return reply.type('application/json; charset=utf-8').send(body);
}
