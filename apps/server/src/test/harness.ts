// Test harness: a real app on a fresh database per test file — in-memory PGlite by default, a new
// PostgreSQL database when DATABASE_URL is set (the CI's second run). A test file takes one with
// `useHarness()`; `createHarness()` is for a second one inside a test, stopped with `close()`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { AppContext } from '../context';

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/** A new, empty PostgreSQL database on the server of `baseUrl`, and how to drop it again. */
export async function freshPostgres(baseUrl: string) {
  const name = `hl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The migrated data folder written by the global setup (pglite-template.ts), when this run has one. */
function pgliteTemplate() {
  const file = inject('pgliteTemplate');
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

export async function createHarness(env: Record<string, string> = {}) {
  const baseUrl = process.env.DATABASE_URL;
  const pgdb = baseUrl ? await freshPostgres(baseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://hookline.test',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...env,
  });
  const ctx: AppContext = await createContext(config, pgdb ? {} : { memory: true, template: pgliteTemplate() });
  const app = await buildApp(ctx, { logger: false });
  // listen on a free loopback port so that the TikTok client reaches the simulator over real HTTP
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') ctx.selfUrl.current = `http://127.0.0.1:${address.port}`;
  return {
    app,
    ctx,
    db: ctx.db,
    kind: ctx.database.kind,
    url: ctx.selfUrl.current,
    dataDir,
    async close() {
      await app.close();
      await ctx.database.close().catch(() => undefined); // a test may have closed it already
      await pgdb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The harness of a test file: created in a beforeAll, closed in an afterAll. The object it returns stands for
 * the harness from the file's first hook on, so that tests and later hooks write `h.app`, `h.db` as before.
 * `env` may be a function when it depends on something an earlier beforeAll starts (a mail or S3 server);
 * vitest runs the before hooks in the order they are registered and the after hooks in reverse, so such a
 * server outlives the app that talks to it.
 */
export function useHarness(env: Record<string, string> | (() => Record<string, string>) = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error(`the harness is read (${String(key)}) before its beforeAll has run`);
      return Reflect.get(current, key);
    },
  });
}
