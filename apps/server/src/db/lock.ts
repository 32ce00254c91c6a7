// PGlite is one process: the server holds DATA_DIR/server.lock; CLI commands refuse to open a held folder.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = (dataDir: string) => path.join(dataDir, 'server.lock');

/** Whether process `pid` still runs (signal 0 only asks). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function holderOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireLock(dataDir: string) {
  const holder = holderOf(dataDir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder} (a running Hookline server). ` +
        'Stop the server first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockPath(dataDir), String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockPath(dataDir), 'utf8') === String(process.pid)) fs.rmSync(lockPath(dataDir));
    } catch {
      /* already gone */
    }
  };
}
