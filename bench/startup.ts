// Start-up: `npm start` (scripts/start.mjs) on an already-built tree until /readyz answers, on PGlite — once on an
// empty data folder (migrations and reference data run) and once on the folder that first start left behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

export type StartupResult = { firstStartMs: number; restartMs: number };

export async function benchStartup(): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-startup-'));
  const target = { kind: 'pglite' as const, dataDir };
  try {
    const first = await startServer(target, {}, ['scripts/start.mjs']);
    await first.stop();
    const again = await startServer(target, {}, ['scripts/start.mjs']);
    await again.stop();
    console.log(
      `  npm start → /readyz: ${first.readyMs.toFixed(0)} ms on an empty data folder, ${again.readyMs.toFixed(0)} ms on an existing one`,
    );
    return { firstStartMs: first.readyMs, restartMs: again.readyMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStartup();
}
