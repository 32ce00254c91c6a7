// Vitest global setup of the server tests: one in-memory PGlite is created, migrated and given its reference
// data once per run, and its data folder is written to a file that every test harness starts from. Creating
// an empty PGlite (initdb inside WebAssembly) costs several seconds, paid once instead of once per test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates and seeds an empty in-memory PGlite and writes its data folder to `file`. */
async function writeTemplate(file: string) {
  const database = await openDatabase({ memory: true });
  if (!database.pglite) throw new Error('an in-memory database is a PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  // the PostgreSQL run makes a fresh database per harness; the template is PGlite's only
  if (process.env.DATABASE_URL) return;
  const file = path.join(os.tmpdir(), `hookline-pglite-template-${process.pid}.tar`);
  await writeTemplate(file);
  // openDatabase runs neither the migrator nor the reference data on a template (db/client.ts): a watch run
  // builds it again before each rerun, so a migration added meanwhile still reaches the tests
  project.onTestsRerun(() => writeTemplate(file));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
