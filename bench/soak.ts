// `npm run bench:soak [-- --minutes 10] [--db postgres]`: a steady mix of reads and writes against one server for
// ten minutes. Passes when no request got a 5xx and the server's memory grew by less than 10 % between the end of
// the first minute (warm) and the end. Figures go to bench/results/soak-<db>.json and docs/security.md.
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { benchTokens, startServer } from './server';
import { BENCH_PASSWORD, ROOT, targetFromEnv } from './target';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const minutes = Number(arg('--minutes') ?? 10);
const target = targetFromEnv();

const rssMb = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;

const server = await startServer(target);
const pid = server.child.pid as number;
try {
  const { admin, creator, musician } = await benchTokens(server.url, BENCH_PASSWORD);
  const json = { 'content-type': 'application/json' };
  const load = [
    { path: '/api/admin/campaigns?campaign_status=active&page=2&per_page=5', headers: { authorization: admin } },
    { path: '/api/admin/users?search_string=creator12&page=1&per_page=5', headers: { authorization: admin } },
    { path: '/api/campaigns', headers: { authorization: creator } },
    { path: '/api/musician/campaigns/3000', headers: { authorization: musician } },
    {
      path: '/api/musician/notification-settings',
      method: 'PUT',
      headers: { authorization: musician, ...json },
      body: JSON.stringify({ new_video: true, weekly_summary: false, campaign_ended: true }),
    },
    {
      path: '/api/users/me',
      method: 'PUT',
      headers: { authorization: creator, ...json },
      body: JSON.stringify({ first_name: 'Soak', last_name: 'Test' }),
    },
  ];
  const samples: { at: number; rssMb: number }[] = [];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(pid) }), 10_000);
  const runs: Promise<Result>[] = load.map((l) =>
    autocannon({
      url: `${server.url}${l.path}`,
      method: l.method ?? 'GET',
      headers: l.headers,
      body: l.body,
      connections: 4,
      duration: minutes * 60,
    }),
  );
  const results = await Promise.all(runs);
  clearInterval(timer);
  const total = results.reduce((a, r) => a + r.requests.total, 0);
  const fiveXx = results.reduce((a, r) => a + (r['5xx'] ?? 0), 0);
  const errors = results.reduce((a, r) => a + r.errors + r.timeouts, 0);
  const non2xx = results.reduce((a, r) => a + r.non2xx, 0);
  const warm = samples.find((s) => s.at >= 60) ?? samples[0];
  const end = samples.at(-1);
  const growth = warm && end ? (end.rssMb - warm.rssMb) / warm.rssMb : 0;
  const summary = {
    database: target.kind,
    date: new Date().toISOString().slice(0, 10),
    minutes,
    requests: total,
    rps: total / (minutes * 60),
    fiveXx,
    errors,
    non2xx,
    rssWarmMb: warm?.rssMb,
    rssEndMb: end?.rssMb,
    rssGrowthPct: growth * 100,
    passed: fiveXx === 0 && errors === 0 && growth < 0.1,
    samples,
  };
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, `bench/results/soak-${target.kind}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `soak ${minutes} min on ${target.kind}: ${total} requests (${summary.rps.toFixed(0)} req/s), ${fiveXx} 5xx, ` +
      `${errors} socket errors/timeouts, ${non2xx} non-2xx; memory ${warm?.rssMb.toFixed(0)} → ${end?.rssMb.toFixed(0)} MB ` +
      `(${(growth * 100).toFixed(1)} %): ${summary.passed ? 'passed' : 'FAILED'}`,
  );
  if (!summary.passed) process.exitCode = 1;
} finally {
  await server.stop();
}
