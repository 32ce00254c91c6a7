// The mixed workload (`npm run bench -- --mix`): many users on many URLs while writes commit and the stats refresh
// job runs, on the seeded dataset. Reproducible from a seed: the users, their URLs, the write targets and the order
// of requests all follow from it (the dataset's state moves on with every run's writes; the targets of the writes
// are chosen from that state at the start).
//
// For BENCH_MIX_DURATION s (60) at BENCH_MIX_CONNECTIONS (50) connections, each connection sends the next request of
// one seeded sequence as soon as its previous answer is in:
//   70 % creators (2,000 distinct): campaign feed, a campaign's page, their own videos, credits (balance, history)
//   15 % musicians (all 500): campaign list, a campaign's dashboard
//   10 % admin: campaign lists over varied pages, people searches over varied strings, a campaign's promotions
//    5 % writes: join a campaign, submit a video, approve a video, add views after three days (settles it)
// while `bench/stats-job.ts` runs the stats refresh job against the TikTok simulator over the reviewed videos.
// /readyz is measured by the same client on the same server just before, so the ratio is the same run's.
// Before the measured seconds, BENCH_MIX_WARMUP s (10) of the same mix with the stats job running warm the server up:
// a server that has just started meets the writes for the first time (V8 has not optimised them; each pooled
// connection plans their statements and compiles the trigger functions on first use). The reads' p99 of those
// seconds, the cold start, is reported apart (docs/performance.md, twelfth round).
// A 409 is a refusal, counted apart from the errors: the business answer to a write that no longer fits the state
// (adding views to a video the stats job has just held for a fraud review); an error is anything else that is not a
// success (a 5xx, another 4xx, a timeout), so "0 errors" means no such answer.
//
// `--cpu-prof` writes the server's V8 profile of the run to bench/results/profiles/ (bench:probe reads it the same way).
// The run reports the CPU each request cost the server, PostgreSQL and the load generator (bench/cpu.ts);
// `--statements` also counts the statements the server sent (bench/count-statements.ts).
// `--writes` is for working on the writes: only the writes are sent, without the stats job, until their targets
// run out or the time is up; its figures are not the mix's (it is never written to the results).
//
// The server runs with NODE_ENV=development only so that it mounts the TikTok simulator (a submission checks the
// video with TikTok); nothing else differs from production.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../apps/server/src/db/client';
import { type CpuSeconds, cpuPerRequest, cpuSeconds, formatCpu } from './cpu';
import { Connection } from './http-client';
import { benchPool, profileArgs, SERVER_MAIN, SERVER_NODE_FLAGS, startServer, statementCounting } from './server';
import { type BenchTarget, openBench, ROOT, targetFromEnv } from './target';

export type MixEndpoint = {
  name: string;
  kind: 'read' | 'write';
  requests: number;
  /** answers other than a success or a refusal: 5xx, other 4xx, timeouts */
  errors: number;
  /** 409 refusals: a write the state no longer allows (absent in results from before they were counted apart) */
  refusals?: number;
  p50: number;
  p99: number;
};

export type MixRun = {
  seconds: number;
  connections: number;
  readyzRps: number;
  rps: number;
  ratioToReadyz: number;
  requests: number;
  errors: number;
  /** 409 refusals (absent in results from before they were counted apart: counted among the errors then) */
  refusals?: number;
  endpoints: MixEndpoint[];
  /** CPU milliseconds a request by process during the run (absent in results from before it was measured) */
  cpu?: CpuSeconds;
  /** the statements the server sent a request, with `--statements` */
  statements?: number;
  /** the stats refresh job during the run */
  statsJob: { refreshed: number; settled: number; tiktokCalls: number; videosPerSecond: number };
  /**
   * The warm-up before the measured seconds: the same mix at the same connections, the stats job running, on a server
   * that has just started (absent in results from before the warm-up was the mix itself). Its reads' tail is the
   * cold start (the header of this file).
   */
  warmUp?: { seconds: number; requests: number; errors: number; readP50: number; readP99: number };
  /**
   * The reads' p50 and p99 by second of the measured run, by when each request was sent (absent in results from
   * before it was recorded): where the tail comes from, a steady queue or a few bad seconds.
   */
  readSeconds?: { p50: number; p99: number }[];
  /** the first few errors, for the report */
  failures: string[];
  /** the first few refusals, for the report */
  refused?: string[];
};

export type MixResult = { seed: number; runs: MixRun[] };

const DURATION = Number(process.env.BENCH_MIX_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_MIX_CONNECTIONS ?? 50);
const WARM_UP = Number(process.env.BENCH_MIX_WARMUP ?? 10);
export const MIX_TARGET = 'p99 < 100 ms every read, 0 errors, mix ≥ 30 % of /readyz';

/** mulberry32: a small seeded generator, so the sequence is the same on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Req = { name: string; kind: 'read' | 'write'; method: string; path: string; token: string; body?: unknown };

/** A PostgreSQL array literal, sent as one parameter (a JS array would become one parameter per element). */
const pgArray = (xs: (string | number | boolean)[]) => `{${xs.map((x) => `"${String(x)}"`).join(',')}}`;

type Creator = { id: number; userId: number; campaigns: number[]; token: string };
type Musician = { userId: number; campaigns: number[]; token: string };

async function issueSessions(target: BenchTarget, userIds: number[]) {
  const database = await openBench(target, 2);
  try {
    const tokens = new Map<number, string>();
    for (const id of userIds) tokens.set(id, crypto.randomBytes(32).toString('base64url'));
    const hash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
    for (let i = 0; i < userIds.length; i += 1000) {
      const part = userIds.slice(i, i + 1000);
      await database.db.execute(sql`
        insert into sessions (user_id, token_hash, mfa_passed, expires_at)
        select * from unnest(${pgArray(part)}::int[], ${pgArray(part.map((u) => hash(tokens.get(u) ?? '')))}::text[],
                             ${pgArray(part.map(() => true))}::boolean[],
                             ${pgArray(part.map(() => new Date(Date.now() + 86_400_000).toISOString()))}::timestamptz[])`);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

/**
 * Every creator has TikTok connected to the simulator (the dataset leaves tokens out); reviewed videos were uploaded
 * in the last 60 hours, as they are in service (older ones would have been settled), so the refresh job reads and
 * writes their stats without settling the dataset away.
 */
export async function prepareRefresh(db: Db) {
  await db.execute(sql`
    update creators set tiktok_access_token = 'sim-at.' || replace(replace(rtrim(encode(convert_to(tiktok_username, 'UTF8'), 'base64'), '='), '+', '-'), '/', '_'),
      tiktok_refresh_token = 'sim-rt.' || replace(replace(rtrim(encode(convert_to(tiktok_username, 'UTF8'), 'base64'), '='), '+', '-'), '/', '_'),
      tiktok_token_expires_at = now() + interval '10 years'
    where tiktok_username is not null and (tiktok_token_expires_at is null or tiktok_token_expires_at < now() + interval '1 day')`);
  await db.execute(sql`
    update promotions set video_uploaded_at = now() - (id % 60) * interval '1 hour'
    where status = 'reviewed' and (video_uploaded_at is null or video_uploaded_at < now() - interval '60 hours')`);
}

/** Users, their URLs and the write targets, chosen from the dataset with the seed. */
async function plan(target: BenchTarget, seed: number) {
  const database = await openBench(target, 2);
  const db = database.db;
  const rand = rng(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
  try {
    await prepareRefresh(db);
    const creatorRows = await rawRows<{ id: number; user_id: number; campaigns: number[] }>(
      db,
      sql`select c.id, c.user_id, array_agg(p.campaign_id order by p.campaign_id) as campaigns
          from creators c join users u on u.id = c.user_id
          join promotions p on p.creator_id = c.id join campaigns k on k.id = p.campaign_id and k.status = 'active'
          where c.status = 'active' and u.email like 'creator%@bench.test' and c.id > 1
          group by c.id order by c.id`,
    );
    // 2,000 distinct creators, chosen with the seed
    const shuffled = [...creatorRows];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as (typeof shuffled)[number], shuffled[i] as (typeof shuffled)[number]];
    }
    const chosen = shuffled.slice(0, 2000).sort((a, b) => a.id - b.id);
    const musicianRows = await rawRows<{ user_id: number; campaigns: number[] }>(
      db,
      sql`select m.user_id, array_agg(c.id order by c.id) as campaigns from musicians m
          join campaigns c on c.musician_id = m.id group by m.user_id order by m.user_id`,
    );
    const [admin] = await rawRows<{ id: number }>(db, sql`select id from users where email = 'admin@bench.test'`);
    const creatorIds = chosen.map((c) => c.id);
    // write targets among the chosen creators' promotions (each used once) and campaigns of active campaigns
    const pending = await rawRows<{ id: number; creator_id: number }>(
      db,
      sql`select p.id, p.creator_id from promotions p join campaigns k on k.id = p.campaign_id and k.status = 'active'
          where p.status = 'pending' and p.creator_id = any(${pgArray(creatorIds)}::int[]) order by p.id`,
    );
    const submitted = await rawRows<{ id: number }>(
      db,
      sql`select p.id from promotions p join campaigns k on k.id = p.campaign_id and k.status = 'active'
          where p.status = 'submitted' and k.budget_left_cents >= 100000 order by p.id`,
    );
    const reviewed = await rawRows<{ id: number }>(
      db,
      sql`select p.id from promotions p join campaigns k on k.id = p.campaign_id and k.status = 'active'
          where p.status = 'reviewed' and p.reserved_cents > 0
            and not exists (select 1 from fraud_checks f where f.promotion_id = p.id and f.held_at is not null)
          order by p.id`,
    );
    const tokens = await issueSessions(target, [
      ...(admin ? [admin.id] : []),
      ...chosen.map((c) => c.user_id),
      ...musicianRows.map((m) => m.user_id),
    ]);
    const creators: Creator[] = chosen.map((c) => ({
      id: c.id,
      userId: c.user_id,
      campaigns: c.campaigns,
      token: tokens.get(c.user_id) ?? '',
    }));
    const musicians: Musician[] = musicianRows.map((m) => ({
      userId: m.user_id,
      campaigns: m.campaigns,
      token: tokens.get(m.user_id) ?? '',
    }));
    const byCreatorId = new Map(creators.map((c) => [c.id, c]));
    const shuffle = <T>(list: T[]) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    };
    return {
      creators,
      musicians,
      adminToken: tokens.get(admin?.id ?? 0) ?? '',
      pending: shuffle(pending).map((p) => ({ id: p.id, creator: byCreatorId.get(p.creator_id) as Creator })),
      submitted: shuffle(submitted).map((p) => p.id),
      reviewed: shuffle(reviewed).map((p) => p.id),
      rand,
      pick,
    };
  } finally {
    await database.close();
  }
}

type Plan = Awaited<ReturnType<typeof plan>>;

const SEARCHES = ['creator12', 'Schmidt', 'bench_ava', 'musician4', 'Rossi', 'creator777', 'Hugo', 'bench_mila_1'];

/** Join targets: campaigns each creator's feed offers (open to them, not joined yet), asked before measuring. */
async function joinTargets(url: string, p: Plan, count: number) {
  const out: { creator: Creator; campaignId: number }[] = [];
  const taken = new Set<string>();
  for (const creator of p.creators.slice(0, count)) {
    const res = await fetch(`${url}/api/campaigns?page=1&per_page=20`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    if (!res.ok) continue;
    const body = (await res.json()) as { data: { items: { id: number }[] } };
    // the feed also lists the campaigns they joined (to show them as joined)
    const campaign = body.data.items.find(
      (c) => !creator.campaigns.includes(c.id) && !taken.has(`${creator.id} ${c.id}`),
    );
    if (!campaign) continue;
    taken.add(`${creator.id} ${campaign.id}`);
    out.push({ creator, campaignId: campaign.id });
  }
  return out;
}

function sequence(
  p: Plan,
  joins: { creator: Creator; campaignId: number }[],
  writesOnly = false,
): () => Req | undefined {
  const { rand, pick } = p;
  const pending = [...p.pending];
  const submitted = [...p.submitted];
  const reviewed = [...p.reviewed];
  const joinList = [...joins];
  const creatorRead = (): Req => {
    const c = pick(p.creators);
    const token = c.token;
    const r = rand();
    if (r < 0.35) {
      const page = rand() < 0.8 ? 1 : 2;
      return { name: 'creator campaign feed', kind: 'read', method: 'GET', path: `/api/campaigns?page=${page}`, token };
    }
    if (r < 0.6) {
      return {
        name: 'creator campaign page',
        kind: 'read',
        method: 'GET',
        path: `/api/campaigns/${pick(c.campaigns)}`,
        token,
      };
    }
    if (r < 0.8) {
      return {
        name: 'creator own videos',
        kind: 'read',
        method: 'GET',
        path: `/api/creators/${c.id}/promotions?page=1&per_page=20`,
        token,
      };
    }
    if (r < 0.9) {
      return {
        name: 'creator credits, balance',
        kind: 'read',
        method: 'GET',
        path: `/api/creators/${c.id}/balance`,
        token,
      };
    }
    return {
      name: 'creator credits, history',
      kind: 'read',
      method: 'GET',
      path: `/api/creators/${c.id}/transactions?page=1&per_page=20`,
      token,
    };
  };
  const musicianRead = (): Req => {
    const m = pick(p.musicians);
    if (rand() < 0.4) {
      return {
        name: 'musician campaign list',
        kind: 'read',
        method: 'GET',
        path: '/api/musician/campaigns',
        token: m.token,
      };
    }
    return {
      name: 'musician campaign dashboard',
      kind: 'read',
      method: 'GET',
      path: `/api/musician/campaigns/${pick(m.campaigns)}`,
      token: m.token,
    };
  };
  const adminRead = (): Req => {
    const token = p.adminToken;
    const r = rand();
    if (r < 0.4) {
      const status = rand() < 0.7 ? 'active' : 'archived';
      const page = 1 + Math.floor(rand() * (status === 'active' ? 30 : 100));
      return {
        name: 'admin campaign list',
        kind: 'read',
        method: 'GET',
        path: `/api/admin/campaigns?campaign_status=${status}&page=${page}&per_page=20`,
        token,
      };
    }
    if (r < 0.7) {
      const s = encodeURIComponent(`${pick(SEARCHES)}${rand() < 0.5 ? Math.floor(rand() * 10) : ''}`);
      return {
        name: 'admin people search',
        kind: 'read',
        method: 'GET',
        path: `/api/admin/users?search_string=${s}&page=1&per_page=20`,
        token,
      };
    }
    const campaign = 2401 + Math.floor(rand() * 600);
    const type = pick(['reviewed', 'succeeded', 'submitted', 'pending']);
    return {
      name: 'admin campaign promotions',
      kind: 'read',
      method: 'GET',
      path: `/api/admin/campaigns/${campaign}/promotions?promotion_type=${type}`,
      token,
    };
  };
  const write = (): Req | undefined => {
    const r = rand();
    if (r < 0.25 && joinList.length) {
      const j = joinList.shift() as (typeof joinList)[number];
      return {
        name: 'join a campaign',
        kind: 'write',
        method: 'POST',
        path: `/api/campaigns/${j.campaignId}/join`,
        token: j.creator.token,
      };
    }
    if (r < 0.5 && pending.length) {
      const pr = pending.shift() as (typeof pending)[number];
      // a video id no simulator rule treats specially (…0000 missing, …6666 wrong sound, …1313, …8888)
      const videoId = String(8_100_000_000_000_000_000n + BigInt(pr.id) * 10n + 7n);
      return {
        name: 'submit a video',
        kind: 'write',
        method: 'POST',
        path: `/api/promotions/${pr.id}/submit-video-url`,
        token: pr.creator.token,
        body: { video_url: `https://www.tiktok.com/@bench/video/${videoId}` },
      };
    }
    if (r < 0.75 && submitted.length) {
      const id = submitted.shift() as number;
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const uploaded = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} 00:00:00`;
      return {
        name: 'approve a video',
        kind: 'write',
        method: 'PUT',
        path: `/api/admin/promotions/${id}`,
        token: p.adminToken,
        body: {
          status: 'reviewed',
          video_uploaded_at: uploaded,
          promotion_stat: { views_count: 1200, likes_count: 100, comments_count: 8, shares_count: 4 },
        },
      };
    }
    if (reviewed.length) {
      return {
        name: 'add views after three days',
        kind: 'write',
        method: 'PUT',
        path: `/api/admin/promotions/${reviewed.shift() as number}`,
        token: p.adminToken,
        body: { views_after_three_days: 1000 + Math.floor(rand() * 50_000) },
      };
    }
    return writesOnly ? undefined : creatorRead();
  };
  if (writesOnly) return write;
  return () => {
    const r = rand();
    if (r < 0.7) return creatorRead();
    if (r < 0.85) return musicianRead();
    if (r < 0.95) return adminRead();
    return write();
  };
}

/** ok: a success (below 400); refused: a 409; neither: an error. */
type Sample = { name: string; kind: 'read' | 'write'; at: number; ms: number; ok: boolean; refused: boolean };

type Notes = { failures: string[]; refused: string[] };

/** Sends `next()`'s requests over `connections` kept-alive connections for `seconds` (bench/http-client.ts). */
async function drive(url: string, next: () => Req | undefined, seconds: number, connections: number, notes: Notes) {
  const { hostname, port } = new URL(url);
  const samples: Sample[] = [];
  const end = performance.now() + seconds * 1000;
  const one = async (connection: Connection, r: Req): Promise<Sample> => {
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const headers: Record<string, string> = {
      ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const started = performance.now();
    try {
      const res = await connection.request(r.method, r.path, headers, body);
      const ms = performance.now() - started;
      const ok = res.status < 400;
      const refused = res.status === 409;
      const list = refused ? notes.refused : notes.failures;
      if (!ok && list.length < 10)
        list.push(`${r.method} ${r.path}: ${res.status} ${res.body.toString().slice(0, 200)}`);
      return { name: r.name, kind: r.kind, at: started, ms, ok, refused };
    } catch (err) {
      const ms = performance.now() - started;
      if (notes.failures.length < 10) notes.failures.push(`${r.method} ${r.path}: ${(err as Error).message}`);
      return { name: r.name, kind: r.kind, at: started, ms, ok: false, refused: false };
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const connection = new Connection(hostname, Number(port));
      try {
        while (performance.now() < end) {
          const r = next();
          if (!r) break; // --writes: no target left
          samples.push(await one(connection, r));
        }
      } finally {
        connection.close();
      }
    }),
  );
  return samples;
}

/** The warm-up's figures: its requests, errors and the reads' p50 and p99. */
function warmUpOf(seconds: number, samples: Sample[]): NonNullable<MixRun['warmUp']> {
  const reads = p50p99(samples.filter((s) => s.kind === 'read').map((s) => s.ms));
  const errors = samples.filter((s) => !s.ok && !s.refused).length;
  return { seconds, requests: samples.length, errors, readP50: reads.p50, readP99: reads.p99 };
}

/** The reads' p50 and p99 by second since `start`, by when each was sent. */
function bySecond(samples: Sample[], start: number) {
  const seconds: number[][] = [];
  for (const s of samples) {
    if (s.kind !== 'read') continue;
    const k = Math.max(0, Math.floor((s.at - start) / 1000));
    const list = seconds[k] ?? [];
    list.push(s.ms);
    seconds[k] = list;
  }
  return Array.from(seconds, (list = []) => p50p99(list));
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) : 0;

/** The p50 and p99 of some latencies, in whole milliseconds. */
function p50p99(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)) };
}

function startStatsJob(target: BenchTarget): { ready: Promise<void>; stop: () => Promise<MixRun['statsJob']> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/stats-job.ts', '--db', target.kind], {
    cwd: ROOT,
    // the same database as the server's, whatever scale picked it
    env: { ...process.env, ...(target.kind === 'postgres' ? { BENCH_DATABASE_URL: target.url } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let started = performance.now();
  let isReady = false;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (!isReady && out.includes('"ready":true')) {
        isReady = true;
        started = performance.now();
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the stats job exited with ${code} before it was ready`)));
  });
  return {
    ready,
    stop: async () => {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
      const seconds = (performance.now() - started) / 1000;
      const last =
        out
          .trim()
          .split('\n')
          .find((l) => l.includes('"totals"')) ?? '{}';
      const totals = (JSON.parse(last) as { totals?: { refreshed: number; settled: number; calls: number } }).totals;
      return {
        refreshed: totals?.refreshed ?? 0,
        settled: totals?.settled ?? 0,
        tiktokCalls: totals?.calls ?? 0,
        videosPerSecond: (totals?.refreshed ?? 0) / seconds,
      };
    },
  };
}

type RunOptions = { writesOnly?: boolean; countStatements?: boolean };

async function runOnce(target: BenchTarget, seed: number, o: RunOptions = {}): Promise<MixRun> {
  const p = await plan(target, seed);
  const counting = o.countStatements && target.kind === 'postgres' ? statementCounting() : undefined;
  const server = await startServer(target, { NODE_ENV: 'development', ...benchPool(target.kind), ...counting?.env }, [
    ...profileArgs(),
    ...SERVER_NODE_FLAGS,
    ...(counting?.args ?? []),
    SERVER_MAIN,
  ]);
  const notes: Notes = { failures: [], refused: [] };
  try {
    const warmUpSeconds = o.writesOnly ? 0 : WARM_UP;
    const joins = await joinTargets(server.url, p, Math.ceil((DURATION + warmUpSeconds) * 8));
    const readyz: Req = { name: 'readyz', kind: 'read', method: 'GET', path: '/readyz', token: '' };
    await drive(server.url, () => readyz, 2, 10, notes); // warm-up
    const readySamples = o.writesOnly
      ? []
      : await drive(server.url, () => readyz, Math.min(DURATION, 10), CONNECTIONS, notes);
    const readyzRps = readySamples.length / Math.min(DURATION, 10);
    const next = sequence(p, joins, o.writesOnly);
    const job = o.writesOnly ? undefined : startStatsJob(target);
    await job?.ready;
    // the warm-up: the same mix (its writes take the first targets) with the stats job running, not measured
    const warmUpSamples = warmUpSeconds
      ? await drive(server.url, next, warmUpSeconds, CONNECTIONS, { failures: [], refused: [] })
      : [];
    const statementsBefore = counting ? (await counting.read(server.child)).count : 0;
    const cpuBefore = cpuSeconds(server.child.pid);
    const started = performance.now();
    const samples = await drive(server.url, next, DURATION, CONNECTIONS, notes);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuPerRequest(cpuBefore, cpuSeconds(server.child.pid), samples.length);
    const statements = counting
      ? ((await counting.read(server.child)).count - statementsBefore) / (samples.length || 1)
      : undefined;
    const statsJob = (await job?.stop()) ?? { refreshed: 0, settled: 0, tiktokCalls: 0, videosPerSecond: 0 };
    const byName = new Map<string, Sample[]>();
    for (const s of samples) byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
    const endpoints: MixEndpoint[] = [...byName.entries()]
      .map(([name, list]) => ({
        name,
        kind: list[0]?.kind ?? 'read',
        requests: list.length,
        errors: list.filter((s) => !s.ok && !s.refused).length,
        refusals: list.filter((s) => s.refused).length,
        ...p50p99(list.map((s) => s.ms)),
      }))
      .sort((a, b) => b.requests - a.requests);
    const rps = samples.length / elapsed;
    return {
      seconds: DURATION,
      connections: CONNECTIONS,
      readyzRps,
      rps,
      ratioToReadyz: rps / readyzRps,
      requests: samples.length,
      errors: samples.filter((s) => !s.ok && !s.refused).length,
      refusals: samples.filter((s) => s.refused).length,
      endpoints,
      cpu,
      ...(statements === undefined ? {} : { statements }),
      statsJob,
      ...(warmUpSeconds ? { warmUp: warmUpOf(warmUpSeconds, warmUpSamples) } : {}),
      readSeconds: bySecond(samples, started),
      failures: notes.failures,
      refused: notes.refused,
    };
  } finally {
    await server.stop();
  }
}

export function mixMet(run: MixRun) {
  return run.errors === 0 && run.ratioToReadyz >= 0.3 && run.endpoints.every((e) => e.kind !== 'read' || e.p99 < 100);
}

export async function benchMix(target: BenchTarget, seed: number, o: RunOptions = {}): Promise<MixResult> {
  console.log(`  ${DURATION} s at ${CONNECTIONS} connections, seed ${seed}${o.writesOnly ? ', writes only' : ''}`);
  const run = await runOnce(target, seed, o);
  console.log(
    `    ${run.rps.toFixed(0)} req/s = ${(run.ratioToReadyz * 100).toFixed(1)} % of /readyz (${run.readyzRps.toFixed(0)}),` +
      ` ${run.errors} errors, ${run.refusals ?? 0} refusals (409), stats job ${run.statsJob.refreshed} videos (${run.statsJob.videosPerSecond.toFixed(1)}/s,` +
      ` ${run.statsJob.tiktokCalls} TikTok calls)`,
  );
  for (const e of run.endpoints) {
    console.log(
      `    ${e.name.padEnd(32)} ${String(e.requests).padStart(6)}  p50 ${e.p50} ms  p99 ${e.p99} ms  ` +
        `errors ${e.errors}  refusals ${e.refusals ?? 0}`,
    );
  }
  if (run.warmUp) {
    const w = run.warmUp;
    console.log(
      `    warm-up (not measured): ${w.seconds} s, ${w.requests} requests, ${w.errors} errors, read p50 ${w.readP50} ms, p99 ${w.readP99} ms`,
    );
  }
  if (run.cpu) {
    const statements = run.statements === undefined ? '' : ` | statements ${run.statements.toFixed(2)}`;
    console.log(`    CPU ms per request: ${formatCpu(run.cpu)}${statements}`);
  }
  if (run.readSeconds?.length) {
    const worst = Math.max(...run.readSeconds.map((x) => x.p99));
    console.log(`    reads by second of the run (p50/p99 ms; the worst second's p99 ${worst} ms):`);
    for (let k = 0; k < run.readSeconds.length; k += 10) {
      console.log(
        `      ${run.readSeconds
          .slice(k, k + 10)
          .map((x) => `${x.p50}/${x.p99}`)
          .join('  ')}`,
      );
    }
  }
  for (const f of run.failures) console.log(`    failure: ${f}`);
  for (const f of run.refused ?? []) console.log(`    refusal: ${f}`);
  return { seed, runs: [run] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--seed');
  await benchMix(targetFromEnv(), i > 0 ? Number(process.argv[i + 1]) : 42, {
    writesOnly: process.argv.includes('--writes'),
    countStatements: process.argv.includes('--statements'),
  });
}
