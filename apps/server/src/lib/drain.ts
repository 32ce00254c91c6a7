// Graceful shutdown's first part (docs/deploy.md "Shutdown"): after SIGTERM the server keeps its port open while
// the requests in flight finish, and answers every new request, on a new or a kept-alive connection, 503 with
// `Connection: close`; only then does it close. Closing at once cut kept-alive connections under their clients'
// next requests, which then failed outright instead of reading the 503.
import { MSG } from '@hookline/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long new requests are answered 503 at least, and how long in-flight ones are waited for at most. */
export const DRAIN_MIN_MS = 1_000;
export const DRAIN_MAX_MS = 10_000;

export type Drain = { start: (o?: { minMs?: number; maxMs?: number }) => Promise<void> };

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  const inFlight = new Set<FastifyRequest>();
  let settled: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (draining && inFlight.size === 0) settled?.();
  };
  // callback hooks (no promise per request); a reply sent from onRequest ends the request there
  app.addHook('onRequest', (request, reply, next) => {
    if (!draining) {
      inFlight.add(request);
      next();
      return;
    }
    reply
      .header('connection', 'close')
      .header('retry-after', '5')
      .code(503)
      .send({ message: MSG.tryAgainLater, code: 'UNAVAILABLE', key: 'tryAgainLater' });
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    done(request);
    next();
  });
  return {
    async start({ minMs = DRAIN_MIN_MS, maxMs = DRAIN_MAX_MS } = {}) {
      draining = true;
      const idle = inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
      const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
      await Promise.all([wait(minMs), Promise.race([idle, wait(maxMs)])]);
    },
  };
}
