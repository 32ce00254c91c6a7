// `npm start` as a supervisor runs it (scripts/start.mjs behind npm): SIGTERM and SIGINT reach the server, which
// stops, and the command exits with the server's code; a server killed from outside makes it exit non-zero.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive } from './db/lock';
import { freePort, serverEnv, untilReady } from './test/server-process';
import { until } from './test/until';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-start-'));
const started: ChildProcess[] = [];
const servers: number[] = [];
afterAll(() => {
  // a failing run must not leave a server holding the data folder
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every process below `pid` (children first), from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');

/** `npm start` on a free port with the test's data folder, once /readyz answers: the npm process and the server's pid. */
async function startProduct() {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: serverEnv(port, dataDir),
    stdio: 'ignore',
  });
  started.push(npm);
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal })),
  );
  // the first start may build the web app and the server
  await untilReady(port, { what: 'npm start to answer /readyz', timeoutMs: 240_000 });
  const server = descendants(npm.pid as number).find((pid) => commandOf(pid).includes('apps/server/dist/main.js'));
  if (!server) throw new Error('no server process under npm start');
  servers.push(server);
  return { npm, server, port, exit };
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`passes ${signal} on to the server and exits with its code`, async () => {
      const { npm, server, port, exit } = await startProduct();
      npm.kill(signal);
      const { code } = await exit;
      expect(code).toBe(0);
      await until(() => !alive(server), { what: 'the server to exit', timeoutMs: 30_000 });
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(answer).toBe('refused');
    }, 300_000);
  }

  it('exits non-zero when the server is killed', async () => {
    const { server, exit } = await startProduct();
    process.kill(server, 'SIGKILL');
    const { code } = await exit;
    expect(code).toBe(128 + 9);
  }, 300_000);
});
