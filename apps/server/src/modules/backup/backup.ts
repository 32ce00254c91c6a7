// Backups: PGlite's dumpDataDir (a gzipped tarball of the data folder) for the embedded database,
// pg_dump / pg_restore (custom format) for PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../db/client';
import { acquireLock } from '../../db/lock';

const run = (cmd: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.trim()}`))));
  });

export async function backupPglite(dataDir: string, outFile: string) {
  const release = acquireLock(dataDir); // never copy a folder a running server is writing
  try {
    const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    fs.writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    release();
  }
}

export async function restorePglite(inFile: string, dataDir: string, o: { force?: boolean } = {}) {
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    if (!o.force) throw new Error(`${target} is not empty: pass --force to replace it`);
  }
  const release = acquireLock(dataDir);
  try {
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create(target, {
      loadDataDir: new Blob([fs.readFileSync(inFile)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
}

export const backupPostgres = (databaseUrl: string, outFile: string) =>
  run('pg_dump', ['-Fc', '--no-owner', '-f', outFile, databaseUrl]);

export const restorePostgres = (inFile: string, databaseUrl: string) =>
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '-d', databaseUrl, inFile]);
