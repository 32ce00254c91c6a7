// API throughput and latency: autocannon on loopback, 50 connections, 15 s per endpoint after a warm-up, against
// the seeded benchmark dataset (npm run bench:seed). Two ceilings from the same server in the same run: /healthz
// (the framework alone) and /readyz (one database round trip). Every answer is computed by the query path (there is
// no read cache: docs/performance.md says why).
import autocannon, { type Result } from 'autocannon';
import { type BenchTokens, benchPool, benchTokens, startServer } from './server';
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
  /** the list endpoints' target: p99 under 50 ms and at least 25 % of /readyz (null: no target) */
  target: string | null;
  /** false: measured on a server with READ_CACHE=false (results of the rounds that still had a read cache) */
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

/** The five list endpoints the targets are set for (musician1 owns every 500th campaign at 1x, every 5,000th at
 * 10x, among them the newest: `newest`, id 3,000 at 1x, 30,000 at 10x, active, ~97 promotions). */
export const targetEndpoints = ({ admin, creator, musician }: BenchTokens, newest = 3000): Endpoint[] => [
  {
    name: 'admin campaigns, page of 5',
    path: '/api/admin/campaigns?campaign_status=active&page=3&per_page=5',
    auth: admin,
    target: true,
  },
  {
    name: 'admin campaign promotions, reviewed',
    path: `/api/admin/campaigns/${newest}/promotions?promotion_type=reviewed`,
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
  { name: 'musician campaign dashboard', path: `/api/musician/campaigns/${newest}`, auth: musician, target: true },
];

export const LIST_TARGET = 'p99 < 50 ms, ≥ 25 % of /readyz';

export async function benchApi(target: BenchTarget, newest = 3000): Promise<EndpointResult[]> {
  const server = await startServer(target, benchPool(target.kind));
  try {
    const tokens = await benchTokens(server.url, BENCH_PASSWORD);
    const endpoints: Endpoint[] = [
      { name: 'healthz (framework ceiling)', path: '/healthz' },
      { name: 'readyz (one round trip)', path: '/readyz' },
      ...targetEndpoints(tokens, newest),
      {
        name: 'musician notification settings (write)',
        path: '/api/musician/notification-settings',
        method: 'PUT',
        auth: tokens.musician,
        body: { new_video: true, weekly_summary: true, campaign_ended: true },
      },
    ];
    const measured = endpoints;
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
      const met = e.target ? r.latency.p99 < 50 && (ratio ?? 0) >= 0.25 : null;
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
        target: e.target ? LIST_TARGET : e.method === 'PUT' ? 'errors < 1 %' : null,
        met: e.method === 'PUT' ? (r.errors + r.timeouts + r.non2xx) / total < 0.01 : met,
      });
      const last = results.at(-1);
      console.log(
        `  ${e.name.padEnd(42)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
          `  ${last?.ratioToReadyz ? `${(last.ratioToReadyz * 100).toFixed(0)} % of readyz` : ''}` +
          `  errors ${((last?.errorRate ?? 0) * 100).toFixed(2)} %`,
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApi(targetFromEnv());
}
