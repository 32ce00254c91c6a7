// `npm run bench:probe [-- --db postgres|pglite] [--scale 10] [--set targets|mix] [--only <path or name part>]
// [--seconds 6] [--cpu-prof] [--statements]`: a quick look at where an endpoint's time goes, for working on it (the figures of
// record come from `npm run bench`). Runs /readyz and the five target endpoints (`--set mix`: the five reads of the
// mixed workload beyond them) for a few seconds each on the seeded dataset and prints, per request, the CPU time
// spent by the server process, PostgreSQL's processes and the load generator (bench/cpu.ts), and the statements the
// server sent to PostgreSQL (bench/count-statements.ts; `--statements` also prints those of one request).
// --cpu-prof writes the server's V8 profile to bench/results/profiles/.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client';
import { targetEndpoints } from './api';
import { cpuPerRequest, cpuSeconds, formatCpu } from './cpu';
import { scaleOf } from './seed';
import { type BenchTokens, benchPool, benchTokens, profileArgs, startServer, statementCounting } from './server';
import { BENCH_PASSWORD, benchScale, openBench, targetFromEnv } from './target';

const argv = process.argv;
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i > 0 ? argv[i + 1] : undefined;
};
const target = targetFromEnv(
  argv.includes('--db') ? argv : ['', '', '--db', 'postgres', '--scale', String(benchScale())],
);
/** the newest campaign (musician1's) of the dataset's scale (`--scale 10`) */
const newest = scaleOf(benchScale()).campaigns;
const seconds = Number(arg('--seconds') ?? 6);
const only = arg('--only');

const counting = statementCounting();
const server = await startServer(target, { ...benchPool(target.kind), ...counting.env }, [
  ...profileArgs(),
  ...(target.kind === 'postgres' ? counting.args : ['--import', 'tsx']),
  'apps/server/src/main.ts',
]);

/** The statements the server has sent so far, and the texts of those sent since the last call. */
async function statements(): Promise<{ count: number; texts: string[] }> {
  if (target.kind !== 'postgres') return { count: 0, texts: [] };
  return counting.read(server.child);
}

/**
 * The mixed workload's reads beyond the five targets (bench/mix.ts), for creator1 (creator 2, who joined the active
 * campaign 1) and musician1.
 */
async function mixEndpoints(tokens: BenchTokens) {
  const database = await openBench(target, 2);
  try {
    const [c] = await rawRows<{ id: number; campaign_id: number }>(
      database.db,
      sql`select cr.id, min(p.campaign_id) as campaign_id from creators cr join users u on u.id = cr.user_id
          join promotions p on p.creator_id = cr.id join campaigns k on k.id = p.campaign_id and k.status = 'active'
          where u.email = 'creator1@bench.test' group by cr.id`,
    );
    if (!c) throw new Error('creator1 has no active campaign: seed the dataset (npm run bench:seed)');
    return [
      { name: 'creator campaign page', path: `/api/campaigns/${c.campaign_id}`, auth: tokens.creator },
      { name: 'musician campaign list', path: '/api/musician/campaigns', auth: tokens.musician },
      { name: 'creator credits, balance', path: `/api/creators/${c.id}/balance`, auth: tokens.creator },
      {
        name: 'creator own videos',
        path: `/api/creators/${c.id}/promotions?page=1&per_page=20`,
        auth: tokens.creator,
      },
      {
        name: 'creator credits, history',
        path: `/api/creators/${c.id}/transactions?page=1&per_page=20`,
        auth: tokens.creator,
      },
    ];
  } finally {
    await database.close();
  }
}

try {
  const tokens = await benchTokens(server.url, BENCH_PASSWORD);
  const endpoints = [
    { name: 'readyz', path: '/readyz', auth: undefined as string | undefined },
    ...(arg('--set') === 'mix' ? await mixEndpoints(tokens) : targetEndpoints(tokens, newest)),
  ];
  for (const { name, path: pathname, auth } of endpoints) {
    if (only && pathname !== '/readyz' && !pathname.includes(only) && !name.includes(only)) continue;
    const headers: Record<string, string> = auth ? { authorization: auth } : {};
    const res = await fetch(server.url + pathname, { headers });
    const size = (await res.text()).length;
    await autocannon({ url: server.url + pathname, connections: 10, duration: 2, headers });
    await sleep(200); // the warm-up's last answers
    await statements();
    await fetch(server.url + pathname, { headers }).then((r) => r.text());
    const one = await statements();
    if (argv.includes('--statements')) for (const t of one.texts) console.log(`    ${t.slice(0, 300)}`);
    const before = cpuSeconds(server.child.pid);
    const r = await autocannon({ url: server.url + pathname, connections: 50, duration: seconds, headers });
    const after = cpuSeconds(server.child.pid);
    const sent = (await statements()).count - one.count;
    const perRequest = formatCpu(cpuPerRequest(before, after, r.requests.total));
    console.log(
      `${pathname.slice(0, 62).padEnd(62)} ${res.status} ${String(size).padStart(6)} B ` +
        `${r.requests.average.toFixed(0).padStart(6)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} ms | ` +
        `CPU ms per request: ${perRequest} | statements ${(sent / (r.requests.total || 1)).toFixed(2)}`,
    );
  }
} finally {
  await server.stop();
}
