// Two API processes and one worker process on one PostgreSQL and one object store (loopback only).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './cli/seed-demo';
import { openDatabase } from './db/client';
import { freshPostgres } from './test/harness';

const root = path.resolve(import.meta.dirname, '../../..');
const base = process.env.DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-scale-'));
const port = (n: number) => 21_000 + Math.floor(Math.random() * 9_000) + n;
const portA = port(0);
const portB = portA + 1;
let url = '';
let dropDatabase: (() => Promise<void>) | undefined;
const procs: Record<string, { child: ChildProcess; exited: Promise<number | null> }> = {};

function start(name: string, script: string, p: number, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${p}`,
      ...extra,
    },
    stdio: 'ignore',
  });
  procs[name] = { child, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function waitReady(p: number) {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`http://127.0.0.1:${p}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${p} did not become ready`);
}

const api = (p: number, pathname: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`http://127.0.0.1:${p}${pathname}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  });

async function signIn(p: number, email: string, password = 'hookline-demo-1') {
  const res = await api(p, '/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email, password }) });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  const fresh = await freshPostgres(base);
  dropDatabase = fresh.drop;
  url = fresh.url;
  const database = await openDatabase({ databaseUrl: url });
  await seedDemo(database.db);
  await database.close();
  // API instances do not run jobs; the worker reaches the TikTok simulator through instance A
  start('a', 'apps/server/src/main.ts', portA, { WORKER_MODE: 'off' });
  start('b', 'apps/server/src/main.ts', portB, { WORKER_MODE: 'off' });
  start('worker', 'apps/server/src/worker.ts', portA);
  await Promise.all([waitReady(portA), waitReady(portB)]);
});

afterAll(async () => {
  for (const { child } of Object.values(procs)) child.kill('SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('several API instances and a worker on one PostgreSQL', () => {
  it('a token from A works on B; signing out on A revokes it on B', async () => {
    const token = await signIn(portA, 'creator@demo.hookline.test');
    expect((await api(portB, '/api/auth/me', { token })).status).toBe(200);
    expect((await api(portB, '/api/auth/me', { token })).status).toBe(200); // B keeps the session now
    expect((await api(portA, '/api/auth/sign-out', { method: 'POST', token })).status).toBe(204);
    // B drops it when the change notification arrives, a moment after A's commit
    let status = 0;
    for (let i = 0; i < 100 && status !== 401; i++) {
      status = (await api(portB, '/api/auth/me', { token })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect((await api(portB, '/api/auth/me', { token })).status).toBe(401);
  });

  it('login throttling counts failures made against A and B together', async () => {
    const email = 'creator1@demo.hookline.test';
    for (let i = 0; i < 5; i++) {
      await api(i % 2 ? portA : portB, '/api/auth/sign-in', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'wrong-one' }),
      });
    }
    const res = await api(portA, '/api/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'hookline-demo-1' }),
    });
    expect(res.status).toBe(429);
  });

  it('Update Stats requested through A runs once, in the worker, and its result shows through B', async () => {
    const token = await signIn(portA, 'admin@demo.hookline.test');
    const list = (await (await api(portA, '/api/admin/campaigns?search_string=Midnight', { token })).json()) as {
      data: { items: { id: number }[] };
    };
    const campaignId = list.data.items[0]?.id;
    const before = (await (
      await api(portB, `/api/admin/campaigns/${campaignId}/promotions?promotion_type=reviewed`, { token })
    ).json()) as {
      data: { items: { promotion_stat_latest: { views_count: number } }[] };
    };
    const c1 = new pg.Client({ connectionString: url });
    await c1.connect();
    const readsBefore = (
      await c1.query(
        'select count(*)::int as n from promotion_stats s join promotions p on p.id = s.promotion_id where p.campaign_id = $1',
        [campaignId],
      )
    ).rows[0].n as number;
    await c1.end();
    const res = await api(portA, `/api/admin/campaigns/${campaignId}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ campaign_update: true }),
    });
    const { job_id } = (await res.json()) as { job_id: number };
    let state = '';
    for (let i = 0; i < 100 && state !== 'completed'; i++) {
      const tasks = (await (await api(portB, '/api/schedule/get_scheduled_tasks', { token })).json()) as {
        scheduled_tasks: [number, string, { state: string }][];
      };
      state = tasks.scheduled_tasks.find((t) => t[0] === job_id)?.[2].state ?? '';
      if (state !== 'completed') await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('completed');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query('select attempts, locked_by from jobs where id = $1', [job_id]);
    await c.end();
    expect(rows[0].attempts).toBe(1);
    expect(rows[0].locked_by).toMatch(new RegExp(`^worker-${procs.worker?.child.pid}-`));
    const after = (await (
      await api(portB, `/api/admin/campaigns/${campaignId}/promotions?promotion_type=reviewed`, { token })
    ).json()) as typeof before;
    // the run read TikTok again: a new stats read is stored and shows through B (the simulator's figure may equal the
    // one the worker's own recurring refresh read just before, so the views only never go down)
    const c2 = new pg.Client({ connectionString: url });
    await c2.connect();
    const reads = await c2.query(
      'select count(*)::int as n from promotion_stats s join promotions p on p.id = s.promotion_id where p.campaign_id = $1',
      [campaignId],
    );
    await c2.end();
    expect(reads.rows[0].n).toBeGreaterThan(readsBefore);
    expect(after.data.items[0]?.promotion_stat_latest.views_count).toBeGreaterThanOrEqual(
      before.data.items[0]?.promotion_stat_latest.views_count ?? 0,
    );
  });

  it('a file uploaded through A downloads through B', async () => {
    const token = await signIn(portA, 'admin@demo.hookline.test');
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(16)])], { type: 'image/png' }),
      'cover.png',
    );
    const up = await fetch(`http://127.0.0.1:${portA}/api/admin/uploads?kind=image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const { url: fileUrl } = (await up.json()) as { url: string };
    const down = await api(portB, fileUrl);
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('image/png');
  });

  it('SIGTERM to A under load: in-flight requests finish, A exits 0, B serves without errors', async () => {
    const token = await signIn(portB, 'creator@demo.hookline.test');
    const results = { a: [] as number[], b: [] as number[] };
    let stop = false;
    const loop = async (p: number, into: number[]) => {
      while (!stop)
        into.push(
          await api(p, '/api/levels', { token }).then(
            (r) => r.status,
            () => 0,
          ),
        );
    };
    const loops = [...Array(4)].flatMap(() => [loop(portA, results.a), loop(portB, results.b)]);
    await new Promise((r) => setTimeout(r, 500));
    procs.a?.child.kill('SIGTERM');
    const code = await procs.a?.exited;
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(loops);
    expect(code).toBe(0);
    expect(results.b.length).toBeGreaterThan(10);
    expect(results.b.every((s) => s === 200)).toBe(true);
    // at A: answered requests succeeded or were refused with 503 while closing; after exit, connections fail (0)
    expect(results.a.every((s) => s === 200 || s === 503 || s === 0)).toBe(true);
    expect(results.a.filter((s) => s === 200).length).toBeGreaterThan(0);
  });
});
