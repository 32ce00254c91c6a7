// The real process: `npm start`'s server answers /readyz, redirects / to MARKETING_URL, and on SIGTERM
// finishes in-flight work, closes the database, releases the data folder and exits 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@hookline/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, serverEnv, untilReady } from './test/server-process';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-life-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: serverEnv(port, dataDir, { MARKETING_URL: 'https://hookline.example/', NODE_ENV: 'test' }),
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // a first start creates and migrates the data folder: slow on a busy machine, so only its end is awaited
      await untilReady(port, { what: 'the server to be ready', timeoutMs: 100_000 });
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      const home = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('https://hookline.example/');
      const inFlight = fetch(`http://127.0.0.1:${port}/api/levels`).then((r) => r.status);
      child.kill('SIGTERM');
      expect([200, 401, 503]).toContain(await inFlight);
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  }, 150_000);

  it('while draining after SIGTERM, a new request on a kept-alive connection gets 503, not a broken connection', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: serverEnv(port, dataDir, { NODE_ENV: 'test' }),
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (pathname: string) =>
      new Promise<{ status: number; connection?: string; body: string; socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socket: req.socket }),
          );
        });
        req.on('error', reject);
      });
    try {
      await untilReady(port, { what: 'the server to be ready', timeoutMs: 100_000 });
      const first = await get('/api/levels');
      expect(first.connection).toBe('keep-alive');
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200)); // the server has begun to shut down
      const next = await get('/api/levels');
      expect(next.socket).toBe(first.socket); // the same kept-alive connection
      expect(next.status).toBe(503);
      expect(next.connection).toBe('close');
      expect(JSON.parse(next.body)).toEqual({
        message: MSG.tryAgainLater,
        code: 'UNAVAILABLE',
        key: 'tryAgainLater',
        request_id: expect.any(String),
      });
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
    }
  }, 150_000);
});
