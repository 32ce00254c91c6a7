// `npm run bench [-- --db pglite|postgres|both] [--reseed] [--skip web,startup,...] [--only lighthouse,...]`: the whole
// benchmark suite, or the parts named by --only. `--mix` is `--only mix`: the mixed workload alone (bench/mix.ts;
// BENCH_MIX_DURATION and BENCH_MIX_CONNECTIONS for a short run).
// `--scale N`: on the dataset N times today's (bench/seed.ts), PostgreSQL only, the parts whose cost can follow the
// data (the lists, the mix, the stats job, reports, settlement, billing, the plans); figures in
// bench/results/postgres-Nx.json and plans-Nx.json, set beside the 1x figures in docs/performance.md.
// Seeds the dataset when it is missing (or with --reseed), runs every benchmark, writes the figures to
// bench/results/<db>.json and the tables of docs/performance-results.md, and fails when the /login budget is exceeded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client';
import { benchApi, type EndpointResult } from './api';
import { type BillingResult, benchBilling } from './billing';
import { explainAll, type Plan } from './explain';
import { benchLighthouse, type LighthouseResult } from './lighthouse';
import { benchMix, type MixResult } from './mix';
import { renderPerformanceDoc, renderPlans, renderScaleTable } from './report-doc';
import { benchReports, type ReportResult } from './reports';
import { scaleOf, seedBench } from './seed';
import { benchSettle, type SettleResult } from './settle';
import { benchStartup, type StartupResult } from './startup';
import { benchStatsWrite, type StatsWriteResult } from './stats-write';
import { type BenchTarget, benchScale, openBench, ROOT, targetFromEnv } from './target';
import { benchWeb, LOGIN_BUDGET_KB, type WebResult } from './web';

export type RunResult = {
  database: 'pglite' | 'postgres';
  date: string;
  machine: string;
  seed: number;
  /** the dataset's scale factor (absent: 1) */
  scale?: number;
  api?: EndpointResult[];
  reports?: ReportResult[];
  settle?: SettleResult;
  billing?: BillingResult;
  web?: WebResult;
  startup?: StartupResult;
  lighthouse?: LighthouseResult;
  mix?: MixResult;
  stats?: StatsWriteResult;
  /** the day each part was measured: a part left out of a run keeps the day of the run that measured it */
  measured?: Partial<Record<MeasuredPart, string>>;
  /** the machine's load average (1 minute) when each part began and ended: the machine is shared */
  load?: Partial<Record<MeasuredPart, [number, number]>>;
};

/** The parts of a run that measure figures (`plans` only explains queries). */
const MEASURED_PARTS = ['api', 'mix', 'stats', 'reports', 'settle', 'billing', 'web', 'startup', 'lighthouse'] as const;
export type MeasuredPart = (typeof MEASURED_PARTS)[number];

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PARTS: string[] = [...MEASURED_PARTS, 'plans'];
const SEED = Number(arg('--seed') ?? 42);
const SCALE = scaleOf(benchScale());
/** the newest campaign (musician1's, active): the dashboard's and the promotions tab's */
const NEWEST = SCALE.campaigns;
/** what the figures of a larger dataset are stored under: `postgres-10x.json` */
const SUFFIX = SCALE.factor > 1 ? `-${SCALE.factor}x` : '';
/** the browser's figures and the start-up do not depend on the data's size: measured at 1x only */
const NOT_SCALED = ['web', 'startup', 'lighthouse'];
const only = process.argv.includes('--mix') ? ['mix'] : arg('--only')?.split(',');
const skip = new Set([
  ...(only ? PARTS.filter((p) => !only.includes(p)) : (arg('--skip') ?? '').split(',').filter(Boolean)),
  ...(SCALE.factor > 1 ? NOT_SCALED : []),
]);

async function isSeeded(target: BenchTarget) {
  if (target.kind === 'pglite' && !fs.existsSync(path.join(target.dataDir, 'pglite'))) return false;
  // on a fresh machine the benchmark database does not exist yet: the seed creates it
  const database = await openBench(target).catch(() => null);
  if (!database) return false;
  try {
    const [row] = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from promotions`);
    return (row?.n ?? 0) >= SCALE.promotions && (row?.n ?? 0) < SCALE.promotions * 2;
  } catch {
    return false;
  } finally {
    await database.close();
  }
}

async function runFor(kind: 'pglite' | 'postgres'): Promise<RunResult> {
  const target = targetFromEnv(['', '', '--db', kind, '--scale', String(SCALE.factor)]);
  console.log(`\n== ${kind} ==`);
  if (process.argv.includes('--reseed') || !(await isSeeded(target))) {
    console.log(`seeding the benchmark dataset (seed ${SEED}, ${SCALE.factor}x)…`);
    await seedBench(target, SEED, SCALE);
  }
  const result: RunResult = {
    database: kind,
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    seed: SEED,
    ...(SCALE.factor > 1 ? { scale: SCALE.factor } : {}),
  };
  // a part left out keeps the figures of the last run that measured it, so the doc still shows every target
  const file = path.join(ROOT, 'bench/results', `${kind}${SUFFIX}.json`);
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RunResult) : undefined;
  const loadOf = () => Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  /** runs one part, records the load average around it and saves the figures so far (a long run may be stopped) */
  const measure = async <T>(name: MeasuredPart, run: () => Promise<T>): Promise<T> => {
    const before = loadOf();
    const value = await run();
    result.load = { ...result.load, [name]: [before, loadOf()] };
    saveResult(kind, withPrevious({ ...result, [name]: value }, previous));
    return value;
  };
  if (!skip.has('api')) {
    console.log('API (autocannon, 50 connections, 15 s each):');
    result.api = await measure('api', () => benchApi(target, NEWEST));
  }
  // the mix runs the stats job in a process of its own beside the server: PostgreSQL only (PGlite is one process)
  if (!skip.has('mix') && kind === 'postgres') {
    console.log('Mixed workload:');
    result.mix = await measure('mix', () => benchMix(target, SEED));
  }
  if (!skip.has('stats')) {
    console.log('Stats refresh, database side:');
    result.stats = await measure('stats', () => benchStatsWrite(target));
  }
  if (!skip.has('reports')) {
    console.log('Reports:');
    result.reports = await measure('reports', () => benchReports(target));
  }
  if (!skip.has('settle')) {
    console.log('Approve + settle:');
    result.settle = await measure('settle', () => benchSettle(target));
  }
  // builds its own ledger history (20,000 approvals and settlements) before billing: PostgreSQL only
  if (!skip.has('billing') && kind === 'postgres') {
    console.log('Settlement of due videos and billing:');
    result.billing = await measure('billing', () => benchBilling(target));
  }
  if (!skip.has('web')) {
    console.log('Web:');
    result.web = await measure('web', () => benchWeb(target));
  }
  if (kind === 'pglite' && !skip.has('startup')) {
    console.log('Start-up:');
    result.startup = await measure('startup', () => benchStartup());
  }
  // the browser's figures do not depend on the database: measured once, against the first database of the run
  if (kind === kinds[0] && !skip.has('lighthouse')) {
    console.log('Lighthouse (mobile profile):');
    result.lighthouse = await measure('lighthouse', () => benchLighthouse(target));
  }
  return withPrevious(result, previous);
}

/** The run's figures with those of `previous` for the parts it left out (as measured then). */
function withPrevious(run: RunResult, previous: RunResult | undefined): RunResult {
  const result: RunResult = { ...run, measured: {} };
  const measured: Partial<Record<MeasuredPart, string>> = {};
  for (const part of MEASURED_PARTS) if (result[part] !== undefined) measured[part] = result.date;
  if (skip.size && previous) {
    for (const part of MEASURED_PARTS) {
      if (skip.has(part) && !(SCALE.factor > 1 && NOT_SCALED.includes(part)) && previous[part] !== undefined) {
        Object.assign(result, { [part]: previous[part] });
        measured[part] = previous.measured?.[part] ?? previous.date;
        const load = previous.load?.[part];
        if (load) result.load = { ...result.load, [part]: load };
      }
    }
  }
  result.measured = measured;
  return result;
}

/** Writes a run's figures to bench/results/<db>[-Nx].json, in the linter's layout (a run leaves lint green). */
function saveResult(kind: string, result: RunResult) {
  fs.writeFileSync(path.join(resultsDir, `${kind}${SUFFIX}.json`), `${JSON.stringify(result, null, 2)}\n`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/biome'),
    ['format', '--write', `bench/results/${kind}${SUFFIX}.json`],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
}

const which = arg('--db') ?? (process.argv.includes('--mix') || SCALE.factor > 1 ? 'postgres' : 'both');
const kinds: ('pglite' | 'postgres')[] = which === 'both' ? ['postgres', 'pglite'] : [which as 'pglite' | 'postgres'];
// the web app and the compiled server, rebuilt when their sources changed
execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: ROOT, stdio: 'inherit' });
const resultsDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
let failed = false;
for (const kind of kinds) {
  const result = await runFor(kind);
  saveResult(kind, result);
  if (result.web && result.web.loginJsKb > LOGIN_BUDGET_KB) {
    console.error(
      `/login loads ${result.web.loginJsKb.toFixed(1)} KB of JavaScript: over the ${LOGIN_BUDGET_KB} KB budget`,
    );
    failed = true;
  }
}
if (kinds.includes('postgres') && !skip.has('plans')) {
  const target = targetFromEnv(['', '', '--db', 'postgres', '--scale', String(SCALE.factor)]);
  if (target.kind === 'postgres') {
    console.log('\nEXPLAIN ANALYZE of the list queries:');
    const plans: Plan[] = await explainAll(target.url, { newest: NEWEST });
    fs.writeFileSync(path.join(resultsDir, `plans${SUFFIX}.json`), `${JSON.stringify(plans, null, 2)}\n`);
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/biome'),
      ['format', '--write', `bench/results/plans${SUFFIX}.json`],
      {
        cwd: ROOT,
        stdio: 'ignore',
      },
    );
    const scans = plans.filter((p) => p.seqScans?.length);
    console.log(`  ${plans.length} queries explained, ${scans.length} read a large table whole`);
    for (const p of scans) console.log(`  ${p.endpoint}: ${p.seqScans?.join(', ')}`);
    if (scans.length) failed = true;
  }
}
renderPerformanceDoc(resultsDir, path.join(ROOT, 'docs/performance-results.md'));
renderPlans(resultsDir, path.join(ROOT, 'docs/performance-results.md'));
renderScaleTable(resultsDir, path.join(ROOT, 'docs/performance.md'));
console.log('\ndocs/performance-results.md updated');
if (failed) process.exitCode = 1;
