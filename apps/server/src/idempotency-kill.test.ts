// An API process killed (SIGKILL) in the middle of keyed approvals (docs/engine.md "Idempotency keys"): the keys it
// claimed without storing an answer are released once the bounded time has passed, so every retry runs or replays,
// none answers "still being processed" for ever, and each video is approved and reserved exactly once. On PGlite
// (a data folder) and on PostgreSQL (DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rawRows } from './db/client';
import { idempotencyKeys } from './db/schema';
import { checkLedger } from './modules/ledger/invariants';
import { IDEMPOTENCY_CLAIM_SECONDS, STILL_PROCESSING } from './plugins/idempotency';
import { createCampaign, createPromotion, createUser, PASSWORD } from './test/factories';
import { freshPostgres } from './test/harness';
import { serverEnv, untilReady } from './test/server-process';

const root = path.resolve(import.meta.dirname, '../../..');
const base = process.env.DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-idem-kill-'));
const VIDEOS = 40;
let url = '';
let dropDatabase: (() => Promise<void>) | undefined;
let adminEmail = '';
let campaignId = 0;
const promotionIds: number[] = [];
const children: ChildProcess[] = [];

const open = () => openDatabase(url ? { databaseUrl: url } : { dataDir });

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv(port, dataDir, { DATABASE_URL: url, WORKER_MODE: 'off', NODE_ENV: 'test' }),
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited };
}

const port = () => 20_000 + Math.floor(Math.random() * 20_000);

async function signIn(p: number) {
  const res = await fetch(`http://127.0.0.1:${p}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

const approval = {
  status: 'reviewed',
  video_uploaded_at: `${new Date().getFullYear()}-01-02 10:00:00`,
  promotion_stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
};

/**
 * The keyed approval of the i-th video, each on its own connection so that all are in flight at once: its status
 * and message, or status 0 when the connection died.
 */
const approve = (p: number, token: string, i: number) =>
  new Promise<{ status: number; message: string }>((resolve) => {
    const body = JSON.stringify(approval);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: p,
        path: `/api/admin/promotions/${promotionIds[i]}`,
        method: 'PUT',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'idempotency-key': `kill-${i}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let message = '';
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? '';
          } catch {
            message = text;
          }
          resolve({ status: res.statusCode ?? 0, message });
        });
        res.on('error', () => resolve({ status: 0, message: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, message: '' }));
    req.end(body);
  });

beforeAll(async () => {
  if (base) {
    const fresh = await freshPostgres(base);
    dropDatabase = fresh.drop;
    url = fresh.url;
  }
  const database = await open();
  try {
    const { user } = await createUser(database.db, { isAdmin: true });
    adminEmail = user.email;
    const campaign = await createCampaign(database.db, { budgetCents: 10_000_000 });
    campaignId = campaign.id;
    for (let i = 0; i < VIDEOS; i++) {
      const { creator } = await createUser(database.db, { creator: { levelId: 4 } });
      promotionIds.push((await createPromotion(database.db, { campaignId, creatorId: creator?.id ?? 0 })).id);
    }
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an API process killed during keyed approvals', () => {
  it('leaves no key stuck: after the bounded time every retry runs or replays, and each video moves money once', async () => {
    // killed while approvals are in flight: each request claims its key, approves, then stores its answer, so a
    // kill a moment after some answers lands inside the next one (tried again, up to 6 times, until it did)
    let stuck = 0;
    for (let attempt = 0; attempt < 6 && stuck === 0; attempt++) {
      const database = await open();
      const answeredBefore = (
        await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.responseStatus} is not null`)
      ).length;
      await database.close();
      const portA = port();
      const first = startServer(portA);
      await untilReady(portA, { what: 'the first server', timeoutMs: 100_000 });
      const tokenA = await signIn(portA);
      let answered = 0;
      let enough: () => void = () => {};
      const someAnswered = new Promise<void>((resolve) => {
        enough = resolve;
      });
      const sent = Array.from({ length: VIDEOS }, (_, i) =>
        approve(portA, tokenA, i).then((r) => {
          if (++answered === answeredBefore + 4) enough();
          return r;
        }),
      );
      await someAnswered;
      await new Promise((r) => setTimeout(r, 3));
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(sent);
      const after = await open();
      try {
        stuck = (await after.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.responseStatus} is null`))
          .length;
      } finally {
        await after.close();
      }
    }
    // what the crash left: keys claimed with no answer stored; the bounded time then passes
    expect(stuck).toBeGreaterThan(0);
    const database = await open();
    try {
      await database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - ${IDEMPOTENCY_CLAIM_SECONDS + 1} * interval '1 second'` })
        .where(sql`${idempotencyKeys.responseStatus} is null`);
    } finally {
      await database.close();
    }

    const portB = port();
    const second = startServer(portB);
    await untilReady(portB, { what: 'the restarted server', timeoutMs: 100_000 });
    const tokenB = await signIn(portB);
    const retried = await Promise.all(Array.from({ length: VIDEOS }, (_, i) => approve(portB, tokenB, i)));
    // each retry replays the stored answer or runs: approved now, or found approved by the request that committed
    // before the kill without storing its answer; never "still being processed"
    for (const r of retried) {
      expect(r.message).not.toBe(STILL_PROCESSING);
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(r.message).toMatch(/reviewed/);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    const final = await open();
    try {
      const rows = await rawRows<{ status: string; reservations: number }>(
        final.db,
        sql`select p.status, (select count(*)::int from ledger_transactions t
                              where t.promotion_id = p.id and t.kind = 'reservation') as reservations
            from promotions p where p.campaign_id = ${campaignId}`,
      );
      expect(rows).toHaveLength(VIDEOS);
      for (const r of rows) expect(r).toEqual({ status: 'reviewed', reservations: 1 });
      expect(await checkLedger(final.db, { campaignId })).toEqual([]);
    } finally {
      await final.close();
    }
  }, 300_000);
});
