// The figures of GET /metrics read from the database at each scrape (docs/operations.md): the job queue, the outbox,
// bills by state, the ledger check's last result, and the PostgreSQL pool's connections. A fresh registry each time,
// merged by the route with the process's own (lib/metrics.ts).
import { JOBS } from '@hookline/shared/job-names';
import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { rawRows } from '../../db/client';

type Counted = { label: string; n: number };

export async function scrapeTimeMetrics(ctx: Pick<AppContext, 'db' | 'database'>) {
  const scrape = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [scrape] });
  const [jobsByState, oldest, outbox, bills, ledger] = await Promise.all([
    rawRows<{ name: string; state: string; n: number }>(
      ctx.db,
      sql`select name, state, count(*)::int as n from jobs where state <> 'completed' group by name, state`,
    ),
    rawRows<{ name: string; age: number }>(
      ctx.db,
      sql`select name, extract(epoch from now() - min(run_at))::float8 as age from jobs
          where state = 'queued' and run_at <= now() group by name`,
    ),
    rawRows<Counted>(
      ctx.db,
      sql`select case when error is null then 'waiting' else 'failed' end as label, count(*)::int as n
          from outbox where sent_at is null group by 1`,
    ),
    rawRows<Counted & { cents: number }>(
      ctx.db,
      sql`select status as label, count(*)::int as n, coalesce(sum(amount_cents), 0)::float8 as cents
          from bills group by status`,
    ),
    rawRows<{ state: string; at: Date | string }>(
      ctx.db,
      sql`select state, coalesce(completed_at, created_at) as at from jobs
          where name = ${JOBS.ledgerCheck.name} and state in ('completed', 'failed') order by id desc limit 1`,
    ),
  ]);
  const jobsGauge = gauge('hookline_jobs', 'Jobs not completed, by job kind and state', ['name', 'state']);
  for (const r of jobsByState) jobsGauge.set({ name: r.name, state: r.state }, r.n);
  const age = gauge('hookline_job_oldest_waiting_seconds', 'Age of the oldest job ready to run, by kind', ['name']);
  for (const r of oldest) age.set({ name: r.name }, r.age);
  const mails = gauge('hookline_outbox_mails', 'Emails not sent yet, waiting or failed', ['state']);
  for (const state of ['waiting', 'failed']) mails.set({ state }, outbox.find((r) => r.label === state)?.n ?? 0);
  const billCount = gauge('hookline_bills', "Creators' self-billing bills by state", ['state']);
  const billEur = gauge('hookline_bills_eur', "Creators' self-billing bills' amounts by state, in EUR", ['state']);
  for (const r of bills) {
    billCount.set({ state: r.label }, r.n);
    billEur.set({ state: r.label }, r.cents / 100);
  }
  const last = ledger[0];
  if (last) {
    gauge('hookline_ledger_check_ok', 'The last ledger check passed (1) or found differences (0)').set(
      last.state === 'completed' ? 1 : 0,
    );
    gauge('hookline_ledger_check_last_run_seconds', 'When the last ledger check ended (Unix time)').set(
      new Date(last.at).getTime() / 1000,
    );
  }
  const pool = ctx.database.pool;
  if (pool) {
    const conns = gauge('hookline_db_pool_connections', "The PostgreSQL pool's connections", ['state']);
    conns.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    conns.set({ state: 'idle' }, pool.idleCount);
    conns.set({ state: 'waiting' }, pool.waitingCount);
  }
  return scrape;
}
