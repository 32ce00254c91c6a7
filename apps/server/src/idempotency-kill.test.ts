// An API process killed (SIGKILL) in the middle of keyed approvals (docs/engine.md "Idempotency keys"): the keys it
// claimed without storing an answer are released once the bounded time has passed, so every retry runs or replays,
// none answers "still being processed" for ever, and each video is approved and reserved exactly once. On PGlite
// (a data folder) and on PostgreSQL (DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
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

/** The keyed approval of the i-th video: its status and message, or status 0 when the connection died. */
const approve = (p: number, token: string, i: number) =>
  fetch(`http://127.0.0.1:${p}/api/admin/promotions/${promotionIds[i]}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `kill-${i}` },
    body: JSON.stringify(approval),
  }).then(
    async (r) => ({ status: r.status, message: ((await r.json()) as { message?: string }).message ?? '' }),
    () => ({ status: 0, message: '' }),
  );

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
    const portA = port();
    const first = startServer(portA);
    await untilReady(portA, { what: 'the first server', timeoutMs: 100_000 });
    const tokenA = await signIn(portA);
    const sent = Array.from({ length: VIDEOS }, (_, i) => approve(portA, tokenA, i));
    // killed as soon as the first approval is answered, with the others in flight
    await Promise.race(sent);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = await Promise.all(sent);
    expect(before.some((r) => r.status === 0)).toBe(true);

    // what the crash left: keys claimed with no answer stored; the bounded time then passes
    let database = await open();
    try {
      const stuck = await database.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.responseStatus} is null`);
      expect(stuck.length).toBeGreaterThan(0);
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

    database = await open();
    try {
      const rows = await rawRows<{ status: string; reservations: number }>(
        database.db,
        sql`select p.status, (select count(*)::int from ledger_transactions t
                              where t.promotion_id = p.id and t.kind = 'reservation') as reservations
            from promotions p where p.campaign_id = ${campaignId}`,
      );
      expect(rows).toHaveLength(VIDEOS);
      for (const r of rows) expect(r).toEqual({ status: 'reviewed', reservations: 1 });
      expect(await checkLedger(database.db, { campaignId })).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
