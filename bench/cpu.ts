// CPU time by process, read from /proc (Linux): the API server, PostgreSQL's processes, this process (the load
// generator) and everything else. bench:probe and the mix report CPU per request from two readings.
import fs from 'node:fs';

export type CpuSeconds = { server: number; postgres: number; loadgen: number; other: number };

/** CPU seconds (user + system) used so far by each group of processes. */
export function cpuSeconds(serverPid: number | undefined): CpuSeconds {
  const totals: CpuSeconds = { server: 0, postgres: 0, loadgen: 0, other: 0 };
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
    const key: keyof CpuSeconds =
      Number(pid) === serverPid
        ? 'server'
        : Number(pid) === process.pid
          ? 'loadgen'
          : m[1] === 'postgres'
            ? 'postgres'
            : 'other';
    totals[key] += secs;
  }
  return totals;
}

/** Milliseconds of CPU per request between two readings, by group. */
export function cpuPerRequest(before: CpuSeconds, after: CpuSeconds, requests: number): CpuSeconds {
  const per = (k: keyof CpuSeconds) => Math.round(((after[k] - before[k]) / (requests || 1)) * 1000 * 100) / 100;
  return { server: per('server'), postgres: per('postgres'), loadgen: per('loadgen'), other: per('other') };
}

export const formatCpu = (c: CpuSeconds) =>
  `server ${c.server.toFixed(2)}, postgres ${c.postgres.toFixed(2)}, loadgen ${c.loadgen.toFixed(2)}, other ${c.other.toFixed(2)}`;
