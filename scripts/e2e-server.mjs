// Playwright's web server: the built product on 127.0.0.1:$PORT with a fresh data folder seeded with demo data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '4173';
const built = await ensureBuilt();
if (built !== 0) process.exit(built);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
// the compiled server, as `npm start` and the image run it
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = (sig) => child.kill(sig);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
