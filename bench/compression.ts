// What compressing API answers costs a list endpoint: autocannon on one endpoint, as a client that accepts no encoding
// (the server sends the answer plain, as before compression existed) and as a browser (Accept-Encoding: br, gzip),
// alternating. Besides req/s and p99 it prints the server process's CPU time per request (from /proc), which other
// load on a shared machine disturbs far less than throughput.
// `node --import tsx bench/compression.ts [--db postgres] [--path /api/...] [--email ...] [--password ...]`, against
// the demo data (npm run seed:demo, the defaults below) or the benchmark dataset.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { bearer, startServer } from './server';
import { targetFromEnv } from './target';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const endpoint = arg('--path', '/api/musician/campaigns/1');
const email = arg('--email', 'musician@demo.hookline.test');
const password = arg('--password', 'hookline-demo-1');
const amount = Number(arg('--requests', '30000'));
const rounds = Number(arg('--rounds', '3'));

/** CPU milliseconds used so far by a process (user + system, /proc/<pid>/stat fields 14 and 15). */
const cpuMs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').trim();
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const server = await startServer(targetFromEnv());
const pid = server.child.pid as number;
try {
  const authorization = await bearer(server.url, email, password);
  for (let round = 1; round <= rounds; round++) {
    for (const encoding of ['identity', 'br, gzip']) {
      const headers = { authorization, 'accept-encoding': encoding };
      const probe = await fetch(`${server.url}${endpoint}`, { headers });
      const sent = `${probe.headers.get('content-encoding') ?? 'plain'} ${probe.headers.get('content-length') ?? '?'} B`;
      await autocannon({ url: `${server.url}${endpoint}`, connections: 50, amount: 3000, headers }); // warm-up
      const before = cpuMs(pid);
      const r = await autocannon({ url: `${server.url}${endpoint}`, connections: 50, amount, headers });
      const perRequestUs = ((cpuMs(pid) - before) * 1000) / r.requests.total;
      const errors = r.errors + r.timeouts + r.non2xx;
      console.log(
        `round ${round} accept-encoding ${encoding.padEnd(8)} → ${sent}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, server CPU ${perRequestUs.toFixed(0)} µs/request, ${errors} errors`,
      );
    }
  }
} finally {
  await server.stop();
}
