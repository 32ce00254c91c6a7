// `npm run bench:probe [-- --db postgres|pglite] [--only <path or name part>] [--seconds 6] [--cpu-prof]`:
// a quick look at where an endpoint's time goes, for working on it (the figures of record come from
// `npm run bench`). Runs /readyz and the five target endpoints for a few seconds each on the seeded dataset and
// prints, per request, the CPU time spent by the server process, PostgreSQL's processes and the load generator
// (from /proc). --cpu-prof writes the server's V8 profile to bench/results/profiles/.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { targetEndpoints } from './api';
import { benchTokens, startServer } from './server';
import { BENCH_PASSWORD, ROOT, targetFromEnv } from './target';

const argv = process.argv;
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i > 0 ? argv[i + 1] : undefined;
};
const target = targetFromEnv(argv.includes('--db') ? argv : ['', '', '--db', 'postgres']);
const seconds = Number(arg('--seconds') ?? 6);
const only = arg('--only');
const profileDir = path.join(ROOT, 'bench/results/profiles');
if (argv.includes('--cpu-prof')) fs.mkdirSync(profileDir, { recursive: true });

const server = await startServer(target, target.kind === 'postgres' ? { DB_POOL_SIZE: '20' } : {}, [
  ...(argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  '--import',
  'tsx',
  'apps/server/src/main.ts',
]);

/** CPU seconds used so far by the server, PostgreSQL's processes, this process and everything else. */
function cpuSeconds() {
  const totals: Record<string, number> = { server: 0, postgres: 0, loadgen: 0, other: 0 };
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').trim();
    } catch {
      continue; // exited meanwhile
    }
    const m = /^\d+ \((.*?)\) \S+ (.*)$/.exec(stat);
    if (!m) continue;
    const fields = (m[2] ?? '').split(' ');
    const secs = (Number(fields[10]) + Number(fields[11])) / 100; // utime + stime, in clock ticks
    const key =
      Number(pid) === server.child.pid
        ? 'server'
        : Number(pid) === process.pid
          ? 'loadgen'
          : m[1] === 'postgres'
            ? 'postgres'
            : 'other';
    totals[key] = (totals[key] ?? 0) + secs;
  }
  return totals;
}

try {
  const endpoints = [
    { name: 'readyz', path: '/readyz', auth: undefined },
    ...targetEndpoints(await benchTokens(server.url, BENCH_PASSWORD)),
  ];
  for (const { name, path: pathname, auth } of endpoints) {
    if (only && pathname !== '/readyz' && !pathname.includes(only) && !name.includes(only)) continue;
    const headers: Record<string, string> = auth ? { authorization: auth } : {};
    const res = await fetch(server.url + pathname, { headers });
    const size = (await res.text()).length;
    await autocannon({ url: server.url + pathname, connections: 10, duration: 2, headers });
    const before = cpuSeconds();
    const r = await autocannon({ url: server.url + pathname, connections: 50, duration: seconds, headers });
    const after = cpuSeconds();
    const perRequest = Object.keys(after)
      .map((k) => `${k} ${((((after[k] ?? 0) - (before[k] ?? 0)) / (r.requests.total || 1)) * 1000).toFixed(2)}`)
      .join(', ');
    console.log(
      `${pathname.slice(0, 62).padEnd(62)} ${res.status} ${String(size).padStart(6)} B ` +
        `${r.requests.average.toFixed(0).padStart(6)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} ms | ` +
        `CPU ms per request: ${perRequest}`,
    );
  }
} finally {
  await server.stop();
}
