// Opens PGlite under DATA_DIR (default) or PostgreSQL (DATABASE_URL), applies migrations and reference data.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

export type OpenOptions = { databaseUrl?: string; dataDir?: string; memory?: boolean; poolSize?: number };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // an idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query
    pool.on('error', (err) => console.error('postgres pool: idle connection lost:', err.message));
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
    database = { db, kind: 'postgres', close: () => pool.end() };
  } else {
    let dir: string | undefined;
    if (!opts.memory) {
      dir = path.join(opts.dataDir ?? './data', 'pglite');
      fs.mkdirSync(path.dirname(dir), { recursive: true });
    }
    const pglite = dir ? await PGlite.create(dir) : await PGlite.create();
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await seedReferenceData(db);
    database = { db, kind: 'pglite', pglite, close: () => pglite.close() };
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
