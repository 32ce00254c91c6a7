// The stats refresh job as the mixed workload runs it beside the API (bench/mix.ts): a process of its own, like a
// worker, with the TikTok simulator on a loopback port of its own (the simulator's answers cost this process, not
// the API server), running `refreshStats` again and again until SIGTERM. Prints one JSON line per finished run and
// one at the end: {runs, refreshed, settled, calls, ms}.
//
//   node --import tsx bench/stats-job.ts --db postgres
// the server's Fastify declarations (app.ctx, route config) that the simulator's routes are typed with
/// <reference path="../apps/server/src/app.ts" />
/// <reference path="../apps/server/src/plugins/auth.ts" />
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import type { AppContext } from '../apps/server/src/context';
import { refreshStats } from '../apps/server/src/modules/jobs/definitions/refresh-stats';
import { createTikTokClient } from '../apps/server/src/modules/tiktok/client';
import { SIM_PREFIX, tiktokSimulator } from '../apps/server/src/modules/tiktok/simulator';
import { freePort } from './server';
import { openBench, targetFromEnv } from './target';

let stopping = false;
const stopped = new Promise<void>((resolve) => {
  process.once('SIGTERM', () => {
    stopping = true;
    resolve();
  });
});
const target = targetFromEnv();
const database = await openBench(target, 4);
const sim = Fastify({ logger: false });
let calls = 0;
sim.addHook('onRequest', async () => {
  calls++;
});
// the simulator reads only the app's public address (its consent page; unused by the job)
sim.decorate('ctx', { config: { appUrl: 'http://127.0.0.1' } } as unknown as AppContext);
await sim.register(tiktokSimulator, { prefix: SIM_PREFIX });
const address = await sim.listen({ host: '127.0.0.1', port: await freePort() });
const tiktok = createTikTokClient({
  endpoints: { authBase: `${address}${SIM_PREFIX}`, apiBase: `${address}${SIM_PREFIX}`, oembedBase: address },
  clientKey: 'bench',
  clientSecret: 'bench',
  redirectUri: `${address}/callback`,
});

console.log(JSON.stringify({ ready: true }));
const totals = { runs: 0, refreshed: 0, settled: 0, calls: 0, ms: 0 };
const started = performance.now();
const loop = (async () => {
  while (!stopping) {
    const r = await refreshStats({ db: database.db, tiktok }, { shouldStop: () => stopping });
    totals.runs++;
    totals.refreshed += r.refreshed;
    totals.settled += r.settled;
    console.log(JSON.stringify({ run: totals.runs, ...r, errors: r.errors.length }));
  }
})();
await stopped;
await loop;
totals.calls = calls;
totals.ms = performance.now() - started;
console.log(JSON.stringify({ totals }));
await sim.close();
await database.close();
