// Reports of the campaign with 10,000 promotions (campaign 1 of the benchmark dataset): the CSV must arrive in
// under 1 s and be streamed (the server's memory stays flat), the PDF in under 5 s.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { bearer, startServer } from './server';
import { BENCH_PASSWORD, type BenchTarget, targetFromEnv } from './target';

export type ReportResult = { format: string; ms: number; bytes: number; lines: number; rssGrowthMb: number };

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
};

export async function benchReports(target: BenchTarget): Promise<ReportResult[]> {
  const server = await startServer(target);
  const pid = server.child.pid as number;
  try {
    const admin = await bearer(server.url, 'admin@bench.test', BENCH_PASSWORD);
    const results: ReportResult[] = [];
    for (const format of ['csv', 'csv', 'pdf', 'pdf']) {
      const before = rssMb(pid);
      let peak = before;
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 20);
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/admin/campaigns/1/report/${format}`, {
        headers: { authorization: admin },
      });
      if (!res.ok) throw new Error(`${format} report: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - t0;
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid));
      const lines = format === 'csv' ? body.toString('utf8').trimEnd().split('\n').length - 1 : 0;
      results.push({ format, ms, bytes: body.length, lines, rssGrowthMb: peak - before });
      console.log(
        `  ${format} report: ${ms.toFixed(0)} ms, ${(body.length / 1024).toFixed(0)} KB` +
          `${lines ? `, ${lines} lines after the header` : ''}, server memory +${(peak - before).toFixed(1)} MB`,
      );
    }
    // the first run of each format warms the code up; report the second
    return [results[1], results[3]].filter((r): r is ReportResult => Boolean(r));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchReports(targetFromEnv());
}
