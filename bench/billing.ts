// Settlement of due videos and the monthly billing at scale, through the engine's own code (the dataset has no
// per-promotion ledger history to bill from, so the benchmark builds it first):
//   1. 20,000 creators of its own (made once, `billingN@bench.test`, Level 3, complete payment details), each with one
//      video in one of 100 new campaigns, submitted and approved through the engine with an upload four days ago,
//      which queues each video's views-at-72h job as approval does in service;
//   2. settlement of 10,000 due videos: one worker runs their views-at-72h jobs from the queue (read the video once
//      more, settle on the snapshot nearest to 72 h), timed; then the other 10,000 by eight workers at once, timed;
//   3. the billing run over the 20,000 creators with earnings (`generateBills` up to the moment after settlement,
//      as "Run billing now" does), timed.
// Totals are checked from the ledger: every video settled, nothing left reserved, each campaign's budget left =
// budget − earnings, creator_earned legs = earnings, every transaction balanced; one bill per creator, the bills'
// sum = the earnings, each bill's lines add up to it, and no earned balance left.
// PostgreSQL only: it adds 20,000 accounts to the dataset (once) and 20,000 promotions and bills on every run.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { rawRows } from '../apps/server/src/db/client';
import { campaigns, songs } from '../apps/server/src/db/schema';
import { generateBills } from '../apps/server/src/modules/bills/generate-bills';
import { approve, fundCampaign } from '../apps/server/src/modules/promotions/engine';
import { readViewsAt72h } from '../apps/server/src/modules/promotions/views-at-72h';
import { NOTIFY_JOB } from '../apps/server/src/modules/queue/notification-job';
import { type JobHandler, runOne } from '../apps/server/src/modules/queue/queue';
import { VIEWS_AT_72H } from '../apps/server/src/modules/queue/views-schedule';
import type { TikTokClient } from '../apps/server/src/modules/tiktok/client';
import { type BenchTarget, benchIbanSql, openBench, targetFromEnv } from './target';

export type BillingResult = {
  creators: number;
  /** one worker running the views-at-72h jobs of 10,000 due videos */
  settleOneWorker: { videos: number; ms: number; perSecond: number; failed: number };
  /** eight workers running the other 10,000 */
  settleEightWorkers: { videos: number; ms: number; perSecond: number; failed: number };
  settledTotalsCorrect: boolean;
  earnedCents: number;
  billing: { bills: number; ms: number; perSecond: number; billedCents: number; totalsCorrect: boolean };
  /** setup, not a figure of the product: the approvals that build the ledger history */
  approveMs: number;
};

/** the creators billed (BENCH_BILLING_CREATORS, a multiple of 400, for a shorter run on a busy machine) */
const CREATORS = Number(process.env.BENCH_BILLING_CREATORS ?? 20_000);
const PER_CAMPAIGN = 200;
const FIRST_HALF = CREATORS / 2;
const DAY = 86_400_000;
/** The benchmark's own creators, as a subquery. */
const BENCH_CREATORS = sql`select c.id from creators c join users u on u.id = c.user_id
  where u.email like 'billing%@bench.test'
    and substring(u.email from 8 for position('@' in u.email) - 8)::int <= ${sql.raw(String(CREATORS))}`;

/** TikTok answering every video with figures that follow from its id (not paced: the database side is measured). */
const stubTikTok = (): TikTokClient =>
  ({
    queryVideos: async (_token: string, ids: string[]) =>
      ids.map((id) => ({
        id,
        createTime: 0,
        shareUrl: '',
        viewCount: 1_000 + ((Number(id.slice(-6)) * 997) % 150_000),
        likeCount: 100,
        commentCount: 5,
        shareCount: 2,
      })),
  }) as unknown as TikTokClient;

async function benchCreators(db: Awaited<ReturnType<typeof openBench>>['db']) {
  await db.execute(sql`
    insert into users (email, password_hash, email_verified, user_type, first_name, last_name, created_at)
    select 'billing' || g || '@bench.test', (select password_hash from users where email = 'admin@bench.test'), true,
           'creator', 'Billing', 'Creator ' || g, now() - interval '1 year'
    from generate_series(1, ${CREATORS}) g
    where not exists (select 1 from users u where lower(u.email) = 'billing' || g || '@bench.test')`);
  await db.execute(sql`
    insert into creators (user_id, tiktok_username, tiktok_open_id, tiktok_access_token, tiktok_refresh_token,
                          tiktok_token_expires_at, status, level_id, level_type, legal_name, address_street,
                          address_postcode, address_city, address_country, tax_status, payout_account_holder,
                          payout_iban)
    select u.id, 'billing_' || u.id, 'billing-open-' || u.id, 'bench-at', 'bench-rt', now() + interval '10 years',
           'active', 4, 'normal', 'Billing Creator ' || u.id, 'Hauptstrasse 1', '10115', 'Berlin', 'DE', 'private',
           'Billing Creator ' || u.id, ${sql.raw(benchIbanSql('1000000 + u.id'))}
    from users u
    where u.email like 'billing%@bench.test' and not exists (select 1 from creators c where c.user_id = u.id)
    order by u.id`);
  return (await rawRows<{ id: number }>(db, sql`select id from (${BENCH_CREATORS}) x order by id`)).map((r) =>
    Number(r.id),
  );
}

export async function benchBilling(target: BenchTarget): Promise<BillingResult> {
  if (target.kind !== 'postgres') throw new Error('the billing benchmark runs on PostgreSQL only');
  const database = await openBench(target, 20);
  const { db } = database;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: target.url, APP_URL: 'http://bench.test' });
  try {
    const ctx = { db, tiktok: stubTikTok() };
    const handlers: Record<string, JobHandler> = {
      [VIEWS_AT_72H.name]: (job) => readViewsAt72h(ctx, Number(job.payload.promotion_id)),
    };
    const work = async (worker: string, limit: { left: number }) => {
      while (limit.left > 0) {
        limit.left--;
        if (!(await runOne(db, { handlers, workerId: worker }))) break;
      }
    };
    // the due videos an interrupted earlier run left behind are settled first, untimed, as a worker would (and the
    // emails such a run queued, which no worker sends on the benchmark database, are dropped)
    await db.execute(sql`delete from jobs where name = ${NOTIFY_JOB} and state = 'queued'`);
    await db.execute(sql`analyze jobs`);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => work(`bench-leftover-${i}`, { left: Number.MAX_SAFE_INTEGER })),
    );
    const [{ jobs: jobsBefore } = { jobs: 0 }] = await rawRows<{ jobs: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as jobs from jobs`,
    );
    const creatorIds = await benchCreators(db);
    if (creatorIds.length !== CREATORS)
      throw new Error(`expected ${CREATORS} bench creators, got ${creatorIds.length}`);
    const run = Date.now();
    const budgetCents = PER_CAMPAIGN * 10_000 + 100_000; // Level 3 caps a video at €100
    const campaignIds: number[] = [];
    for (let i = 0; i < CREATORS / PER_CAMPAIGN; i++) {
      campaignIds.push(
        await db.transaction(async (tx) => {
          const [genre] = await rawRows<{ id: number }>(tx, sql`select id from genres order by id limit 1`);
          const [song] = await tx
            .insert(songs)
            .values({ title: `Billing bench ${run} ${i}`, artist: 'Bench', genreId: genre?.id ?? 1 })
            .returning();
          const [c] = await tx
            .insert(campaigns)
            .values({
              songId: song?.id ?? 0,
              startDate: new Date(run - 10 * DAY),
              endDate: new Date(run + 30 * DAY),
              budgetCents,
              budgetLeftCents: 0,
              maxLevelId: 7,
            })
            .returning();
          if (!c) throw new Error('campaign insert failed');
          await fundCampaign(tx, { campaignId: c.id, amountCents: budgetCents });
          return c.id;
        }),
      );
    }
    const campaignList = sql.join(
      campaignIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    await db.execute(sql`
      insert into promotions (campaign_id, creator_id, status, video_url, video_link, tiktok_video_id)
      select (array[${campaignList}])[1 + (x.n - 1) / ${PER_CAMPAIGN}], x.id, 'submitted',
             'https://www.tiktok.com/@bench/video/' || x.vid, 'https://www.tiktok.com/@bench/video/' || x.vid, x.vid
      from (select c.id, row_number() over (order by c.id) as n,
                   (8100000000000000000 + ${run % 1_000_000_000}::bigint * 100000 + c.id)::text as vid
            from creators c where c.id in (${BENCH_CREATORS})) x`);
    const promotionRows = await rawRows<{ id: number; campaign_id: number }>(
      db,
      sql`select id, campaign_id from promotions where campaign_id in (${campaignList}) order by id`,
    );

    // approvals, eight campaigns at a time (one approval locks its campaign row): the setup, not a figure
    const uploadedAt = new Date(run - 4 * DAY);
    const stat = { views_count: 500, likes_count: 50, comments_count: 2, shares_count: 1 };
    let t0 = performance.now();
    const byCampaign = new Map<number, number[]>();
    for (const r of promotionRows) {
      const list = byCampaign.get(Number(r.campaign_id));
      if (list) list.push(Number(r.id));
      else byCampaign.set(Number(r.campaign_id), [Number(r.id)]);
    }
    const lanes = [...byCampaign.values()];
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let k = lane; k < lanes.length; k += 8) {
          for (const id of lanes[k] ?? []) await approve(db, { promotionId: id, uploadedAt, stat });
        }
      }),
    );
    const approveMs = performance.now() - t0;
    console.log(`  setup: ${promotionRows.length} approvals in ${(approveMs / 1000).toFixed(1)} s`);

    // In service the worker sends the approval emails within seconds; here no worker sends them, and 40,000 of them
    // queued ahead of the settlements would make every claim wade through them. The planner's statistics are
    // brought up to date as autovacuum's analyze does in service (the tables grew by tens of thousands of rows).
    await db.execute(sql`delete from jobs where id > ${jobsBefore} and name = ${NOTIFY_JOB}`);
    await db.execute(sql`analyze jobs, promotions, promotion_stats, ledger_transactions, ledger_entries, campaigns`);

    // settlement: the views-at-72h jobs that approval queued, run from the queue as a worker runs them
    const failedJobs = async () =>
      Number(
        (
          await rawRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from jobs where id > ${jobsBefore} and name = ${VIEWS_AT_72H.name}
                and (state = 'failed' or last_error is not null)`,
          )
        )[0]?.n ?? 0,
      );
    t0 = performance.now();
    await work('bench-worker-1', { left: FIRST_HALF });
    const oneMs = performance.now() - t0;
    const failedFirst = await failedJobs();
    const settleOneWorker = {
      videos: FIRST_HALF,
      ms: oneMs,
      perSecond: FIRST_HALF / (oneMs / 1000),
      failed: failedFirst,
    };
    console.log(
      `  settlement of ${FIRST_HALF} due videos, one worker: ${(oneMs / 1000).toFixed(1)} s ` +
        `(${settleOneWorker.perSecond.toFixed(0)}/s), ${failedFirst} failed or retried`,
    );
    const rest = { left: CREATORS - FIRST_HALF };
    t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, (_, i) => work(`bench-worker-${i + 2}`, rest)));
    const eightMs = performance.now() - t0;
    const failedAll = await failedJobs();
    const settleEightWorkers = {
      videos: CREATORS - FIRST_HALF,
      ms: eightMs,
      perSecond: (CREATORS - FIRST_HALF) / (eightMs / 1000),
      failed: failedAll - failedFirst,
    };
    console.log(
      `  settlement of ${CREATORS - FIRST_HALF} due videos, eight workers: ${(eightMs / 1000).toFixed(1)} s ` +
        `(${settleEightWorkers.perSecond.toFixed(0)}/s), ${settleEightWorkers.failed} failed or retried`,
    );

    const [s] = await rawRows<{
      succeeded: string;
      earned: string;
      reserved: string;
      ledger_earned: string;
      ledger_reserved: string;
      budget_wrong: string;
      unbalanced: string;
    }>(
      db,
      sql`select
            (select count(*) from promotions where campaign_id in (${campaignList}) and status = 'succeeded') as succeeded,
            (select coalesce(sum(earned_cents), 0) from promotions where campaign_id in (${campaignList})) as earned,
            (select coalesce(sum(reserved_cents), 0) from promotions where campaign_id in (${campaignList})) as reserved,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id in (${campaignList}) and e.account = 'creator_earned') as ledger_earned,
            (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where t.campaign_id in (${campaignList}) and e.account = 'campaign_reserved') as ledger_reserved,
            (select count(*) from campaigns c where c.id in (${campaignList}) and c.budget_left_cents <>
              c.budget_cents - (select coalesce(sum(earned_cents), 0) from promotions p where p.campaign_id = c.id)) as budget_wrong,
            (select count(*) from (select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              where t.campaign_id in (${campaignList}) group by t.id having sum(e.amount_cents) <> 0) x) as unbalanced`,
    );
    const earnedCents = Number(s?.earned);
    const settledTotalsCorrect =
      Number(s?.succeeded) === CREATORS &&
      Number(s?.reserved) === 0 &&
      Number(s?.ledger_reserved) === 0 &&
      Number(s?.ledger_earned) === earnedCents &&
      Number(s?.budget_wrong) === 0 &&
      Number(s?.unbalanced) === 0;
    console.log(
      `  settled €${(earnedCents / 100).toFixed(2)}, totals ${settledTotalsCorrect ? 'correct' : `WRONG ${JSON.stringify(s)}`}`,
    );

    // billing: every creator's earned balance up to now, one bill each (the run an admin starts with "Run now";
    // the monthly run is the same code with the 1st of the month as its end)
    const balances = async (account: string) =>
      rawRows<{ n: string; total: string }>(
        db,
        sql`select count(*) filter (where b > 0) as n, coalesce(sum(b), 0) as total from (
              select ref_id, sum(amount_cents) as b from ledger_entries
              where account = ${account} and ref_id in (${BENCH_CREATORS}) group by ref_id) x`,
      );
    const [owed] = await balances('creator_earned');
    const [billedBefore] = await balances('creator_billed');
    await db.execute(sql`analyze jobs, promotions, ledger_transactions, ledger_entries, bills`);
    const until = new Date();
    const [{ bills: billsBefore } = { bills: 0 }] = await rawRows<{ bills: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as bills from bills`,
    );
    t0 = performance.now();
    const made = await generateBills({ db, config }, { until });
    const billMs = performance.now() - t0;
    const [b] = await rawRows<{ bills: string; amount: string; creators: string; lines_wrong: string }>(
      db,
      sql`select count(*) as bills, coalesce(sum(amount_cents), 0) as amount, count(distinct creator_id) as creators,
                 (select count(*) from bills b2 where b2.id > ${billsBefore} and b2.amount_cents <>
                   (select coalesce(sum(l.amount_cents), 0) from bill_lines l where l.bill_id = b2.id)) as lines_wrong
          from bills where id > ${billsBefore} and creator_id in (${BENCH_CREATORS})`,
    );
    // the run bills every creator with earnings, the benchmark's 20,000 and any other (the 500 concurrent
    // settlements of the settle part pay dataset creators): what it says it made is every bill it wrote
    const [all] = await rawRows<{ bills: string }>(
      db,
      sql`select count(*) as bills from bills where id > ${billsBefore}`,
    );
    const [owedAfter] = await balances('creator_earned');
    const [billedAfter] = await balances('creator_billed');
    const billedCents = Number(b?.amount);
    const totalsCorrect =
      Number(b?.bills) === Number(owed?.n) &&
      Number(b?.creators) === Number(owed?.n) &&
      made.created === Number(all?.bills) &&
      billedCents === Number(owed?.total) &&
      Number(b?.lines_wrong) === 0 &&
      Number(owedAfter?.total) === 0 &&
      Number(billedAfter?.total) - Number(billedBefore?.total) === billedCents;
    const billing = {
      bills: Number(b?.bills),
      ms: billMs,
      perSecond: Number(b?.bills) / (billMs / 1000),
      billedCents,
      totalsCorrect,
    };
    console.log(
      `  billing of ${owed?.n} creators with earnings: ${billing.bills} bills in ${(billMs / 1000).toFixed(1)} s ` +
        `(${billing.perSecond.toFixed(0)}/s), €${(billedCents / 100).toFixed(2)}, ` +
        `totals ${totalsCorrect ? 'correct' : `WRONG ${JSON.stringify({ owed, b, owedAfter, billedBefore, billedAfter })}`}`,
    );
    // the emails these movements queued have no worker on the benchmark database: dropped, not left to pile up
    await db.execute(sql`delete from jobs where id > ${jobsBefore} and name = ${NOTIFY_JOB}`);
    return {
      creators: CREATORS,
      settleOneWorker,
      settleEightWorkers,
      settledTotalsCorrect,
      earnedCents,
      billing,
      approveMs,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBilling(targetFromEnv());
}
