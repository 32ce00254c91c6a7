// Jobs are safe to retry (docs/security.md). A worker process is killed (SIGKILL) in the middle of the
// monthly billing job; once its lock is stale another worker takes the job over, and in the end every creator
// has exactly one bill and exactly one bill email, and the ledger balances.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { freshPostgres } from './test/harness';
import { until } from './test/until';

const root = path.resolve(import.meta.dirname, '../../..');
const base = process.env.DATABASE_URL ?? '';
const CREATORS = 400;
let url = '';
let dropDatabase: (() => Promise<void>) | undefined;
let client: pg.Client;
const workers: ChildProcess[] = [];

function startWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'warn', APP_URL: 'http://127.0.0.1:9' },
    stdio: 'ignore',
  });
  workers.push(child);
  return child;
}

const one = async <T>(text: string) => (await client.query(text)).rows[0] as T;

beforeAll(async () => {
  const fresh = await freshPostgres(base);
  dropDatabase = fresh.drop;
  url = fresh.url;
  const database = await openDatabase({ databaseUrl: url });
  await database.close();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  // creators with earnings from last month, not yet billed (one balanced ledger transaction each)
  await client.query(`
    insert into users (email, email_verified) select 'killtest' || g || '@example.test', true from generate_series(1, ${CREATORS}) g;
    insert into creators (user_id) select id from users order by id;
    insert into ledger_transactions (kind, creator_id, created_at)
      select 'settlement', id, date_trunc('month', now()) - interval '10 days' from creators order by id;
    insert into ledger_entries (transaction_id, account, ref_id, amount_cents, created_at)
      select t.id, 'creator_earned', t.creator_id, 1000 + t.creator_id, t.created_at from ledger_transactions t
      union all
      select t.id, 'external', 0, -(1000 + t.creator_id), t.created_at from ledger_transactions t;`);
});

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await client?.end();
  await dropDatabase?.();
});

describe('a worker killed in the middle of a job', () => {
  it('leaves exactly one bill and one email per creator once another worker has retried the job', async () => {
    const first = startWorker();
    await until(async () => (await one<{ n: number }>('select count(*)::int as n from bills')).n > 0, {
      what: 'the first bills',
      timeoutMs: 60_000,
      pollMs: 10,
    });
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = (await one<{ n: number }>('select count(*)::int as n from bills')).n;
    // it really died mid-job: some creators are billed, not all, and the job is still marked as running
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(CREATORS);
    const job = await one<{ state: string }>("select state from jobs where name = 'generate-bills'");
    expect(job.state).toBe('active');

    // ten minutes pass: the lock is stale, and the next worker takes the job over
    await client.query(`update jobs set locked_at = now() - interval '11 minutes' where state = 'active'`);
    startWorker();
    await until(
      async () =>
        (
          await one<{ n: number }>(
            "select count(*)::int as n from jobs where state <> 'completed' and (name = 'generate-bills' or name = 'notify')",
          )
        ).n === 0 && (await one<{ n: number }>("select count(*)::int as n from jobs where name = 'notify'")).n > 0,
      { what: 'the taken-over job and its emails', timeoutMs: 120_000, pollMs: 200 },
    );

    const bills = await one<{ n: number; creators: number; total: string }>(
      'select count(*)::int as n, count(distinct creator_id)::int as creators, sum(amount_cents) as total from bills',
    );
    expect(bills).toEqual({
      n: CREATORS,
      creators: CREATORS,
      total: String(1000 * CREATORS + (CREATORS * (CREATORS + 1)) / 2),
    });
    const mails = await one<{ n: number; recipients: number }>(
      'select count(*)::int as n, count(distinct "to")::int as recipients from outbox where subject like \'Your Hookline bill %\'',
    );
    expect(mails).toEqual({ n: CREATORS, recipients: CREATORS });
    const ledger = await one<{ unbalanced: number; earned: string }>(`
      select (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
                                         having sum(amount_cents) <> 0) x) as unbalanced,
             (select coalesce(sum(amount_cents), 0) from ledger_entries where account = 'creator_earned') as earned`);
    expect(ledger).toEqual({ unbalanced: 0, earned: '0' });
  }, 240_000);
});
