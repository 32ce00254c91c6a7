// EXPLAIN ANALYZE of every query behind the benchmarked list endpoints, on the seeded PostgreSQL dataset: the
// same module functions the routes call run on a connection that records their SQL, then each statement is
// explained with its parameters. Fails when a plan scans the promotions table sequentially.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listCreators } from '../apps/server/src/modules/admin/people';
import { listCampaigns } from '../apps/server/src/modules/campaigns/campaigns';
import { creatorFeedAnswer } from '../apps/server/src/modules/creators/feed';
import { musicianDashboardAnswer } from '../apps/server/src/modules/musicians/dashboard';
import { campaignPromotionsText } from '../apps/server/src/modules/promotions/admin-promotions';
import { openBench, targetFromEnv } from './target';

export type Plan = { endpoint: string; sql: string; plan: string; seqScanOnPromotions: boolean };

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
export async function explainAll(url: string, { generic = false } = {}): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const recorded: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  }) as unknown as Db;
  const ids = await pool.query(`select
      (select u.id from users u where u.email = 'creator1@bench.test') as creator_user,
      (select u.id from users u where u.email = 'musician1@bench.test') as musician_user`);
  const { creator_user: creatorUser, musician_user: musicianUser } = ids.rows[0] as Record<string, number>;
  const endpoints: [string, () => Promise<unknown>][] = [
    [
      'GET /api/admin/campaigns?campaign_status=active&page=3&per_page=5',
      () => listCampaigns(db, { filter: { status: 'active' }, page: 3, perPage: 5 }),
    ],
    [
      'GET /api/admin/campaigns/3000/promotions?promotion_type=reviewed',
      () => campaignPromotionsText(db, { campaignId: 3000, type: 'reviewed' }),
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
      'GET /api/musician/campaigns/3000',
      () => musicianDashboardAnswer(db, { userId: musicianUser ?? 0, campaignId: 3000 }),
    ],
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
        plans.push({ endpoint, sql: q.sql, plan, seqScanOnPromotions: /Seq Scan on promotions\b/.test(plan) });
      }
    }
  } finally {
    await pool.end();
  }
  return plans;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = targetFromEnv(['', '', '--db', 'postgres']);
  if (target.kind !== 'postgres') throw new Error('plans are read on PostgreSQL');
  await (await openBench(target)).close(); // migrations are current
  const plans = await explainAll(target.url, { generic: process.argv.includes('--generic') });
  for (const p of plans) {
    console.log(`\n## ${p.endpoint}\n${p.sql.slice(0, 200)}…\n${p.plan}`);
  }
  if (plans.some((p) => p.seqScanOnPromotions)) {
    console.error('a plan scans promotions sequentially');
    process.exitCode = 1;
  }
}
