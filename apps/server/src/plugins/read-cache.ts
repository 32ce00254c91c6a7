// Wires the read cache into the app: the change listener for the app's lifetime, writes committed by this process
// drop the kept answers at once, and `sendCached` serves a hot read endpoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const { body, hit } = await ctx.readCache.answer(key, compute);
  // whether the answer was a kept one: the mixed-workload benchmark counts the hit rate per endpoint from it
  return reply
    .header('x-read-cache', hit ? 'hit' : 'miss')
    .type('application/json; charset=utf-8')
    .send(body);
}
