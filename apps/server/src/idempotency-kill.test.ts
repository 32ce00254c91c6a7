// An API process killed (SIGKILL) in the middle of keyed approvals (docs/engine.md "Idempotency keys"): a keyed
// request stores its answer in the transaction of its work, so after the kill every approved video has its answer
// stored and every key without one has nothing committed. A retry after a committed request gets the original status
// and body; a key whose request rolled back is released once the bounded time has passed and its retry runs; none
// answers "still being processed" for ever, and each video is approved and reserved exactly once. On PGlite (a data
// folder) and on PostgreSQL (DATABASE_URL).
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
import { freePort, serverEnv, untilReady } from './test/server-process';

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

type Answer = { status: number; message: string; body: unknown; replayed: boolean };

/**
 * The keyed approval of the i-th video, each on its own connection so that all are in flight at once: its status,
 * message and body, or status 0 when the connection died.
 */
const approve = (p: number, token: string, i: number) =>
  new Promise<Answer>((resolve) => {
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
          let body: unknown = null;
          let message = '';
          try {
            body = JSON.parse(text);
            message = (body as { message?: string }).message ?? '';
          } catch {
            message = text;
          }
          resolve({
            status: res.statusCode ?? 0,
            message,
            body,
            replayed: res.headers['idempotent-replayed'] === 'true',
          });
        });
        res.on('error', () => resolve({ status: 0, message: '', body: null, replayed: false }));
      },
    );
    req.on('error', () => resolve({ status: 0, message: '', body: null, replayed: false }));
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

type Video = {
  status: string;
  reservations: number;
  claimed: boolean;
  answerStatus: number | null;
  answerBody: unknown;
};

/** Each video (in the order of its key kill-<i>) with its key's stored answer, read while no server runs. */
async function videosAndKeys(): Promise<Video[]> {
  const database = await open();
  try {
    const rows = await rawRows<{ id: number; status: string; reservations: number }>(
      database.db,
      sql`select p.id, p.status, (select count(*)::int from ledger_transactions t
                                  where t.promotion_id = p.id and t.kind = 'reservation') as reservations
            from promotions p where p.campaign_id = ${campaignId}`,
    );
    const keys = await database.db.select().from(idempotencyKeys);
    return promotionIds.map((id, i) => {
      const p = rows.find((r) => r.id === id);
      const k = keys.find((r) => r.key === `kill-${i}`);
      return {
        status: p?.status ?? 'missing',
        reservations: p?.reservations ?? -1,
        claimed: k !== undefined,
        answerStatus: k?.responseStatus ?? null,
        answerBody: k?.responseBody ?? null,
      };
    });
  } finally {
    await database.close();
  }
}

describe('an API process killed during keyed approvals', () => {
  it('keeps work and answer together: a committed request replays its answer, a rolled-back one runs, money moves once', async () => {
    // the first 200 each key's client received before a kill (a later attempt replays the keys answered earlier)
    const received = new Map<number, unknown>();
    // killed while approvals are in flight: a kill a moment after some answers lands inside the next ones (tried
    // again, up to 6 times, until a key was left without an answer)
    let unanswered = 0;
    for (let attempt = 0; attempt < 6 && unanswered === 0; attempt++) {
      const answeredBefore = (await videosAndKeys()).filter((v) => v.answerStatus !== null).length;
      const portA = await freePort();
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
          if (r.status === 200 && !received.has(i)) received.set(i, r.body);
          if (++answered === answeredBefore + 4) enough();
          return r;
        }),
      );
      await someAnswered;
      await new Promise((r) => setTimeout(r, 3));
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(sent);
      const state = await videosAndKeys();
      // what the kill left is whole: an approved video has its answer stored, a key without one moved nothing
      for (const v of state) {
        if (v.status === 'reviewed') {
          expect(v).toMatchObject({ reservations: 1, answerStatus: 200 });
        } else {
          expect(v).toMatchObject({ status: 'submitted', reservations: 0, answerStatus: null });
        }
      }
      unanswered = state.filter((v) => v.claimed && v.answerStatus === null).length;
    }
    expect(unanswered).toBeGreaterThan(0);

    const before = await videosAndKeys();
    // the bounded time passes (the answer within it, "still being processed", is plugins/idempotency.test.ts's)
    const database = await open();
    try {
      await database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - ${IDEMPOTENCY_CLAIM_SECONDS + 1} * interval '1 second'` })
        .where(sql`${idempotencyKeys.responseStatus} is null`);
    } finally {
      await database.close();
    }

    const portB = await freePort();
    const second = startServer(portB);
    await untilReady(portB, { what: 'the restarted server', timeoutMs: 100_000 });
    const tokenB = await signIn(portB);
    const retried = await Promise.all(Array.from({ length: VIDEOS }, (_, i) => approve(portB, tokenB, i)));
    second.child.kill('SIGTERM');
    await second.exited;

    let replays = 0;
    let runs = 0;
    retried.forEach((r, i) => {
      const was = before[i];
      expect(r.message).not.toBe(STILL_PROCESSING);
      expect(r.status, r.message).toBe(200);
      if (was?.answerStatus === 200) {
        // committed before the kill: the original answer, whether or not its client received it
        expect(r.replayed).toBe(true);
        expect(r.body).toEqual(was.answerBody);
        if (received.has(i)) expect(r.body).toEqual(received.get(i));
        replays++;
      } else {
        // rolled back (or never started): the retry runs the approval
        expect(r.replayed).toBe(false);
        expect((r.body as { data: { status: string } }).data.status).toBe('reviewed');
        runs++;
      }
    });
    expect(replays).toBeGreaterThan(0);
    expect(runs).toBeGreaterThan(0);

    for (const v of await videosAndKeys()) expect(v).toMatchObject({ status: 'reviewed', reservations: 1 });
    const final = await open();
    try {
      expect(await checkLedger(final.db, { campaignId })).toEqual([]);
    } finally {
      await final.close();
    }
  }, 300_000);
});
