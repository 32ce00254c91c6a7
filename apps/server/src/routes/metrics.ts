// GET /metrics: the Prometheus scrape, only with `Authorization: Bearer $METRICS_TOKEN` (registered only when the
// token is configured; never public). The process's own metrics (lib/metrics.ts) and, read at scrape time from the
// database, the job queue, the outbox, the bills by state, the ledger check's last result and the pool's connections.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Registry } from 'prom-client';
import { unauthorized } from '../errors';
import { httpDuration, registry } from '../lib/metrics';
import { scrapeTimeMetrics } from '../modules/metrics/scrape-time';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Every answer's duration, by the route's pattern (not its URL: ids would make a series each). Added at the root,
 * before any route, so that it sees them all. */
export function observeRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

export const metricsRoutes: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  const { ctx } = app;

  app.get('/metrics', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    const merged = Registry.merge([registry, await scrapeTimeMetrics(ctx)]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
};
