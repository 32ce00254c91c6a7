// A small Postgres-backed job queue (see docs/decisions/0002): claim with FOR UPDATE SKIP LOCKED, retries with
// exponential backoff, stale-lock recovery for killed workers, singleton keys so a run is never queued twice.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows } from '../../db/client';
import type { Cte } from '../../db/ctes';
import { jobs } from '../../db/schema';
import { timedJob } from '../../lib/metrics';

export type Job = typeof jobs.$inferSelect;
export type JobHandler = (job: Job) => Promise<unknown>;

export type EnqueueOptions = {
  name: string;
  description: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  singletonKey?: string;
  maxAttempts?: number;
  state?: 'queued' | 'manual';
};

const jobValues = (o: EnqueueOptions) => ({
  name: o.name,
  description: o.description,
  payload: o.payload ?? {},
  runAt: o.runAt ?? new Date(),
  singletonKey: o.singletonKey,
  maxAttempts: o.maxAttempts ?? 5,
  state: o.state ?? 'queued',
});

/** Queues a job; with a singleton key that was used before it returns null and queues nothing. */
export async function enqueue(db: DbOrTx, o: EnqueueOptions): Promise<Job | null> {
  const [row] = await db.insert(jobs).values(jobValues(o)).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Jobs queued as a part of another statement (db/ctes.ts), all in one insert: each whose singleton key was used
 * before is left out, as `enqueue` leaves it out.
 */
export function enqueueCte(db: DbOrTx, list: EnqueueOptions[], name = 'queued_jobs'): Cte {
  return { name, body: db.insert(jobs).values(list.map(jobValues)).onConflictDoNothing().getSQL() };
}

export const BACKOFF_BASE_MS = 5_000;
export const STALE_LOCK_MS = 10 * 60_000;

export async function claim(db: Db, { workerId, names }: { workerId: string; names?: string[] }): Promise<Job | null> {
  const nameFilter = names?.length
    ? sql`and name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rawRows<{ id: number }>(
    db,
    sql`
    update jobs set state = 'active', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
    where id = (
      select id from jobs where state = 'queued' and run_at <= now() ${nameFilter}
      order by run_at, id for update skip locked limit 1
    )
    returning id`,
  );
  const id = rows[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/**
 * A handler's verdict that its run failed, with what it found: the job is failed at once, with this result and the
 * message as its error, and not retried (a check that found differences would only find them again).
 */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly result: unknown,
  ) {
    super(message);
  }
}

/** Ends a run the handler judged failed (`JobFailed`): shown as failed, with its result, no retry. */
async function failWithResult(db: Db, { job, error }: { job: Job; error: JobFailed }) {
  await db
    .update(jobs)
    .set({
      state: 'failed',
      completedAt: new Date(),
      result: (error.result ?? null) as object,
      lastError: error.message.slice(0, 2000),
      lockedAt: null,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'active')));
}

export async function complete(db: Db, { job, result }: { job: Job; result: unknown }) {
  await db
    .update(jobs)
    .set({ state: 'completed', completedAt: new Date(), result: (result ?? null) as object, lockedAt: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'active')));
}

export async function fail(db: Db, { job, error }: { job: Job; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      state: final ? 'failed' : 'queued',
      lastError: message.slice(0, 2000),
      lockedAt: null,
      runAt: new Date(Date.now() + BACKOFF_BASE_MS * 2 ** (job.attempts - 1)),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'active')));
}

/** Jobs whose worker died mid-run go back to the queue (handlers are idempotent, so a rerun is safe). */
export async function recoverStale(db: Db, olderThanMs = STALE_LOCK_MS) {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', lockedAt: null, lastError: 'worker stopped while running the job' })
    .where(and(eq(jobs.state, 'active'), lt(jobs.lockedAt, new Date(Date.now() - olderThanMs))))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function listJobs(db: Db, opts: { page: number; perPage: number; includeManual: boolean }) {
  const where = opts.includeManual ? undefined : sql`${jobs.state} <> 'manual'`;
  const items = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where);
  return { items, total: count?.n ?? 0 };
}

/** Runs one claimed job through its handler; returns false when nothing was ready. */
export async function runOne(
  db: Db,
  { handlers, workerId }: { handlers: Record<string, JobHandler>; workerId: string },
) {
  const job = await claim(db, { workerId, names: Object.keys(handlers) });
  if (!job) return false;
  const handler = handlers[job.name];
  try {
    if (!handler) throw new Error(`no handler for ${job.name}`);
    await complete(db, { job, result: await timedJob(job.name, () => handler(job)) });
  } catch (err) {
    if (err instanceof JobFailed) await failWithResult(db, { job, error: err });
    else await fail(db, { job, error: err });
  }
  return true;
}

export type Worker = { stop: () => Promise<void>; drain: () => Promise<void>; id: string };

/** Polls the queue until stopped; `drain` runs every ready job now (tests, "run now"). */
export function startWorker(
  db: Db,
  {
    handlers,
    ...opts
  }: {
    handlers: Record<string, JobHandler>;
    pollMs?: number;
    onTick?: () => Promise<void>;
    log?: (msg: string, err?: unknown) => void;
  },
): Worker {
  const id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const drain = async () => {
    while (!stopped && (await runOne(db, { handlers, workerId: id }))) {
      /* keep going while jobs are ready */
    }
  };
  const tick = async () => {
    try {
      await opts.onTick?.();
      await recoverStale(db);
      await drain();
    } catch (err) {
      opts.log?.('worker tick failed', err);
    }
  };
  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, opts.pollMs ?? 2_000);
    });
  };
  timer = setTimeout(loop, 0);
  return {
    id,
    drain: async () => {
      await running;
      await drain();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
