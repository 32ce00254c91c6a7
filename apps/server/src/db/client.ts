// Opens PGlite under DATA_DIR (default) or PostgreSQL (DATABASE_URL), applies migrations and reference data.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { seedReferenceData } from './seed-reference';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (for backups and the job queue's single connection). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool: its counts for the metrics (lib/metrics.ts) */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  close: () => Promise<void>;
};

// apps/server/drizzle, seen from src/db/ (tsx, tests) or from the compiled bundle in dist/ (apps/server/build.mjs)
const migrationsFolder = path.join(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '..' : '../..',
  'drizzle',
);

/** Extensions the migrations use (0003: pg_trgm for substring search); every PGlite opened here loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /**
   * a PGlite data folder (dumpDataDir) this function migrated and seeded with the same migrations and reference
   * data, to start from instead of an empty one: tests; neither is run on it again
   */
  template?: Blob;
  poolSize?: number;
  /** name parameterised statements so each connection parses and plans them once (off behind PgBouncer) */
  prepare?: boolean;
};

type QueryConfig = { text?: string; name?: string; values?: unknown[] };
const statementNames = new Map<string, string>();

/** A stable statement name per SQL text (the same text always has the same parameter types). */
function statementName(text: string) {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (statementNames.size < 5_000) statementNames.set(text, name);
  }
  return name;
}

/** The start-up option of a connection that prepares statements (below). */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * Every parameterised query of a pooled connection becomes a named prepared statement: node-postgres prepares it
 * on first use on that connection and afterwards only binds and executes it, which saves PostgreSQL the parse and
 * plan of every request (about half of its work for the list endpoints; docs/performance.md).
 *
 * The connection also keeps one generic plan per statement. Left to choose, PostgreSQL went on planning the admin's
 * campaign list, a campaign's promotions and the people search afresh for every execution (a custom plan for the
 * parameters' values: 0.3-0.6 ms of planning each time, half of their cost), and its generic plans for them are as
 * fast; the other statements had settled on their generic plans already (docs/performance.md, sixth round). The
 * setting travels in the connection's start-up packet (`GENERIC_PLANS`), so it costs no statement.
 */
function prepareStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && !(config as QueryConfig).name) {
      const c = config as QueryConfig;
      const values = c.values ?? (Array.isArray(rest[0]) ? rest[0] : undefined);
      if (c.text && values && values.length > 0) return query({ ...c, name: statementName(c.text) }, ...rest);
    }
    return query(config, ...rest);
  };
}

/** The transaction a request runs in (plugins/idempotency.ts), for every use of the database during it. */
const requestTransaction = new AsyncLocalStorage<Tx>();

/**
 * The database as every service sees it: inside `inRequestTransaction` each use (a query, `transaction`, which then
 * becomes a savepoint) goes to that request's transaction, so a keyed request's work and its stored answer commit
 * or roll back together (docs/engine.md "Idempotency keys"); anywhere else it is the database itself.
 */
function requestScoped(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const tx = requestTransaction.getStore();
      if (!tx) return Reflect.get(target, prop, receiver);
      const value = Reflect.get(tx, prop, tx);
      return typeof value === 'function' ? value.bind(tx) : value;
    },
  });
}

/** Runs `fn` in one transaction that every use of `db` inside it (and in what it calls) joins. */
export function inRequestTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (requestTransaction.getStore()) throw new Error('already inside a request transaction');
  return db.transaction((tx) => requestTransaction.run(tx, () => fn(tx)));
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const prepare = opts.prepare ?? true;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // an `options` parameter of DATABASE_URL itself replaces this one
      ...(prepare ? { options: GENERIC_PLANS } : {}),
    });
    // an idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query
    pool.on('error', (err) => console.error('postgres pool: idle connection lost:', err.message));
    if (prepare) pool.on('connect', prepareStatements);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // several instances may start at once: an advisory lock lets one migrate while the others wait
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(727274)');
      await migratePg(db as never, { migrationsFolder });
      await seedReferenceData(db);
    } finally {
      await lock.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      lock.release();
    }
    database = { db: requestScoped(db), kind: 'postgres', pool, close: () => pool.end() };
  } else {
    let dir: string | undefined;
    if (!opts.memory) {
      dir = path.join(opts.dataDir ?? './data', 'pglite');
      fs.mkdirSync(path.dirname(dir), { recursive: true });
    }
    const pglite = await PGlite.create(dir, {
      extensions: PGLITE_EXTENSIONS,
      ...(opts.template ? { loadDataDir: opts.template } : {}),
    });
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    // a template was migrated and seeded by this same code (apps/server/src/test/pglite-template.ts builds it at
    // the start of the test run and again before each watch rerun), so both would find nothing to do
    if (!opts.template) {
      await migratePglite(db as never, { migrationsFolder });
      await seedReferenceData(db);
    }
    database = { db: requestScoped(db), kind: 'pglite', pglite, close: () => pglite.close() };
  }
  return database;
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}

export { schema };

/** Raw SQL (parameterised through drizzle's sql template) returning rows, the same on PGlite and node-postgres. */
export async function rawRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
