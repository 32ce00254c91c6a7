// Starts the product as `npm start` would (the built web app, the compiled API, no inline worker unless asked) in a
// child process on a free loopback port, and stops it again. `node scripts/ensure-built.mjs` builds both first.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BenchTarget, ROOT, serverEnv } from './target';

/** The compiled API, as `npm start` runs it. */
export const SERVER_MAIN = 'apps/server/dist/main.js';

/** Node's flags for the API, as `npm start` (scripts/start.mjs) and the Dockerfile give them. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The API's pool of PostgreSQL connections in the benchmarks: the product's default (`DB_POOL_SIZE`, 10) unless
 * `BENCH_POOL_SIZE` asks for another. A pool of 20 on this machine's two cores made PostgreSQL's CPU a request 15-25 %
 * higher and the p99 of the lists up to twice as long (docs/performance.md, seventh round).
 */
export const benchPool = (kind: string): Record<string, string> =>
  kind === 'postgres' && process.env.BENCH_POOL_SIZE ? { DB_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {};

/**
 * Counting the statements a server sends (bench/count-statements.ts preloaded into it): its environment and Node
 * arguments, and `read`, which asks the running server for the count so far and the texts since the last read.
 */
export function statementCounting() {
  const file = path.join(os.tmpdir(), `hookline-statements-${process.pid}-${Date.now()}.json`);
  return {
    env: { BENCH_STATEMENT_FILE: file },
    args: ['--import', 'tsx', '--import', './bench/count-statements.ts'],
    read: async (child: ChildProcess): Promise<{ count: number; texts: string[] }> => {
      fs.rmSync(file, { force: true });
      child.kill('SIGUSR2');
      for (let i = 0; i < 200 && !fs.existsSync(file); i++) await sleep(5);
      await sleep(5);
      return JSON.parse(fs.readFileSync(file, 'utf8')) as { count: number; texts: string[] };
    },
  };
}

/** Where `--cpu-prof` (bench:probe, the mix) writes the server's V8 profiles. */
export const PROFILE_DIR = path.join(ROOT, 'bench/results/profiles');

/** Node's arguments that write the server's V8 profile when the benchmark was run with `--cpu-prof`. */
export function profileArgs(): string[] {
  if (!process.argv.includes('--cpu-prof')) return [];
  fs.mkdirSync(PROFILE_DIR, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`];
}

export type RunningServer = { url: string; child: ChildProcess; readyMs: number; stop: () => Promise<void> };

function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(bound));
    });
  });
}

/**
 * A free loopback port: the first free one of `BENCH_PORTS` (`4310-4319`) when set, for a machine whose ports are
 * shared out, or any the system gives.
 */
export async function freePort(): Promise<number> {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) {
    const port = await tryPort(0);
    if (port === null) throw new Error('no free loopback port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if ((await tryPort(port)) !== null) return port;
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

export async function startServer(
  target: BenchTarget,
  env: Record<string, string> = {},
  command: string[] = [...SERVER_NODE_FLAGS, SERVER_MAIN],
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      WORKER_MODE: 'off',
      REQUIRE_ADMIN_MFA: 'false',
      // production refuses to start without the platform's own identity (config.ts): a made-up one for the benchmark
      PLATFORM_LEGAL_NAME: 'Hookline Bench GmbH',
      PLATFORM_ADDRESS: 'Benchstraße 1, 10115 Berlin',
      PLATFORM_COUNTRY: 'DE',
      PLATFORM_VAT_ID: 'DE000000000',
      PLATFORM_IBAN: 'DE89370400440532013000',
      PLATFORM_BIC: 'COBADEFFXXX',
      ...serverEnv(target),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the server exited before it was ready');
    if (Date.now() > deadline) throw new Error('the server did not become ready in 120 s');
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const readyMs = performance.now() - started;
  const stop = async () => {
    if (exited) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([done, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  return { url, child, readyMs, stop };
}

/** Signs in through the API and returns the bearer header. */
export async function bearer(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data?: { token: string }; token?: string };
  const token = body.data?.token ?? body.token;
  return `Bearer ${token}`;
}

export type BenchTokens = { admin: string; creator: string; musician: string };

/** Bearer headers of the dataset's admin, first creator and first musician (musician1 owns campaign 3,000). */
export async function benchTokens(url: string, password: string): Promise<BenchTokens> {
  const [admin, creator, musician] = await Promise.all([
    bearer(url, 'admin@bench.test', password),
    bearer(url, 'creator1@bench.test', password),
    bearer(url, 'musician1@bench.test', password),
  ]);
  return { admin, creator, musician };
}
