// EXPLAIN ANALYZE of every query behind the benchmarked list endpoints and the mixed workload's reads, on the seeded
// PostgreSQL dataset: the same module functions the routes call run on a connection that records their SQL, then
// each statement is explained with its parameters. Fails when a plan scans a large table whole (a sequential scan
// of a table of more than LARGE_TABLE_ROWS rows: its cost follows the table's size, not the page's).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listCreators } from '../apps/server/src/modules/admin/people';
import { creatorHistory } from '../apps/server/src/modules/bills/history';
import { listCampaigns } from '../apps/server/src/modules/campaigns/campaigns';
import { creatorBalance } from '../apps/server/src/modules/creators/credits';
import { creatorCampaignAnswer, creatorFeedAnswer } from '../apps/server/src/modules/creators/feed';
import { musicianCampaigns, musicianDashboardAnswer } from '../apps/server/src/modules/musicians/dashboard';
import { campaignPromotionsText } from '../apps/server/src/modules/promotions/admin-promotions';
import { listCreatorPromotions } from '../apps/server/src/modules/promotions/creator-promotions';
import { scaleOf } from './seed';
import { benchScale, openBench, targetFromEnv } from './target';

export type Plan = {
  endpoint: string;
  sql: string;
  plan: string;
  seqScanOnPromotions: boolean;
  /** the large tables the plan reads whole (absent in results from before they were listed) */
  seqScans?: string[];
  /**
   * the shared buffers (8 KB pages) the statement touched, hit or read: its work, whatever the machine's load (absent
   * in results from before it was recorded)
   */
  buffers?: number;
};

/** The buffers of a plan's top node (which include its children's): the first `Buffers:` line of the text. */
export function planBuffers(plan: string): number {
  const line = plan.split('\n').find((l) => /^\s*Buffers: /.test(l)) ?? '';
  const count = (kind: string) => Number(line.match(new RegExp(`${kind}=(\\d+)`))?.[1] ?? 0);
  return count('hit') + count('read');
}

/** A table larger than this many rows is not read whole by a list's statement. */
export const LARGE_TABLE_ROWS = 10_000;

/** A parameter as an SQL literal, for `execute` (the statement's own parameter types convert it). */
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return literal(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  const text = v instanceof Date ? v.toISOString() : String(v);
  return `'${text.replace(/'/g, "''")}'`;
};

/** The generic plan the server runs (db/client.ts prepares every statement with plan_cache_mode=force_generic_plan). */
async function explainGeneric(pool: pg.Pool, q: { sql: string; params: unknown[] }) {
  const client = await pool.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare explained as ${q.sql}`);
    const args = q.params.length ? `(${q.params.map(literal).join(', ')})` : '';
    return await client.query(`explain (analyze, buffers, costs off) execute explained${args}`);
  } finally {
    await client.query('deallocate all').catch(() => undefined);
    // the pool's one connection explains every statement after this one too: each is explained as asked
    await client.query('reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

/** `generic`: explain the generic plans the server runs instead of plans for the parameters' values. */
export async function explainAll(url: string, { generic = false, newest = 3000 } = {}): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const recorded: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  }) as unknown as Db;
  const ids = await pool.query(`select
      (select u.id from users u where u.email = 'creator1@bench.test') as creator_user,
      (select c.id from creators c join users u on u.id = c.user_id where u.email = 'creator1@bench.test') as creator,
      (select max(p.campaign_id) from promotions p join creators c on c.id = p.creator_id
         join users u on u.id = c.user_id where u.email = 'creator1@bench.test') as creator_campaign,
      (select u.id from users u where u.email = 'musician1@bench.test') as musician_user`);
  const {
    creator_user: creatorUser,
    creator: creatorId,
    creator_campaign: creatorCampaign,
    musician_user: musicianUser,
  } = ids.rows[0] as Record<string, number>;
  const large = new Set(
    (
      await pool.query(
        `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
         and reltuples > ${LARGE_TABLE_ROWS}`,
      )
    ).rows.map((r: { relname: string }) => r.relname),
  );
  const endpoints: [string, () => Promise<unknown>][] = [
    [
      'GET /api/admin/campaigns?campaign_status=active&page=3&per_page=5',
      () => listCampaigns(db, { filter: { status: 'active' }, page: 3, perPage: 5 }),
    ],
    [
      `GET /api/admin/campaigns/${newest}/promotions?promotion_type=reviewed`,
      () => campaignPromotionsText(db, { campaignId: newest, type: 'reviewed' }),
    ],
    [
      'GET /api/admin/users?search_string=creator1234',
      () => listCreators(db, { filter: { search_string: 'creator1234' }, page: 1, perPage: 5 }),
    ],
    [
      'GET /api/admin/users?status=active&page=40',
      () => listCreators(db, { filter: { status: 'active' }, page: 40, perPage: 5 }),
    ],
    [
      'GET /api/campaigns (creator feed)',
      () => creatorFeedAnswer(db, { userId: creatorUser ?? 0, page: 1, perPage: 20 }),
    ],
    [
      `GET /api/musician/campaigns/${newest}`,
      () => musicianDashboardAnswer(db, { userId: musicianUser ?? 0, campaignId: newest }),
    ],
    // the mixed workload's other reads
    [
      `GET /api/campaigns/${creatorCampaign} (creator campaign page)`,
      () => creatorCampaignAnswer(db, { userId: creatorUser ?? 0, campaignId: creatorCampaign ?? 0 }),
    ],
    [
      `GET /api/creators/${creatorId}/promotions (creator own videos)`,
      () => listCreatorPromotions(db, { creatorId: creatorId ?? 0, userId: creatorUser, page: 1, perPage: 20 }),
    ],
    [
      `GET /api/creators/${creatorId}/balance`,
      () => creatorBalance(db, { creatorId: creatorId ?? 0, userId: creatorUser }),
    ],
    [
      `GET /api/creators/${creatorId}/transactions (credits history)`,
      () => creatorHistory(db, { creatorId: creatorId ?? 0, userId: creatorUser, page: 1, perPage: 20 }),
    ],
    ['GET /api/musician/campaigns', () => musicianCampaigns(db, { userId: musicianUser ?? 0, page: 1, perPage: 20 })],
  ];
  const plans: Plan[] = [];
  try {
    for (const [endpoint, run] of endpoints) {
      recorded.length = 0;
      await run();
      for (const q of [...recorded]) {
        const res = generic
          ? await explainGeneric(pool, q)
          : await pool.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params as unknown[]);
        const plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        const seqScans = [
          ...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] ?? '').filter((t) => large.has(t))),
        ];
        plans.push({
          endpoint,
          sql: q.sql,
          plan,
          seqScanOnPromotions: /Seq Scan on promotions\b/.test(plan),
          seqScans,
          buffers: planBuffers(plan),
        });
      }
    }
  } finally {
    await pool.end();
  }
  return plans;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = targetFromEnv(['', '', '--db', 'postgres', '--scale', String(benchScale())]);
  if (target.kind !== 'postgres') throw new Error('plans are read on PostgreSQL');
  await (await openBench(target)).close(); // migrations are current
  const plans = await explainAll(target.url, {
    generic: process.argv.includes('--generic'),
    newest: scaleOf(benchScale()).campaigns,
  });
  for (const p of plans) {
    console.log(`\n## ${p.endpoint}\n${p.sql.slice(0, 200)}…\n${p.plan}`);
  }
  const whole = plans.filter((p) => p.seqScans?.length);
  for (const p of whole) console.error(`${p.endpoint} reads ${p.seqScans?.join(', ')} whole`);
  if (whole.length) process.exitCode = 1;
}
