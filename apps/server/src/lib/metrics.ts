// The process's metrics in the Prometheus format (prom-client): the process defaults, every HTTP request's duration
// by route pattern, method and status, and every job run by kind and outcome. Figures read from the database at
// scrape time (queue depth, outbox, bills, the ledger check) are added by the /metrics route
// (routes/metrics.ts); docs/operations.md lists every name.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'hookline_http_request_duration_seconds',
  help: 'Duration of HTTP requests by route pattern, method and status code',
  labelNames: ['route', 'method', 'status_code'] as const,
  // the targets of docs/performance.md lie between 25 ms and 200 ms
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'hookline_job_runs_total',
  help: 'Job runs by job kind and outcome (completed, failed: retried or given up)',
  labelNames: ['name', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'hookline_job_duration_seconds',
  help: 'Duration of job runs by job kind',
  labelNames: ['name'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/** Times one job run into jobRuns and jobDuration. */
export async function timedJob<T>(name: string, run: () => Promise<T>): Promise<T> {
  const end = jobDuration.startTimer({ name });
  try {
    const result = await run();
    jobRuns.inc({ name, outcome: 'completed' });
    return result;
  } catch (err) {
    jobRuns.inc({ name, outcome: 'failed' });
    throw err;
  } finally {
    end();
  }
}
