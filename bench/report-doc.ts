// Writes the figures of bench/results/*.json into docs/performance-results.md, between the results markers; the prose
// around them (analysis, plans, what is not met and why) is kept as written.
import fs from 'node:fs';
import path from 'node:path';
import { LARGE_TABLE_ROWS, type Plan } from './explain';
import { FIRST_VISIT_BUDGET_KIB, LIGHTHOUSE_SCORE_TARGET, lighthouseMet } from './lighthouse';
import { MIX_TARGET, type MixRun, mixMet } from './mix';
import type { MeasuredPart, RunResult } from './run';
import { LOGIN_BUDGET_KB } from './web';

const BEGIN = '<!-- bench:results:begin -->';
const END = '<!-- bench:results:end -->';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const yes = (ok: boolean | null | undefined) => (ok === null || ok === undefined ? '—' : ok ? 'met' : '**not met**');

type Row = (figure: string, target: string, measured: string, ok: boolean | null | undefined) => string;

function tables(r: RunResult) {
  // each row with the day its part was measured (a part a run left out keeps its own)
  const rowOf =
    (part: MeasuredPart): Row =>
    (figure, target, measured, ok) =>
      `| ${figure} | ${target} | ${measured} | ${yes(ok)} | ${r.measured?.[part] ?? r.date}${loadText(r.load?.[part])} | ` +
      `${r.database}${r.scale ? ` ${r.scale}x` : ''} |`;
  const row = (part: MeasuredPart, ...cells: Parameters<Row>) => rowOf(part)(...cells);
  const out: string[] = [
    `### ${r.database === 'postgres' ? 'PostgreSQL 15' : 'PGlite (embedded)'}${r.scale ? `, dataset at ${r.scale}x` : ''} — ` +
      `${r.machine}, dataset seed ${r.seed}`,
    '',
    '| figure | target | measured | status | date | database |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const e of r.api ?? []) {
    const ratio = e.ratioToReadyz === null ? '' : `, ${(e.ratioToReadyz * 100).toFixed(0)} % of /readyz`;
    // the latency and throughput targets are set for PostgreSQL; PGlite's figures are reported beside them
    const forPglite = r.database === 'pglite' && e.target?.startsWith('p99');
    const variant = e.readCache === false ? ', READ_CACHE=false' : '';
    out.push(
      row(
        'api',
        `${e.method} ${e.path.replace(/\|/g, '\\|')} (${e.name}${variant})`,
        forPglite ? 'reported (the target is set for PostgreSQL)' : (e.target ?? 'ceiling'),
        `${e.rps.toFixed(0)} req/s, p50 ${e.p50} ms, p99 ${e.p99} ms${ratio}, errors ${(e.errorRate * 100).toFixed(2)} %`,
        forPglite ? null : e.met,
      ),
    );
  }
  for (const run of r.mix?.runs ?? []) out.push(mixRow(run, rowOf('mix')));
  if (r.stats) {
    const st = r.stats;
    out.push(
      row(
        'stats',
        'stats refresh: database writes',
        `more than TikTok's bound (${st.tiktokBoundPerSecond} videos/s)`,
        `batches of ${st.batched.batch}: ${st.batched.videosPerSecond.toFixed(0)} videos/s ` +
          `(two statements per video: ${st.perRow.videosPerSecond.toFixed(0)}/s); whole job with fraud scoring: ` +
          `${st.job.videosPerSecond.toFixed(0)} videos/s over ${st.job.videos}`,
        st.job.videosPerSecond > st.tiktokBoundPerSecond,
      ),
    );
  }
  for (const rep of r.reports ?? []) {
    const target = rep.format === 'csv' ? '< 1 s, streamed' : '< 5 s';
    const limit = rep.format === 'csv' ? 1000 : 5000;
    out.push(
      row(
        'reports',
        `${rep.format.toUpperCase()} report, campaign with 10,000 promotions`,
        target,
        `${ms(rep.ms)}, ${(rep.bytes / 1024).toFixed(0)} KB, server memory +${rep.rssGrowthMb.toFixed(1)} MB`,
        rep.ms < limit,
      ),
    );
  }
  if (r.settle) {
    out.push(
      row(
        'settle',
        `${r.settle.settlements} concurrent settlements`,
        'no error, correct totals',
        `${ms(r.settle.ms)}, ${r.settle.failed} failed, totals ${r.settle.totalsCorrect ? 'correct' : 'wrong'}`,
        r.settle.failed === 0 && r.settle.totalsCorrect,
      ),
    );
  }
  if (r.billing) {
    const b = r.billing;
    const settle = (name: string, f: typeof b.settleOneWorker) =>
      row(
        'billing',
        `settlement of ${f.videos.toLocaleString('en-US')} due videos, ${name} (views-at-72h jobs from the queue)`,
        'timed and reported, no failure, correct totals',
        `${(f.ms / 1000).toFixed(1)} s = ${f.perSecond.toFixed(0)} videos/s, ${f.failed} failed; ledger totals ` +
          `${b.settledTotalsCorrect ? 'correct' : 'wrong'}`,
        f.failed === 0 && b.settledTotalsCorrect,
      );
    out.push(settle('one worker', b.settleOneWorker), settle('eight workers', b.settleEightWorkers));
    out.push(
      row(
        'billing',
        `billing run over ${b.creators.toLocaleString('en-US')} creators with earnings`,
        'timed and reported, one bill per creator, correct totals',
        `${b.billing.bills.toLocaleString('en-US')} bills in ${(b.billing.ms / 1000).toFixed(1)} s = ` +
          `${b.billing.perSecond.toFixed(0)} bills/s, €${(b.billing.billedCents / 100).toFixed(2)}; totals ` +
          `${b.billing.totalsCorrect ? 'correct' : 'wrong'}`,
        b.billing.bills === b.creators && b.billing.totalsCorrect,
      ),
    );
  }
  if (r.web) {
    out.push(
      row(
        'web',
        'JavaScript loaded by /login (gzipped)',
        `< ${LOGIN_BUDGET_KB} KB`,
        `${r.web.loginJsKb.toFixed(1)} KB in ${r.web.loginJsFiles} files`,
        r.web.loginJsKb < LOGIN_BUDGET_KB,
      ),
    );
    for (const t of r.web.timings) {
      out.push(row('web', `${t.route} first meaningful content`, '< 1 s', ms(t.ms), t.ms < 1000));
    }
  }
  if (r.startup) {
    out.push(
      row(
        'startup',
        '`npm start` → /readyz, existing data',
        '< 3 s',
        ms(r.startup.restartMs),
        r.startup.restartMs < 3000,
      ),
    );
    out.push(
      row('startup', '`npm start` → /readyz, empty data folder (migrations)', '—', ms(r.startup.firstStartMs), null),
    );
    for (const [name, f] of [
      ['compiled JavaScript (apps/server/dist)', r.startup.compiled],
      ['TypeScript through tsx (before)', r.startup.tsx],
    ] as const) {
      if (!f) continue;
      out.push(
        row(
          'startup',
          `server start-up, ${name}`,
          'reported',
          `/readyz in ${ms(f.readyMs)}, CPU ${ms(f.cpuMs)}, RSS ${f.rssMb.toFixed(0)} MB`,
          null,
        ),
      );
    }
  }
  for (const p of r.lighthouse?.pages ?? []) {
    const budget = ['/login', '/signup'].includes(p.route) ? `, < ${FIRST_VISIT_BUDGET_KIB} KiB transferred` : '';
    out.push(
      row(
        'lighthouse',
        `Lighthouse ${r.lighthouse?.lighthouse} mobile, ${p.route}`,
        `performance and accessibility ≥ ${LIGHTHOUSE_SCORE_TARGET}${budget}`,
        `performance ${p.performance}${p.performanceRuns && p.performanceRuns.length > 1 ? ` (median of ${p.performanceRuns.join(', ')})` : ''}, accessibility ${p.accessibility}, FCP ${ms(p.fcpMs)}, LCP ${ms(p.lcpMs)}, ` +
          `TBT ${ms(p.tbtMs)}, CLS ${p.cls.toFixed(2)}, ${p.transferKib.toFixed(0)} KiB transferred` +
          (p.failedAccessibility.length ? `; fails ${p.failedAccessibility.join(', ')}` : ''),
        lighthouseMet(p),
      ),
    );
  }
  for (const run of r.mix?.runs ?? []) out.push('', ...mixTable(run, r.mix?.seed ?? 0));
  if (r.web) {
    out.push('', '<details><summary>Route chunks (gzipped)</summary>', '', '| chunk | KB |', '| --- | --- |');
    for (const c of r.web.chunks) out.push(`| ${c.file} | ${c.kb.toFixed(1)} |`);
    out.push('', '</details>');
  }
  return out.join('\n');
}

/** The load average (1 minute) around a part, as ", load 3.1-12.4": the machine may have been shared. */
const loadText = (load: [number, number] | undefined) =>
  load ? `, load ${load[0].toFixed(1)}-${load[1].toFixed(1)}` : '';

/** The mix's ratio to /readyz with one decimal: a run at 29.7 % must not read as the 30 % it misses. */
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function mixRow(run: MixRun, row: Row) {
  const slowest = Math.max(0, ...run.endpoints.filter((e) => e.kind === 'read').map((e) => e.p99));
  return row(
    `mixed workload, ${run.seconds} s at ${run.connections} connections, stats job running`,
    MIX_TARGET,
    `${run.rps.toFixed(0)} req/s = ${pct(run.ratioToReadyz)} of /readyz (${run.readyzRps.toFixed(0)} req/s), ` +
      `slowest read p99 ${slowest} ms, ${run.errors} errors${refusalsText(run.refusals)} in ${run.requests}`,
    mixMet(run),
  );
}

/** The refusals (409) beside the errors; nothing for results from before they were counted apart. */
const refusalsText = (n: number | undefined) => (n === undefined ? '' : `, ${n} refusals (409)`);

/** The lowest and highest of some figures, as "low-high". */
const range = (xs: number[]) => `${Math.min(...xs)}-${Math.max(...xs)}`;

/** The mix's per-endpoint figures: one table per run. */
function mixTable(run: MixRun, seed: number) {
  const j = run.statsJob;
  return [
    `Mixed workload, seed ${seed}: ${run.rps.toFixed(0)} req/s = ${pct(run.ratioToReadyz)} of /readyz ` +
      `(${run.readyzRps.toFixed(0)} req/s by the same client on the same server), ${run.errors} errors` +
      `${refusalsText(run.refusals)}; stats job ` +
      `${j.refreshed} videos refreshed (${j.videosPerSecond.toFixed(1)}/s, ${j.tiktokCalls} TikTok calls, ${j.settled} settled).` +
      (run.warmUp
        ? ` Measured after ${run.warmUp.seconds} s of the same mix on the just-started server (not counted: ` +
          `${run.warmUp.requests} requests, ${run.warmUp.errors} errors, read p50 ${run.warmUp.readP50} ms, p99 ${run.warmUp.readP99} ms).`
        : '') +
      (run.readSeconds?.length
        ? ` The reads by second of the run: p99 ${range(run.readSeconds.map((x) => x.p99))} ms ` +
          `(p50 ${range(run.readSeconds.map((x) => x.p50))} ms).`
        : ''),
    '',
    '| endpoint | kind | requests | p50 | p99 | errors | refusals (409) | p99 < 100 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...run.endpoints.map(
      (e) =>
        `| ${e.name} | ${e.kind} | ${e.requests} | ${e.p50} ms | ${e.p99} ms | ${e.errors} | ${e.refusals ?? '—'} | ` +
        `${e.kind === 'read' ? (e.p99 < 100 ? 'met' : '**not met**') : '—'} |`,
    ),
    ...(run.failures.length
      ? ['', `First failures: ${run.failures.map((f) => `\`${f.replace(/\|/g, '\\|')}\``).join('; ')}`]
      : []),
    ...(run.refused?.length
      ? [
          '',
          `First refusals: ${run.refused
            .slice(0, 3)
            .map((f) => `\`${f.replace(/\|/g, '\\|')}\``)
            .join('; ')}`,
        ]
      : []),
  ];
}

export function renderPerformanceDoc(resultsDir: string, docPath: string) {
  const runs = ['postgres', ...scaledRuns(resultsDir).map((x) => `postgres-${x}x`), 'pglite']
    .map((k) => path.join(resultsDir, `${k}.json`))
    .filter((f) => fs.existsSync(f))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as RunResult);
  const body = runs.map(tables).join('\n\n');
  const doc = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : `# Performance\n\n${BEGIN}\n${END}\n`;
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${docPath} has no ${BEGIN} … ${END} section`);
  fs.writeFileSync(docPath, `${doc.slice(0, start + BEGIN.length)}\n${body}\n${doc.slice(end)}`);
}

/** The scale factors of the larger datasets measured (bench/results/postgres-10x.json: 10), smallest first. */
function scaledRuns(resultsDir: string): number[] {
  return fs
    .readdirSync(resultsDir)
    .map((f) => f.match(/^postgres-(\d+)x\.json$/)?.[1])
    .filter((x): x is string => x !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

const PLANS_BEGIN = '<!-- bench:plans:begin -->';
const PLANS_END = '<!-- bench:plans:end -->';

/** The EXPLAIN ANALYZE plans of bench/results/plans.json, one collapsible block per query. */
export function renderPlans(resultsDir: string, docPath: string) {
  // the plans on the largest dataset measured: a plan whose cost follows a table's size shows there first
  const factor = scaledRuns(resultsDir).at(-1);
  const file = path.join(
    resultsDir,
    factor && fs.existsSync(path.join(resultsDir, `plans-${factor}x.json`)) ? `plans-${factor}x.json` : 'plans.json',
  );
  if (!fs.existsSync(file)) return;
  const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as Plan[];
  const scale = file.match(/plans-(\d+)x/)?.[1] ?? '1';
  const whole = plans.filter((p) => wholeScans(p).length).length;
  let header =
    `On the dataset at ${scale}x: ${plans.length} statements, ${whole} reading a large table (more than ` +
    `${LARGE_TABLE_ROWS.toLocaleString('en-US')} rows) whole.`;
  const onePath = path.join(resultsDir, 'plans.json');
  if (scale !== '1' && fs.existsSync(onePath)) {
    // each statement's work at both scales: the buffers it touched do not depend on the machine's load
    const ones = JSON.parse(fs.readFileSync(onePath, 'utf8')) as Plan[];
    const time = (p: Plan | undefined) => p?.plan.match(/Execution Time: ([\d.]+) ms/)?.[1];
    header += [
      ` Each statement's work at 1x and ${scale}x: the shared buffers (8 KB pages) its plan touched, and its time.`,
      '',
      `| # | statement of | buffers 1x | buffers ${scale}x | ${scale}x / 1x | ms 1x | ms ${scale}x |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...plans.map((p, i) => {
        const o = sameStatement(ones, plans, i);
        const ratio = o?.buffers && p.buffers !== undefined ? (p.buffers / o.buffers).toFixed(2) : '—';
        return `| ${i + 1} | ${p.endpoint} | ${o?.buffers ?? '—'} | ${p.buffers ?? '—'} | ${ratio} | ${time(o) ?? '—'} | ${time(p) ?? '—'} |`;
      }),
    ].join('\n');
  }
  const body = plans
    .map((p, i) =>
      [
        `<details><summary>${i + 1}. ${p.endpoint} — ${p.plan.match(/Execution Time: [\d.]+ ms/)?.[0] ?? ''}` +
          `${wholeScans(p).length ? ` — **reads ${wholeScans(p).join(', ')} whole**` : ''}</summary>`,
        '',
        '```sql',
        p.sql,
        '```',
        '',
        '```',
        p.plan,
        '```',
        '',
        '</details>',
      ].join('\n'),
    )
    .join('\n\n');
  const doc = fs.readFileSync(docPath, 'utf8');
  const start = doc.indexOf(PLANS_BEGIN);
  const end = doc.indexOf(PLANS_END);
  if (start < 0 || end < 0) throw new Error(`${docPath} has no ${PLANS_BEGIN} … ${PLANS_END} section`);
  fs.writeFileSync(docPath, `${doc.slice(0, start + PLANS_BEGIN.length)}\n${header}\n\n${body}\n${doc.slice(end)}`);
}

/** The plan in `ones` of the same statement as `others[i]` (the same text, the same occurrence of it). */
function sameStatement(ones: Plan[], others: Plan[], i: number): Plan | undefined {
  const text = others[i]?.sql;
  const nth = others.slice(0, i).filter((p) => p.sql === text).length;
  return ones.filter((p) => p.sql === text)[nth];
}

/** A plan's large tables read whole (results from before they were listed knew only promotions). */
const wholeScans = (p: Plan) => p.seqScans ?? (p.seqScanOnPromotions ? ['promotions'] : []);

const SCALE_BEGIN = '<!-- bench:scale:begin -->';
const SCALE_END = '<!-- bench:scale:end -->';

/** At most this much slower a job may get per item at 10x than at 1x (docs/performance.md). */
const JOB_SLOWDOWN = 1.5;

type ScaleRow = {
  figure: string;
  one?: number;
  big?: number;
  /** how a figure reads, e.g. "41 ms" */
  unit: (n: number) => string;
  /** the target at the larger scale, and whether the larger figure meets it (given the 1x figure) */
  target: string;
  met?: (big: number, one: number) => boolean;
  /** the load averages around the two measurements */
  loads?: [string, string];
  /** the target is set relative to the 1x figure */
  relative?: boolean;
};

/**
 * The figures at 1x and at the largest scale measured side by side with their ratio (larger / 1x), written into
 * docs/performance.md between the scale markers: how Hookline's cost grows with its data.
 */
export function renderScaleTable(resultsDir: string, docPath: string) {
  const factor = scaledRuns(resultsDir).at(-1);
  const oneFile = path.join(resultsDir, 'postgres.json');
  if (!factor || !fs.existsSync(oneFile) || !fs.existsSync(docPath)) return;
  const one = JSON.parse(fs.readFileSync(oneFile, 'utf8')) as RunResult;
  const big = JSON.parse(fs.readFileSync(path.join(resultsDir, `postgres-${factor}x.json`), 'utf8')) as RunResult;
  const load = (r: RunResult, part: MeasuredPart) => {
    const l = r.load?.[part];
    return l ? `${l[0].toFixed(0)}-${l[1].toFixed(0)}` : '?';
  };
  const loads = (part: MeasuredPart): [string, string] => [load(one, part), load(big, part)];
  const msText = (n: number) => `${n.toFixed(0)} ms`;
  const perSecond = (what: string) => (n: number) => `${n.toFixed(0)} ${what}/s`;
  const notSlower = (b: number, o: number) => b >= o / JOB_SLOWDOWN;
  const jobTarget = `≥ 1x / ${JOB_SLOWDOWN}`;
  const rows: ScaleRow[] = [];
  const readyz = (r: RunResult) => r.api?.find((e) => e.path === '/readyz')?.rps;
  rows.push({
    figure: '/readyz',
    one: readyz(one),
    big: readyz(big),
    unit: perSecond('req'),
    target: 'ceiling',
    loads: loads('api'),
  });
  for (const e of one.api ?? []) {
    if (!e.target?.startsWith('p99')) continue;
    const b = big.api?.find((x) => x.name === e.name);
    rows.push({
      figure: `${e.name}, p99`,
      one: e.p99,
      big: b?.p99,
      unit: msText,
      target: '< 50 ms',
      met: (x) => x < 50,
      loads: loads('api'),
    });
    rows.push({
      figure: `${e.name}, share of /readyz`,
      one: (e.ratioToReadyz ?? 0) * 100,
      big: b?.ratioToReadyz === null || b?.ratioToReadyz === undefined ? undefined : b.ratioToReadyz * 100,
      unit: (n) => `${n.toFixed(0)} %`,
      target: '≥ 25 %',
      met: (x) => x >= 25,
      loads: loads('api'),
    });
  }
  const mixOne = one.mix?.runs[0];
  const mixBig = big.mix?.runs[0];
  const slowestRead = (m: MixRun | undefined) =>
    m ? Math.max(0, ...m.endpoints.filter((e) => e.kind === 'read').map((e) => e.p99)) : undefined;
  rows.push({
    figure: 'mixed workload, share of /readyz',
    one: mixOne ? mixOne.ratioToReadyz * 100 : undefined,
    big: mixBig ? mixBig.ratioToReadyz * 100 : undefined,
    unit: (n) => `${n.toFixed(1)} %`,
    target: '≥ 25 %',
    met: (x) => x >= 25,
    loads: loads('mix'),
  });
  rows.push({
    figure: 'mixed workload, slowest read p99',
    one: slowestRead(mixOne),
    big: slowestRead(mixBig),
    unit: msText,
    target: '< 100 ms',
    met: (x) => x < 100,
    loads: loads('mix'),
  });
  rows.push({
    figure: 'stats job, writes in batches',
    one: one.stats?.batched.videosPerSecond,
    big: big.stats?.batched.videosPerSecond,
    unit: perSecond('videos'),
    target: jobTarget,
    met: notSlower,
    relative: true,
    loads: loads('stats'),
  });
  rows.push({
    figure: 'stats job, whole job with fraud scoring',
    one: one.stats?.job.videosPerSecond,
    big: big.stats?.job.videosPerSecond,
    unit: perSecond('videos'),
    target: jobTarget,
    met: notSlower,
    relative: true,
    loads: loads('stats'),
  });
  rows.push({
    figure: 'settlement of due videos, one worker',
    one: one.billing?.settleOneWorker.perSecond,
    big: big.billing?.settleOneWorker.perSecond,
    unit: perSecond('videos'),
    target: jobTarget,
    met: notSlower,
    relative: true,
    loads: loads('billing'),
  });
  rows.push({
    figure: 'settlement of due videos, eight workers',
    one: one.billing?.settleEightWorkers.perSecond,
    big: big.billing?.settleEightWorkers.perSecond,
    unit: perSecond('videos'),
    target: jobTarget,
    met: notSlower,
    relative: true,
    loads: loads('billing'),
  });
  rows.push({
    figure: 'billing run',
    one: one.billing?.billing.perSecond,
    big: big.billing?.billing.perSecond,
    unit: perSecond('bills'),
    target: jobTarget,
    met: notSlower,
    relative: true,
    loads: loads('billing'),
  });
  rows.push({
    figure: '500 concurrent settlements',
    one: one.settle?.ms,
    big: big.settle?.ms,
    unit: msText,
    target: `≤ 1x × ${JOB_SLOWDOWN}`,
    met: (b, o) => b <= o * JOB_SLOWDOWN,
    relative: true,
    loads: loads('settle'),
  });
  for (const format of ['csv', 'pdf']) {
    const rep = (r: RunResult) => r.reports?.find((x) => x.format === format)?.ms;
    rows.push({
      figure: `${format.toUpperCase()} report of a campaign's 10,000 promotions`,
      one: rep(one),
      big: rep(big),
      unit: msText,
      target: format === 'csv' ? '< 1 s' : '< 5 s',
      met: (b) => b < (format === 'csv' ? 1000 : 5000),
      loads: loads('reports'),
    });
  }
  const readPlans = (file: string) =>
    fs.existsSync(path.join(resultsDir, file))
      ? (JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')) as Plan[])
      : undefined;
  const plansOf = (file: string) => readPlans(file)?.filter((p) => wholeScans(p).length).length;
  const bigPlans = readPlans(`plans-${factor}x.json`);
  const onePlans = readPlans('plans.json');
  if (bigPlans && onePlans) {
    // the work of each statement (its plan's buffers) does not depend on the machine's load
    const grown = bigPlans.filter((p, i) => {
      const o = sameStatement(onePlans, bigPlans, i);
      return o?.buffers && p.buffers !== undefined && p.buffers > 2 * o.buffers;
    });
    const names = [...new Set(grown.map((p) => p.endpoint))].join('; ');
    rows.push({
      figure: `statements whose work (buffers of the plan) grew more than twofold${names ? `: ${names}` : ''}`,
      one: undefined,
      big: grown.length,
      unit: (n) => String(n),
      target: 'reported (performance-results.md, plans)',
    });
  }
  rows.push({
    figure: 'statements reading a large table whole (bench/explain.ts)',
    one: plansOf('plans.json'),
    big: plansOf(`plans-${factor}x.json`),
    unit: (n) => String(n),
    target: 'none',
    met: (x) => x === 0,
  });
  const lines = [
    `| figure | 1x (load) | ${factor}x (load) | ${factor}x / 1x | target at ${factor}x | status |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const cell = (n: number | undefined, l: string | undefined) =>
        n === undefined ? '—' : `${r.unit(n)}${l ? ` (${l})` : ''}`;
      const ratio = r.one !== undefined && r.big !== undefined && r.one !== 0 ? `${(r.big / r.one).toFixed(2)}` : '—';
      // a target relative to the 1x figure is judged only with that figure
      const judged = r.big !== undefined && r.met && !(r.relative && r.one === undefined);
      const status = !judged || !r.met || r.big === undefined ? '—' : r.met(r.big, r.one ?? 0) ? 'met' : '**not met**';
      return `| ${r.figure} | ${cell(r.one, r.loads?.[0])} | ${cell(r.big, r.loads?.[1])} | ${ratio} | ${r.target} | ${status} |`;
    }),
    '',
    `1x measured ${one.date}, ${factor}x ${big.date}; the load average (1 minute, 2 cores) at the start and end of each part in brackets.`,
  ];
  const doc = fs.readFileSync(docPath, 'utf8');
  const start = doc.indexOf(SCALE_BEGIN);
  const end = doc.indexOf(SCALE_END);
  if (start < 0 || end < 0) return;
  fs.writeFileSync(docPath, `${doc.slice(0, start + SCALE_BEGIN.length)}\n${lines.join('\n')}\n${doc.slice(end)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // re-renders the document from the stored results without running anything
  const root = path.resolve(import.meta.dirname, '..');
  renderPerformanceDoc(path.join(root, 'bench/results'), path.join(root, 'docs/performance-results.md'));
  renderPlans(path.join(root, 'bench/results'), path.join(root, 'docs/performance-results.md'));
  renderScaleTable(path.join(root, 'bench/results'), path.join(root, 'docs/performance.md'));
}
