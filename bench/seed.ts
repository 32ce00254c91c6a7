// `npm run bench:seed`: the benchmark dataset, reproducible from a seed number, in PGlite (BENCH_DATA_DIR,
// default ./data/bench) or in PostgreSQL (BENCH_DATABASE_URL). The target is emptied first.
//
//   20,000 creators · 500 musicians · 3,000 campaigns (600 active) · 300,000 promotions in every state
//   (campaign 1 holds 10,000 of them, for the report benchmark) · stats history (3 snapshots per video)
//   · the ledger: a funding transaction per campaign, a reservation per approved video, a settlement per paid one
//   · a bill per creator with earnings (about 20,000), posted to the ledger, most of them paid out.
//
// `--scale N` multiplies every count but campaign 1's (`--scale 10`: 200,000 creators, 30,000 campaigns, 3,000,000
// promotions) in the same proportions and over the same spans of time (ten times as many campaigns started in the
// last 75 days); N > 1 seeds PostgreSQL (docs/performance.md, "Cost as the data grows").
//
// Everything is generated inside the database with generate_series and a seeded random(), so the same seed gives
// the same rows on both databases in a few seconds to a minute. Every account's password is BENCH_PASSWORD.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { DERIVED } from '../apps/server/src/db/derived';
import { hashPassword } from '../apps/server/src/modules/identity/passwords';
import {
  BENCH_PASSWORD,
  type BenchTarget,
  benchIbanSql,
  benchScale,
  openBench,
  resetBench,
  targetFromEnv,
} from './target';

/** The dataset's counts at a scale factor (1: today's dataset); campaign 1 keeps its 10,000 for the reports. */
export function scaleOf(factor: number) {
  return {
    factor,
    creators: 20_000 * factor,
    musicians: 500 * factor,
    campaigns: 3_000 * factor,
    activeCampaigns: 600 * factor,
    promotions: 300_000 * factor,
    bigCampaignPromotions: 10_000,
  };
}
export type Scale = ReturnType<typeof scaleOf>;

/** The tables the seed fills in bulk: their secondary indexes are dropped during the load and built after it. */
const BULK_TABLES = [
  'users',
  'creators',
  'campaigns',
  'campaign_territories',
  'promotions',
  'promotion_stats',
  'ledger_transactions',
  'ledger_entries',
  'bills',
  'songs',
  'creator_search',
];

function statements(seed: number, passwordHash: string, s: Scale) {
  const rest = s.promotions - s.bigCampaignPromotions;
  const q = (text: string) => text.replaceAll("'$HASH'", `'${passwordHash.replaceAll("'", "''")}'`);
  return [
    // setseed takes a double in [-1, 1]; every random() below follows from it
    `select setseed(${(seed % 1000) / 1000})`,
    // a bulk load: no per-row trigger (the derived tables are written from their sources at the end, by the
    // registry's repairs, db/derived.ts) and no per-row foreign key check (the rows are right by construction), and
    // the large tables' secondary indexes built once from sorted rows after the load instead of row by row during it
    'set local session_replication_role = replica',
    `create temp table bench_indexes on commit drop as
       select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
       where t.relnamespace = 'public'::regnamespace and t.relname in (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    `do $$ declare r record; begin
       for r in select name from bench_indexes loop execute 'drop index ' || r.name; end loop;
     end $$`,
    `create temp table bench_countries on commit drop as
       select row_number() over (order by c.id) as n, c.id
       from countries c where exists (select 1 from country_territories ct where ct.country_id = c.id)`,
    `create temp table bench_names (n int, first text, last text) on commit drop`,
    `insert into bench_names
       select g, (array['Ava','Ben','Chloe','Dario','Elif','Finn','Greta','Hugo','Ines','Jonas','Kira','Luca','Mila','Noah','Olga','Paul'])[1 + g % 16],
                 (array['Schmidt','Rossi','Martin','Kowalski','Garcia','Novak','Jensen','Dubois','Smith','Silva','Meyer','Bauer'])[1 + (g * 7) % 12]
       from generate_series(0, 191) g`,
    // users: 1 admin, then musicians, then creators
    q(`insert into users (email, password_hash, email_verified, user_type, is_admin, first_name, last_name, created_at)
       values ('admin@bench.test', '$HASH', true, 'creator', true, 'Bench', 'Admin', now() - interval '3 years')`),
    q(`insert into users (email, password_hash, email_verified, user_type, first_name, last_name, created_at)
       select 'musician' || g || '@bench.test', '$HASH', true, 'musician', nm.first, nm.last,
              now() - interval '3 years' + (g * interval '1 hour' / ${s.factor})
       from generate_series(1, ${s.musicians}) g join bench_names nm on nm.n = g % 192 order by g`),
    q(`insert into users (email, password_hash, email_verified, user_type, first_name, last_name, street, house_number,
                          city, created_at)
       select 'creator' || g || '@bench.test', '$HASH', true, 'creator', nm.first, nm.last,
              case when random() < 0.7 then 'Hauptstrasse' end, case when random() < 0.7 then (1 + g % 120)::text end,
              case when random() < 0.7 then (array['Berlin','Paris','Milan','Madrid','Vienna','Warsaw'])[1 + g % 6] end,
              now() - interval '2 years' + (g * interval '50 minutes' / ${s.factor})
       from generate_series(1, ${s.creators}) g join bench_names nm on nm.n = (g * 13) % 192 order by g`),
    `insert into creators (user_id) select id from users where is_admin`,
    `insert into musicians (user_id, stage_name)
       select u.id, 'Artist ' || row_number() over (order by u.id) from users u where u.user_type = 'musician' order by u.id`,
    `insert into creators (user_id, tiktok_username, tiktok_followers, tiktok_open_id, status, level_id, level_type,
                           per_1k_cents, max_cents, country_id, payout_account_holder, payout_iban, payout_address)
       select u.id, 'bench_' || lower(u.first_name) || '_' || x.g, (random() * 500000)::int, 'open-' || x.g,
              case when random() < 0.02 then 'blocked' else 'active' end,
              1 + least(6, floor(random() * random() * 8))::int,
              case when x.g % 50 = 0 then 'linear' when x.g % 77 = 0 then 'fixed' else 'normal' end,
              case when x.g % 50 = 0 then 120 when x.g % 77 = 0 then 5000 end,
              case when x.g % 50 = 0 then 40000 end,
              (select id from bench_countries where n = 1 + (x.g * 31) % (select count(*) from bench_countries)),
              case when x.pay then u.first_name || ' ' || u.last_name end,
              case when x.pay then ${benchIbanSql('case when x.g % 400 = 0 then x.g - 1 else x.g end')} end,
              case when x.pay then 'Hauptstrasse 1, Berlin' end
       from users u
       cross join lateral (select cast(substring(u.email from 8 for position('@' in u.email) - 8) as int) as g,
                                  random() < 0.6 as pay) x
       where u.email like 'creator%@bench.test'
       order by u.id`,
    // songs and campaigns: campaign i uses song i; the newest 600 are active. A song's sound link carries no sound id
    // (as at 1x, where 'bench-2999' is too short to be one), so the simulator's videos neither match nor contradict it
    `insert into songs (title, artist, genre_id, spotify_url, tiktok_url, capcut_url, album_icon_url)
       select 'Song ' || g, 'Artist ' || (1 + g % ${s.musicians}),
              (select id from genres order by id offset (g % (select count(*) from genres)) limit 1),
              'https://open.spotify.com/track/bench' || g, 'https://www.tiktok.com/music/bench-' || g || '-hook',
              case when g % 3 = 0 then 'https://www.capcut.com/template/' || g end, null
       from generate_series(1, ${s.campaigns}) g`,
    `insert into campaigns (description, start_date, end_date, budget_cents, budget_left_cents, max_level_id, hashtags,
                            musician_id, song_id, status, archived_at, created_at, updated_at)
       select '<p>Campaign ' || g || ': dance to the hook.</p>',
              t.created, t.created + case when g > ${s.campaigns - s.activeCampaigns} then interval '90 days'
                                          else interval '60 days' end,
              t.budget, t.budget, 3 + g % 5, '["#hookline","#bench"]'::jsonb,
              1 + (g * 7) % ${s.musicians}, g,
              case when g > ${s.campaigns - s.activeCampaigns} then 'active' else 'archived' end,
              case when g > ${s.campaigns - s.activeCampaigns} then null else t.created + interval '60 days' end,
              t.created, t.created
       from generate_series(1, ${s.campaigns}) g
       -- archived campaigns ran over the last three years; the active ones started in the last 75 days
       cross join lateral (select case when g > ${s.campaigns - s.activeCampaigns}
                                       then now() - (${s.campaigns} - g) * interval '3 hours' / ${s.factor}
                                       else now() - interval '3 years' + g * interval '8 hours' / ${s.factor} end as created,
                                  (100000 + floor(random() * 20) * 100000)::bigint as budget) t`,
    // campaign 1 (the report benchmark's) is active too
    `update campaigns set status = 'active', archived_at = null, end_date = now() + interval '30 days' where id = 1`,
    `insert into campaign_territories (campaign_id, territory_id)
       select c.id, t.id from campaigns c join territories t on (t.id + c.id) % 3 = 0 or t.id = 1 + c.id % 8`,
    // promotions: campaign 1 gets creators 1..10,000; the others ~97 distinct creators each
    `create temp table bench_promotions on commit drop as
       select 1 as campaign_id, 1 + g as creator_id, g as k from generate_series(1, ${s.bigCampaignPromotions}) g
       union all
       select 2 + (k - 1) % ${s.campaigns - 1}, 2 + ((2 + (k - 1) % ${s.campaigns - 1}) * 7919 + ((k - 1) / ${s.campaigns - 1} + 1) * 4729) % ${s.creators},
              ${s.bigCampaignPromotions} + k
       from generate_series(1, ${rest}) k`,
    `insert into promotions (campaign_id, creator_id, status, video_url, video_link, tiktok_video_id, sound_check,
                             video_uploaded_at, views_after_three_days, reserved_cents, earned_cents, settled_at,
                             latest_views, latest_likes, latest_comments, latest_shares, stats_updated_at, created_at,
                             updated_at)
       select b.campaign_id, b.creator_id, x.status,
              case when x.has_video then 'https://www.tiktok.com/@bench/video/' || (7000000000000000000 + b.k) end,
              case when x.has_video then 'https://www.tiktok.com/@bench/video/' || (7000000000000000000 + b.k) end,
              case when x.has_video then (7000000000000000000 + b.k)::text end,
              case when x.has_video then 'ok' end,
              case when x.live then c.created_at + x.day * interval '1 day' end,
              case when x.status = 'succeeded' then x.views end,
              case when x.status = 'reviewed' then 500 + (x.views % 4500) else 0 end,
              case when x.status = 'succeeded' then least(10000, x.views / 1000 * 75) end,
              case when x.status = 'succeeded' then c.created_at + (x.day + 3) * interval '1 day' end,
              case when x.live then x.views end, case when x.live then x.views / 12 end,
              case when x.live then x.views / 150 end, case when x.live then x.views / 300 end,
              case when x.live then c.created_at + (x.day + 3) * interval '1 day' end,
              c.created_at + x.day * interval '1 day' - interval '2 hours', c.created_at + x.day * interval '1 day'
       from bench_promotions b
       join campaigns c on c.id = b.campaign_id
       cross join lateral (
         select r.status, r.status not in ('pending') as has_video, r.status in ('reviewed', 'succeeded') as live,
                (floor(random() * random() * 400000))::bigint as views, floor(random() * 50)::int as day
         from (select case when u < 0.10 then 'pending' when u < 0.20 then 'submitted' when u < 0.45 then 'reviewed'
                           when u < 0.90 then 'succeeded' when u < 0.97 then 'declined' else 'fraud' end as status
               from (select random() + b.k * 0 as u) z) r
       ) x
       order by b.k`,
    // stats history: three snapshots per live video (day 1, 2 and 3 after upload), the last equal to latest_*
    `insert into promotion_stats (promotion_id, views_count, likes_count, comments_count, shares_count, recorded_at)
       select p.id, p.latest_views * f.frac, p.latest_likes * f.frac, p.latest_comments * f.frac,
              p.latest_shares * f.frac, p.video_uploaded_at + f.d * interval '1 day'
       from promotions p
       cross join (values (1, 0.4), (2, 0.75), (3, 1.0)) f(d, frac)
       where p.latest_views is not null`,
    // money columns agree with each other: views and budget left follow the promotions, and a campaign whose drawn
    // promotions earned and reserved more than its drawn budget gets that much budget (as approvals would have had
    // it: a reservation never exceeds the budget left), fully spent; until 2026-11-27, 406 of the 3,000 campaigns
    // (campaign 1 among them: €250,287 spent of €20,000) kept their budget with nothing left
    `update campaigns c set campaign_views = coalesce(v.views, 0),
                           budget_cents = greatest(c.budget_cents, coalesce(v.spent, 0)),
                           budget_left_cents = greatest(c.budget_cents, coalesce(v.spent, 0)) - coalesce(v.spent, 0)
       from (select campaign_id, sum(views_after_three_days) as views, sum(reserved_cents + coalesce(earned_cents, 0)) as spent
             from promotions group by campaign_id) v
       where v.campaign_id = c.id`,
    `insert into ledger_transactions (kind, campaign_id, memo, created_at)
       select 'funding', id, 'bench', created_at from campaigns order by id`,
    `insert into ledger_entries (transaction_id, account, ref_id, amount_cents, created_at)
       select t.id, 'external', 0, -c.budget_cents, t.created_at from ledger_transactions t join campaigns c on c.id = t.campaign_id
       union all
       select t.id, 'campaign_budget', c.id, c.budget_cents, t.created_at from ledger_transactions t join campaigns c on c.id = t.campaign_id`,
    // the ledger history of every approved and paid video, as the engine posts it (promotions/engine.ts): a
    // reservation moves its amount from the campaign's budget to its reserved money at upload, a settlement moves it
    // on to the creator's earnings three days later; the funding above minus the reservations is each campaign's
    // budget left, the reviewed videos' reservations its reserved money. Written with explicit ids in time order.
    `create temp table bench_ledger on commit drop as
       select (select coalesce(max(id), 0) from ledger_transactions)
                + row_number() over (order by x.at, x.promotion_id, x.kind) as id, x.*
       from (select 'reservation' as kind, p.id as promotion_id, p.campaign_id, p.creator_id, p.video_uploaded_at as at,
                    case when p.status = 'reviewed' then p.reserved_cents else p.earned_cents end as amount
             from promotions p where p.status in ('reviewed', 'succeeded')
             union all
             select 'settlement', p.id, p.campaign_id, p.creator_id, p.settled_at, p.earned_cents
             from promotions p where p.status = 'succeeded') x`,
    `insert into ledger_transactions (id, kind, campaign_id, promotion_id, creator_id, created_at) overriding system value
       select id, kind, campaign_id, promotion_id, creator_id, at from bench_ledger order by id`,
    `select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`,
    `insert into ledger_entries (transaction_id, account, ref_id, amount_cents, created_at)
       select l.id, e.account, e.ref_id, e.amount, l.at
       from bench_ledger l
       cross join lateral (values
         (case when l.kind = 'reservation' then 'campaign_budget' else 'campaign_reserved' end, l.campaign_id, -l.amount),
         (case when l.kind = 'reservation' then 'campaign_reserved' else 'creator_earned' end,
          case when l.kind = 'reservation' then l.campaign_id else l.creator_id end, l.amount)) e(account, ref_id, amount)
       where l.amount <> 0
       order by l.id`,
    // bills: each creator's settled earnings billed once, in one of the last 12 months, as the monthly run does (its
    // bill transaction moves them from earned to billed), the older ones paid out (billed to external): no earned
    // balance is left for the billing benchmark's run, which bills every creator with earnings
    `create temp table bench_bills on commit drop as
       select row_number() over (order by ref_id) as n, ref_id as creator_id, sum(amount_cents) as amount,
              1 + floor(random() * 12)::int as m
       from ledger_entries where account = 'creator_earned' group by ref_id having sum(amount_cents) > 0`,
    `insert into bills (bill_number, creator_id, amount_cents, status, period_start, period_end, paid_at, created_at)
       select 100000 + n, creator_id, amount, case when m > 1 then 'paid' else 'open' end,
              date_trunc('month', now()) - m * interval '1 month', date_trunc('month', now()) - (m - 1) * interval '1 month',
              case when m > 1 then date_trunc('month', now()) - (m - 1) * interval '1 month' + interval '10 days' end,
              date_trunc('month', now()) - (m - 1) * interval '1 month' + interval '1 hour'
       from bench_bills order by n`,
    `create temp table bench_bill_ledger on commit drop as
       select (select max(id) from ledger_transactions) + row_number() over (order by x.at, x.bill_id, x.kind) as id, x.*
       from (select 'bill' as kind, b.id as bill_id, b.creator_id, b.amount_cents as amount, b.created_at as at
             from bills b
             union all
             select 'bill_paid', b.id, b.creator_id, b.amount_cents, b.paid_at from bills b where b.status = 'paid') x`,
    `insert into ledger_transactions (id, kind, creator_id, bill_id, created_at) overriding system value
       select id, kind, creator_id, bill_id, at from bench_bill_ledger order by id`,
    `select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`,
    `insert into ledger_entries (transaction_id, account, ref_id, amount_cents, created_at)
       select l.id, e.account, e.ref_id, e.amount, l.at
       from bench_bill_ledger l
       cross join lateral (values
         (case when l.kind = 'bill' then 'creator_earned' else 'creator_billed' end, l.creator_id, -l.amount),
         (case when l.kind = 'bill' then 'creator_billed' else 'external' end,
          case when l.kind = 'bill' then l.creator_id else 0 end, l.amount)) e(account, ref_id, amount)
       order by l.id`,
    `set local maintenance_work_mem = '256MB'`,
    `do $$ declare r record; begin
       for r in select def from bench_indexes loop execute r.def; end loop;
     end $$`,
  ];
}

export async function seedBench(target: BenchTarget, seed: number, scale = scaleOf(1)) {
  await resetBench(target);
  const database = await openBench(target);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const started = performance.now();
  try {
    await database.db.transaction(async (tx) => {
      for (const text of statements(seed, passwordHash, scale)) {
        const t0 = performance.now();
        await tx.execute(sql.raw(text));
        const label = text.trim().split('\n')[0]?.slice(0, 70);
        console.log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${label}`);
      }
      // every derived table written once from its sources (the registry's repairs; several share one function)
      const done = new Set<string>();
      for (const entry of DERIVED) {
        if (done.has(String(entry.repair))) continue;
        done.add(String(entry.repair));
        const t0 = performance.now();
        await entry.repair(tx as unknown as Db);
        console.log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  repair ${entry.table}`);
      }
    });
    // fresh statistics and visibility maps: the plans and index-only scans of a database in service. The load
    // inserts in bulk, except the campaigns, which later statements rewrite (their views, their territories):
    // `full` compacts those (six to a page otherwise), which a database in service reuses page by page as it goes;
    // a plain vacuum after it sets the visibility maps
    await database.db.execute(sql`vacuum full campaigns`);
    await database.db.execute(sql`vacuum analyze`);
    // the bulk load's last checkpoint otherwise runs on, spread over minutes, through the next benchmark: its writes
    // and the full-page images every first change of a page after it costs (PostgreSQL only; a role without the
    // right to it leaves it to the server)
    if (target.kind === 'postgres') await database.db.execute(sql`checkpoint`).catch(() => undefined);
    const counts = (await database.db.execute(sql`select
      (select count(*) from creators)::int as creators, (select count(*) from musicians)::int as musicians,
      (select count(*) from campaigns)::int as campaigns, (select count(*) from promotions)::int as promotions,
      (select count(*) from promotion_stats)::int as stats, (select count(*) from bills)::int as bills,
      (select count(*) from ledger_entries)::int as ledger_entries`)) as unknown as {
      rows: unknown[];
    };
    console.log(
      `seeded ${target.kind} at ${scale.factor}x in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      counts.rows[0],
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 42;
  await seedBench(targetFromEnv(), seed, scaleOf(benchScale()));
}
