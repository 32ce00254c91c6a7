// Where the benchmark dataset lives: PGlite under BENCH_DATA_DIR (default ./data/bench) or the PostgreSQL
// database BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/hookline_bench, hookline_bench_10x for
// `--scale 10`; created when missing).
// `--db pglite|postgres` on any bench command picks one (default pglite; PostgreSQL for a dataset seeded larger with
// `--scale N`).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';

export const BENCH_PASSWORD = 'bench-password-1';
export const ROOT = path.resolve(import.meta.dirname, '..');

export type BenchTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The dataset's scale factor: `--scale N` (or BENCH_SCALE), 1 for today's dataset. */
export function benchScale(argv = process.argv): number {
  const i = argv.indexOf('--scale');
  const factor = Number(i > 0 ? argv[i + 1] : (process.env.BENCH_SCALE ?? 1));
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`--scale must be a whole number from 1, not ${factor}`);
  return factor;
}

export function targetFromEnv(argv = process.argv): BenchTarget {
  const i = argv.indexOf('--db');
  const kind = i > 0 ? argv[i + 1] : (process.env.BENCH_DB ?? (benchScale(argv) > 1 ? 'postgres' : 'pglite'));
  if (kind === 'postgres') {
    return {
      kind,
      url:
        process.env.BENCH_DATABASE_URL ??
        `postgres://postgres@127.0.0.1:5432/hookline_bench${benchScale(argv) > 1 ? `_${benchScale(argv)}x` : ''}`,
    };
  }
  if (kind !== 'pglite') throw new Error(`--db must be pglite or postgres, not ${kind}`);
  return { kind, dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench') };
}

/** The environment a server process needs to serve the target. */
export function serverEnv(target: BenchTarget): Record<string, string> {
  return target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir };
}

export async function resetBench(target: BenchTarget) {
  if (target.kind === 'pglite') {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    fs.mkdirSync(target.dataDir, { recursive: true });
    return;
  }
  const url = new URL(target.url);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(target.url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

export function openBench(target: BenchTarget, poolSize?: number): Promise<Database> {
  return target.kind === 'postgres'
    ? openDatabase({ databaseUrl: target.url, poolSize })
    : openDatabase({ dataDir: target.dataDir });
}

/**
 * SQL for a valid German IBAN (mod-97 check digits) whose account number is the integer SQL expression `account`:
 * one per account, as in service, so that the shared-IBAN fraud signal fires only where accounts repeat.
 */
export function benchIbanSql(account: string) {
  const bban = `('37040044' || lpad((${account})::text, 10, '0'))`;
  return `('DE' || lpad((98 - ((${bban} || '131400')::numeric % 97))::text, 2, '0') || ${bban})`;
}
