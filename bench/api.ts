// API throughput and latency: autocannon on loopback, 50 connections, 15 s per endpoint after a warm-up, against
// the seeded benchmark dataset (npm run bench:seed). Two ceilings from the same server in the same run: /healthz
// (the framework alone) and /readyz (one database round trip). The product as configured by default (the read
// cache on) is measured against the targets; a second server with READ_CACHE=false reports the query path itself
// (what every first read after a change costs) beside it.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import { type BenchTokens, benchTokens, startServer } from './server';
import { BENCH_PASSWORD, type BenchTarget, targetFromEnv } from './target';

export type EndpointResult = {
  name: string;
  path: string;
  method: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errorRate: number;
  ratioToReadyz: number | null;
  /** targets of the performance issue: p99 under 50 ms and at least 40 % of /readyz (null: no target) */
  target: string | null;
  /** false: measured on a server with READ_CACHE=false (the query path, reported beside the targets) */
  readCache?: boolean;
  met: boolean | null;
};

type Endpoint = { name: string; path: string; method?: string; auth?: string; body?: unknown; target?: boolean };

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);

async function hit(url: string, e: Endpoint, seconds: number, connections: number): Promise<Result> {
  return autocannon({
    url: `${url}${e.path}`,
    method: e.method ?? 'GET',
    connections,
    duration: seconds,
    headers: {
      ...(e.auth ? { authorization: e.auth } : {}),
      ...(e.body ? { 'content-type': 'application/json' } : {}),
    },
    body: e.body ? JSON.stringify(e.body) : undefined,
  });
}

/** The five list endpoints the targets are set for (musician1 owns every 500th campaign, among them the newest:
 * id 3,000, active, ~97 promotions). */
export const targetEndpoints = ({ admin, creator, musician }: BenchTokens): Endpoint[] => [
  {
    name: 'admin campaigns, page of 5',
    path: '/api/admin/campaigns?campaign_status=active&page=3&per_page=5',
    auth: admin,
    target: true,
  },
  {
    name: 'admin campaign promotions, reviewed',
    path: '/api/admin/campaigns/3000/promotions?promotion_type=reviewed',
    auth: admin,
    target: true,
  },
  {
    name: 'admin users, search for a person',
    path: '/api/admin/users?search_string=creator1234&page=1&per_page=5',
    auth: admin,
    target: true,
  },
  { name: 'creator campaign feed', path: '/api/campaigns', auth: creator, target: true },
  { name: 'musician campaign dashboard', path: '/api/musician/campaigns/3000', auth: musician, target: true },
];

export async function benchApi(target: BenchTarget): Promise<EndpointResult[]> {
  const cached = await benchServer(target, true);
  const queryPath = await benchServer(target, false);
  return [...cached, ...queryPath];
}

async function benchServer(target: BenchTarget, readCache: boolean): Promise<EndpointResult[]> {
  const server = await startServer(target, {
    ...(target.kind === 'postgres' ? { DB_POOL_SIZE: '20' } : {}),
    READ_CACHE: String(readCache),
  });
  console.log(
    readCache ? '  read cache on (the default):' : '  READ_CACHE=false (the query path of every first read):',
  );
  try {
    const tokens = await benchTokens(server.url, BENCH_PASSWORD);
    const endpoints: Endpoint[] = [
      { name: 'healthz (framework ceiling)', path: '/healthz' },
      { name: 'readyz (one round trip)', path: '/readyz' },
      ...targetEndpoints(tokens),
      {
        name: 'musician notification settings (write)',
        path: '/api/musician/notification-settings',
        method: 'PUT',
        auth: tokens.musician,
        body: { new_video: true, weekly_summary: true, campaign_ended: true },
      },
    ];
    const measured = readCache ? endpoints : endpoints.filter((e) => e.path === '/readyz' || e.target);
    for (const e of measured) {
      const probe = await fetch(`${server.url}${e.path}`, {
        method: e.method ?? 'GET',
        headers: { ...(e.auth ? { authorization: e.auth } : {}), 'content-type': 'application/json' },
        body: e.body ? JSON.stringify(e.body) : undefined,
      });
      if (!probe.ok) throw new Error(`${e.name}: ${probe.status} ${await probe.text()}`);
    }
    const results: EndpointResult[] = [];
    let readyzRps = 0;
    for (const e of measured) {
      await hit(server.url, e, 3, 10); // warm-up: JIT, plans, pool
      const r = await hit(server.url, e, DURATION, CONNECTIONS);
      const total = r.requests.total || 1;
      const rps = r.requests.average;
      if (e.path === '/readyz') readyzRps = rps;
      const ratio = readyzRps ? rps / readyzRps : null;
      const met = e.target ? r.latency.p99 < 50 && (ratio ?? 0) >= 0.4 : null;
      results.push({
        name: e.name,
        path: e.path,
        method: e.method ?? 'GET',
        rps,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        errorRate: (r.errors + r.timeouts + r.non2xx) / total,
        ratioToReadyz: ratio,
        target: !readCache
          ? e.target
            ? 'reported (query path; the targets apply to the default configuration)'
            : null
          : e.target
            ? 'p99 < 50 ms, ≥ 40 % of /readyz'
            : e.method === 'PUT'
              ? 'errors < 1 %'
              : null,
        met: e.method === 'PUT' ? (r.errors + r.timeouts + r.non2xx) / total < 0.01 : readCache ? met : null,
        readCache,
      });
      const last = results.at(-1);
      console.log(
        `  ${e.name.padEnd(42)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
          `  ${last?.ratioToReadyz ? `${(last.ratioToReadyz * 100).toFixed(0)} % of readyz` : ''}` +
          `  errors ${((last?.errorRate ?? 0) * 100).toFixed(2)} %`,
      );
    }
    if (readCache) {
      // every committed write drops every kept answer: the list again while writes stream in (a musician saving
      // settings stands for any write; a stats refresh commits one per video)
      const list = endpoints[2] as Endpoint;
      const write = endpoints.at(-1) as Endpoint;
      for (const perSecond of WRITE_RATES) {
        const writer = paced(server.url, write, perSecond);
        const r = await hit(server.url, list, DURATION, CONNECTIONS);
        const writes = await writer.stop();
        const total = r.requests.total || 1;
        results.push({
          name: `${list.name}, while ${perSecond} writes/s commit (${(writes / DURATION).toFixed(0)} made)`,
          path: list.path,
          method: 'GET',
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: r.requests.total,
          errorRate: (r.errors + r.timeouts + r.non2xx) / total,
          ratioToReadyz: readyzRps ? r.requests.average / readyzRps : null,
          target: 'reported (each write drops the kept answers)',
          met: null,
          readCache,
        });
        console.log(
          `  ${list.name} + ${perSecond} writes/s (${writes} made): ${r.requests.average.toFixed(0)} req/s` +
            `  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
        );
      }
    }
    return results;
  } finally {
    await server.stop();
  }
}

const WRITE_RATES = [10, 100];

/** Sends `e` about `perSecond` times a second, one at a time, until stopped; resolves to the number sent. */
function paced(url: string, e: Endpoint, perSecond: number) {
  let stopped = false;
  let sent = 0;
  const gap = 1000 / perSecond;
  const loop = (async () => {
    let next = performance.now();
    while (!stopped) {
      const res = await fetch(`${url}${e.path}`, {
        method: e.method,
        headers: { authorization: e.auth ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(e.body),
      });
      if (!res.ok) throw new Error(`${e.name}: ${res.status}`);
      sent++;
      next += gap;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return sent;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApi(targetFromEnv());
}
