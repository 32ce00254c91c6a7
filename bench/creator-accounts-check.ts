// `node --import tsx bench/creator-accounts-check.ts [--db postgres]`: migration 0032 on a copy of the benchmark
// dataset (`npm run bench:seed` first; the target is BENCH_DATABASE_URL or BENCH_DATA_DIR, as for the benchmarks).
// The seed ran every migration, 0032 included, on empty tables; this takes 0032 back out (its table, columns and
// journal row), records every creator's TikTok data, runs the migrations again so that 0032 fills creator_accounts
// from the seeded creators, and compares: every creator with TikTok data has its row with the same handle, open id,
// followers and token expiry, and the counts are equal. Prints the figures (docs/engine.md "Platforms").
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openBench, targetFromEnv } from './target';

const target = targetFromEnv();
type BenchDb = Awaited<ReturnType<typeof openBench>>['db'];
const q = async <T>(db: BenchDb, text: string): Promise<T[]> => {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
};

let database = await openBench(target);
let db = database.db;
await q(db, `drop table if exists creator_accounts`);
await q(db, `alter table campaigns drop constraint if exists campaigns_platforms_values`);
await q(db, `alter table campaigns drop column if exists platforms`);
await q(db, `alter table promotions drop constraint if exists promotions_platform_values`);
await q(db, `drop index if exists promotions_platform_video_idx`);
await q(db, `alter table promotions drop column if exists platform`);
await q(db, `alter table promotions drop column if exists platform_video_id`);
await q(db, `delete from drizzle.__drizzle_migrations where created_at >= 1795440000032`);
const before = await q<Record<string, string>>(
  db,
  `select count(*) as creators,
          count(*) filter (where tiktok_username is not null or tiktok_open_id is not null
                                 or tiktok_access_token is not null) as with_tiktok,
          count(tiktok_open_id) as open_ids, count(distinct tiktok_open_id) as distinct_open_ids,
          coalesce(sum(tiktok_followers), 0) as followers,
          (select count(*) from campaigns) as campaigns, (select count(*) from promotions) as promotions
   from creators`,
);
await q(
  db,
  `create table if not exists bench_tiktok_before as
  select id, tiktok_username, tiktok_open_id, tiktok_followers, tiktok_token_expires_at from creators
  where tiktok_username is not null or tiktok_open_id is not null or tiktok_access_token is not null`,
);
await database.close();

const started = performance.now();
database = await openBench(target); // runs the migrations: 0032 again, on the seeded data
db = database.db;
const ms = Math.round(performance.now() - started);
const after = await q<Record<string, string>>(
  db,
  `select (select count(*) from creator_accounts where platform = 'tiktok') as tiktok_rows,
          (select count(external_id) from creator_accounts where platform = 'tiktok') as open_ids,
          (select coalesce(sum(followers), 0) from creator_accounts where platform = 'tiktok') as followers,
          (select count(*) from campaigns where platforms = '{tiktok}') as campaigns_tiktok,
          (select count(*) from promotions where platform = 'tiktok') as promotions_tiktok`,
);
const differing = await q<Record<string, string>>(
  db,
  `select count(*) as n from bench_tiktok_before b
   left join creator_accounts a on a.creator_id = b.id and a.platform = 'tiktok'
   where a.id is null or a.handle is distinct from b.tiktok_username
      or a.followers is distinct from b.tiktok_followers
      or a.token_expires_at is distinct from b.tiktok_token_expires_at
      or (a.external_id is distinct from b.tiktok_open_id and a.external_id is not null)`,
);
await q(db, `drop table bench_tiktok_before`);
await database.close();
const b = before[0] ?? {};
const a = after[0] ?? {};
console.log(JSON.stringify({ target: target.kind, migrate_ms: ms, before: b, after: a, differing: differing[0] }));
const ok =
  Number(a.tiktok_rows) === Number(b.with_tiktok) &&
  Number(a.followers) === Number(b.followers) &&
  Number(a.open_ids) === Number(b.distinct_open_ids) &&
  Number(a.campaigns_tiktok) === Number(b.campaigns) &&
  Number(a.promotions_tiktok) === Number(b.promotions) &&
  Number(differing[0]?.n) === 0;
console.log(ok ? 'creator_accounts: every TikTok account kept, counts equal' : 'creator_accounts: DIFFERENCES');
process.exit(ok ? 0 : 1);
