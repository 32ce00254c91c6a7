// Start-up: `npm start` (scripts/start.mjs) on an already-built tree until /readyz answers, on PGlite — once on an
// empty data folder (migrations and reference data run) and once on the folder that first start left behind. Then
// the server alone on that folder, compiled (apps/server/dist, what production runs) against TypeScript compiled at
// run time by tsx (what it ran before): time to /readyz, the server's CPU time until then and its memory once ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_MAIN, startServer } from './server';

export type RuntimeFigures = { readyMs: number; cpuMs: number; rssMb: number };
export type StartupResult = {
  firstStartMs: number;
  restartMs: number;
  compiled?: RuntimeFigures;
  tsx?: RuntimeFigures;
};

const RUNS = 3;

/** CPU milliseconds a process has used (user + system, /proc/<pid>/stat fields 14 and 15, 100 ticks a second). */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').trim();
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(dataDir: string, command: string[]): Promise<RuntimeFigures> {
  const runs: RuntimeFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ kind: 'pglite', dataDir }, {}, command);
    const pid = server.child.pid as number;
    const cpu = cpuMs(pid);
    await sleep(1000); // settled: what the process holds while idle and ready
    runs.push({ readyMs: server.readyMs, cpuMs: cpu, rssMb: rssMb(pid) });
    await server.stop();
  }
  return {
    readyMs: median(runs.map((r) => r.readyMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    rssMb: median(runs.map((r) => r.rssMb)),
  };
}

export async function benchStartup(): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-startup-'));
  const target = { kind: 'pglite' as const, dataDir };
  try {
    const first = await startServer(target, {}, ['scripts/start.mjs']);
    await first.stop();
    const again = await startServer(target, {}, ['scripts/start.mjs']);
    await again.stop();
    console.log(
      `  npm start → /readyz: ${first.readyMs.toFixed(0)} ms on an empty data folder, ${again.readyMs.toFixed(0)} ms on an existing one`,
    );
    const compiled = await measure(dataDir, [SERVER_MAIN]);
    const tsx = await measure(dataDir, ['--import', 'tsx', 'apps/server/src/main.ts']);
    for (const [name, r] of [
      ['compiled', compiled],
      ['tsx', tsx],
    ] as const) {
      console.log(
        `  ${name.padEnd(8)} → /readyz ${r.readyMs.toFixed(0)} ms, CPU ${r.cpuMs.toFixed(0)} ms, RSS ${r.rssMb.toFixed(0)} MB`,
      );
    }
    return { firstStartMs: first.readyMs, restartMs: again.readyMs, compiled, tsx };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStartup();
}
