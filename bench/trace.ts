// Where a first load's main-thread time goes, task by task: loads pages in Debian's Chromium with a Chrome trace
// running and prints each main-thread task of more than a few milliseconds with its *thread* (CPU) time, the work
// inside it and the functions that took most of it (from the CPU profile in the trace). Thread time grows far less
// with the machine's load than wall time does, so it names the work to remove even on a shared machine; Lighthouse
// multiplies each task by 4 on its simulated phone, so a task of more than 12.5 ms of CPU here counts towards its
// total blocking time. Not a benchmark: `npm run bench:trace -- [--db postgres] /app/campaigns ...`
// (TRACE_MIN_MS, default 5; TRACE_KEEP=<folder> keeps the raw traces).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './server';
import { BENCH_PASSWORD, targetFromEnv } from './target';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown> & {
    name?: string;
    data?: {
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
    };
  };
  id?: string;
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const ACCOUNT_OF: [RegExp, string | null][] = [
  [/^\/admin\//, 'admin@bench.test'],
  [/^\/app\/musician-/, 'musician1@bench.test'],
  [/^\/app\//, 'creator1@bench.test'],
  [/./, null],
];

const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 5);

function summarise(events: TraceEvent[], route: string) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // the page's renderer: the one with a navigation start of the traced URL
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').includes(route),
  );
  const main = mains.find((m) => nav && m.pid === nav.pid) ?? mains[mains.length - 1];
  if (!main) throw new Error('no renderer main thread in the trace');
  const start = nav?.ts ?? 0;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const all = onMain
    .filter(
      (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // the outermost task only (a RunTask inside a ThreadControllerImpl::RunTask is the same task)
  const tasks: TraceEvent[] = [];
  for (const e of all) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(e);
  }

  // CPU profile samples (ProfileChunk events) of that thread: time per leaf node
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let sampleTs = 0;
  for (const e of events.filter((x) => x.pid === main.pid && x.name === 'Profile')) {
    sampleTs = Number((e.args?.data as { startTime?: number })?.startTime ?? 0);
  }
  for (const e of events.filter((x) => x.pid === main.pid && x.name === 'ProfileChunk')) {
    const profile = e.args?.data?.cpuProfile;
    for (const n of profile?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, i) => {
      sampleTs += deltas[i] ?? 0;
      samples.push({ ts: sampleTs, node });
    });
  }
  const label = (id: number) => {
    const f = nodes.get(id)?.callFrame;
    if (!f) return '?';
    const file = f.url ? path.basename(f.url.split('?')[0] ?? '') : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };

  let blocking = 0;
  const rows: string[] = [];
  for (const t of tasks) {
    const cpu = (t.tdur ?? t.dur ?? 0) / 1000;
    if (cpu < MIN_MS) continue;
    blocking += Math.max(0, cpu * 4 - 50);
    const end = t.ts + (t.dur ?? 0);
    const inner = onMain.filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < end);
    const kinds = new Map<string, number>();
    for (const e of inner) {
      if (
        !process.env.TRACE_ALL &&
        ![
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'Paint',
          'V8.GC_SCAVENGER',
          'MajorGC',
          'MinorGC',
          'v8.compileModule',
          'TimerFire',
          'FireAnimationFrame',
          'XHRReadyStateChange',
          'EventDispatch',
          'RunMicrotasks',
        ].includes(e.name)
      )
        continue;
      const url = e.args?.data?.url ? ` ${path.basename(String(e.args.data.url))}` : '';
      const k = `${e.name}${url}`;
      kinds.set(k, (kinds.get(k) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= t.ts && s.ts < end);
    const step = inTask.length ? (end - t.ts) / 1000 / inTask.length : 0;
    for (const s of inTask) {
      const k = label(s.node);
      if (k.startsWith('(idle)') || k.startsWith('(program)')) continue;
      self.set(k, (self.get(k) ?? 0) + step);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join('; ');
    rows.push(
      `  at ${((t.ts - start) / 1000).toFixed(0).padStart(6)} ms  cpu ${cpu.toFixed(1).padStart(6)} ms  wall ${((t.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  | ${top(kinds, 4)}\n      self: ${top(self, 6)}`,
    );
  }
  return { rows, blocking };
}

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const target = targetFromEnv();
const server = await startServer(target, { REQUIRE_ADMIN_MFA: 'false' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const route of routes) {
    const account = ACCOUNT_OF.find(([re]) => re.test(route))?.[1] ?? null;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    if (account) {
      await page.goto(`${server.url}/login`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account);
      await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/(app|admin)\//);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const chunks: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => {
      chunks.push(...(d.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'v8.execute',
          'v8',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
          '__metadata',
        ],
      },
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await sleep(1500);
    await cdp.send('Tracing.end');
    await done;
    const keep = process.env.TRACE_KEEP;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      fs.writeFileSync(path.join(keep, `${route.slice(1).replace(/\//g, '-')}.json`), JSON.stringify(chunks));
    }
    const { rows, blocking } = summarise(chunks, route);
    console.log(`${route}: tasks over ${MIN_MS} ms of CPU; x4 - 50 summed: ${blocking.toFixed(0)} ms`);
    console.log(rows.join('\n'));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
