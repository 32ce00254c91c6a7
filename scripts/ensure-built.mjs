// Builds what `npm start` and the browser journeys run when it is missing or older than its sources: the web app
// (apps/web/dist) and the compiled server (apps/server/dist). A fresh clone therefore needs only `npm ci && npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const parts = [
  {
    name: 'web app',
    workspace: '@hookline/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/public'],
  },
  {
    name: 'server',
    workspace: '@hookline/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
  },
];
const shared = ['packages/shared/src', 'package-lock.json'];

/** The newest modification time of a file or of any file under a folder (0 when missing). */
function newest(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

/** Runs a command; `onChild` learns the process so that a signal can reach it. */
function run(command, args, onChild) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    onChild?.(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds each stale part; resolves with 0, or the failing build's exit code. */
export async function ensureBuilt(onChild) {
  for (const part of parts) {
    const built = newest(path.join(root, part.output));
    const sources = Math.max(...[...part.sources, ...shared].map((s) => newest(path.join(root, s))));
    if (built && built >= sources) continue;
    console.log(`Building the ${part.name} (${built ? 'sources changed' : 'first start'})...`);
    const code = await run('npm', ['run', 'build', '-w', part.workspace], onChild);
    if (code !== 0) return code;
  }
  return 0;
}

// `node scripts/ensure-built.mjs` (the benchmarks): the same, as a command
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/ensure-built.mjs')) {
  process.exitCode = await ensureBuilt();
}
