// `npm start`: builds the web app and the server when missing or stale, then runs the compiled server (PORT,
// DATA_DIR honoured). SIGTERM and SIGINT go on to the server, and this process exits with the server's code (a
// server killed by a signal gives 128 + its number), so a supervisor sees what happened to the server.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(import.meta.dirname, '..');
let current;
let stopping;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopping = sig;
    current?.kill(sig);
  });
}

const exitCode = (code, signal) => code ?? 128 + (os.constants.signals[signal] ?? 0);

const built = await ensureBuilt((child) => {
  current = child;
});
if (stopping) process.exit(exitCode(null, stopping));
if (built !== 0) process.exit(built);

// a young generation of 64 MB a half instead of 16: the API allocates briefly for every answer, and scavenging four
// times less often cut the time the feed spent collecting garbage by a third (docs/performance.md, sixth round)
current = spawn(process.execPath, ['--max-semi-space-size=64', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '8080', ...process.env },
});
current.on('exit', (code, signal) => process.exit(exitCode(code, signal)));
