// The registry of stored derived data (docs/decisions/0010-derived-data.md): every table or column that triggers
// keep from other rows, with its sources, the migrations that keep it, its repair and its check. The hourly
// ledger-check job and `npm run db:check` run every check and print each difference; db/derived.test.ts breaks each
// kind on purpose and sees it reported, then repaired.
//
// A check compares the kept rows with the same figures worked out again from the sources, in one statement (one
// snapshot, no lock: writers go on while it reads). The money figures and the campaign card are checked by the
// ledger's invariants (modules/ledger/invariants.ts, rules kept_figures and kept_card), whose differences are
// reported here under their table.
import { type SQL, sql } from 'drizzle-orm';
import type { LedgerDifference } from '../modules/ledger/invariants';
import type { Db } from './client';

export type DerivedDifference = { table: string; key: string; expected: string; actual: string };

type Check =
  /** `kept` and `computed` each give (key text, value text); a row missing on one side is a difference */
  | { kept: SQL; computed: SQL }
  /** the ledger invariants' differences that concern this table */
  | { ledger: (d: LedgerDifference) => boolean };

export type DerivedTable = {
  /** the stored table, or table.column */
  table: string;
  /** the tables it is worked out from */
  sources: string[];
  /** the migrations whose triggers keep it (the newest definition last) */
  migrations: string[];
  /** what the application reads it for */
  readBy: string;
  /** writes it again from its sources (a repair, or after a bulk load with its triggers off) */
  repair: (db: Db) => Promise<void>;
  check: Check;
};

/** A campaign `c`'s territory ids as migration 0006's trigger writes them. */
const TERRITORY_IDS = `coalesce((select array_agg(ct.territory_id order by ct.territory_id) from campaign_territories ct
  where ct.campaign_id = c.id), '{}'::integer[])`;

/** A creator `c`'s search row (user `u`) as migration 0023's trigger writes it, column by column after creator_id. */
const CREATOR_SEARCH_COLUMNS = 'created_at, listed, tiktok_username, email, full_name, status, level_id, country_id';
const CREATOR_SEARCH_VALUES = `c.created_at, u.deleted_at is null and u.user_type = 'creator' and not u.is_admin,
  c.tiktok_username, u.email, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), c.status, c.level_id,
  c.country_id`;

const kept = (prefix: string) => (d: LedgerDifference) => d.rule === 'kept_figures' && d.explanation.startsWith(prefix);

/**
 * In the order their repairs must run: a table worked out from another derived table comes after it (a bulk load
 * runs every repair in this order with the triggers off, bench/seed.ts).
 */
export const DERIVED: DerivedTable[] = [
  {
    table: 'campaign_promotion_counts',
    sources: ['promotions'],
    migrations: ['0004_promotion_counts', '0021_derived_rows_without_campaign_keys'],
    readBy: 'the campaign lists and cards (promotion counts per status)',
    repair: (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`lock table promotions in share mode`);
        await tx.execute(sql`delete from campaign_promotion_counts`);
        await tx.execute(sql`insert into campaign_promotion_counts (campaign_id, status, n)
          select campaign_id, status, count(*)::int from promotions group by campaign_id, status`);
      }),
    check: {
      kept: sql`select campaign_id || ' ' || status as key, n::text as value from campaign_promotion_counts
        where n <> 0`,
      computed: sql`select campaign_id || ' ' || status as key, count(*)::text as value from promotions
        group by campaign_id, status`,
    },
  },
  {
    table: 'campaign_figures',
    sources: ['promotions', 'ledger_transactions', 'ledger_entries'],
    migrations: ['0020_campaign_figures', '0022_dashboard_kept_sums'],
    readBy: "the musician's dashboard and campaign figures (spent, reserved, refunded)",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_figures()`)),
    check: { ledger: (d) => ['spent:', 'reserved:', 'refunded:'].some((p) => kept(p)(d)) },
  },
  {
    table: 'campaign_view_totals',
    sources: ['promotions'],
    migrations: ['0020_campaign_figures', '0022_dashboard_kept_sums'],
    readBy: 'the campaign figures and the dashboard (live videos, views, likes, comments, shares)',
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_figures()`)),
    check: { ledger: (d) => ['views:', 'live videos:', 'likes:', 'comments:', 'shares:'].some((p) => kept(p)(d)) },
  },
  {
    table: 'campaign_platform_totals',
    sources: ['promotions'],
    migrations: ['0038_campaign_platform_totals'],
    readBy: "the musician's dashboard and reports (live videos, views and earnings per platform)",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_platform_totals()`)),
    check: {
      // a row whose videos all left stays with zeros: the same as no row
      kept: sql`select campaign_id || ':' || platform as key, videos || ' videos, ' || views || ' views, '
          || earned_cents || ' cents' as value
        from campaign_platform_totals where videos <> 0 or views <> 0 or earned_cents <> 0`,
      computed: sql`select campaign_id || ':' || platform as key, count(*) || ' videos, '
          || sum(coalesce(latest_views, 0)) || ' views, ' || sum(coalesce(earned_cents, 0)) || ' cents' as value
        from promotions where promotion_is_live(status) group by campaign_id, platform`,
    },
  },
  {
    table: 'campaign_upload_days',
    sources: ['promotions'],
    migrations: ['0022_dashboard_kept_sums'],
    readBy: "the dashboard's videos per upload day",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_figures()`)),
    check: { ledger: kept('upload days:') },
  },
  {
    table: 'campaign_daily_views',
    sources: ['promotion_stats', 'promotions'],
    migrations: [
      '0014_campaign_daily_views',
      '0015_refresh_campaign_daily_views',
      '0021_derived_rows_without_campaign_keys',
    ],
    readBy: "the dashboard's views gained per day",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_daily_views()`)),
    check: {
      kept: sql`select campaign_id || ' ' || day as key, views || ' views, ' || videos || ' videos' as value
        from campaign_daily_views where views <> 0 or videos <> 0`,
      // refresh_campaign_daily_views's sum: each live video's increase of its last snapshot of each day
      computed: sql`select campaign_id || ' ' || day as key, sum(d) || ' views, ' || count(*) || ' videos' as value
        from (
          select campaign_id, day,
                 views_count - coalesce(lag(views_count) over (partition by promotion_id order by day), 0) as d
          from (
            select distinct on (s.promotion_id, date_trunc('day', s.recorded_at))
                   p.campaign_id, s.promotion_id, date_trunc('day', s.recorded_at)::date as day, s.views_count
            from promotion_stats s join promotions p on p.id = s.promotion_id
            where p.status in ('reviewed', 'approved', 'succeeded')
            order by s.promotion_id, date_trunc('day', s.recorded_at), s.recorded_at desc, s.id desc
          ) last_per_day
        ) increases
        group by campaign_id, day`,
    },
  },
  {
    table: 'campaign_cards',
    sources: ['campaigns', 'songs', 'genres', 'musicians', 'territories', 'campaign_territories'],
    migrations: ['0024_campaign_cards'],
    readBy: 'every campaign list (the card part only an edit changes, as JSON text)',
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_cards()`)),
    check: { ledger: (d) => d.rule === 'kept_card' },
  },
  {
    table: 'campaigns.territory_ids',
    sources: ['campaign_territories'],
    migrations: ['0006_campaign_territory_ids'],
    readBy: "the creator feed's territory filter",
    repair: async (db) =>
      void (await db.execute(sql`update campaigns k set territory_ids = v.ids
        from (select c.id, ${sql.raw(TERRITORY_IDS)} as ids from campaigns c) v
        where v.id = k.id and k.territory_ids is distinct from v.ids`)),
    check: {
      kept: sql`select id::text as key, territory_ids::text as value from campaigns`,
      computed: sql`select c.id::text as key, ${sql.raw(TERRITORY_IDS)}::text as value from campaigns c`,
    },
  },
  {
    table: 'campaign_feed_counts',
    sources: ['campaigns', 'campaigns.territory_ids', 'country_territories'],
    migrations: ['0040_campaign_feed_counts'],
    readBy: "the creator feed's total (active campaigns open to a country, by the highest level they admit)",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_feed_counts()`)),
    check: {
      // a row whose campaigns all left stays with 0: the same as no row
      kept: sql`select country_id || ':' || max_level_id as key, campaigns::text as value from campaign_feed_counts
        where campaigns <> 0`,
      computed: sql`select x.country_id || ':' || c.max_level_id as key, count(*)::text as value
        from campaigns c cross join lateral (select distinct cot.country_id from country_territories cot
          where cot.territory_id = any (c.territory_ids)) x
        where c.status = 'active' and c.deleted_at is null group by x.country_id, c.max_level_id`,
    },
  },
  {
    table: 'campaign_status_counts',
    sources: ['campaigns'],
    migrations: ['0041_campaign_status_counts'],
    readBy: "the admin's campaign lists' total (campaigns, not deleted, per status)",
    repair: async (db) => void (await db.execute(sql`select refresh_campaign_status_counts()`)),
    check: {
      // a status whose campaigns all left keeps its row with 0: the same as no row
      kept: sql`select status as key, campaigns::text as value from campaign_status_counts where campaigns <> 0`,
      computed: sql`select status as key, count(*)::text as value from campaigns where deleted_at is null
        group by status`,
    },
  },
  {
    table: 'creator_search',
    sources: ['creators', 'users'],
    migrations: ['0018_creator_search', '0023_creator_counts', '0025_creator_search_haystack'],
    readBy: "the admin's creators list and its search",
    repair: async (db) =>
      void (await db.execute(sql`insert into creator_search (creator_id, ${sql.raw(CREATOR_SEARCH_COLUMNS)})
        select c.id, ${sql.raw(CREATOR_SEARCH_VALUES)} from creators c join users u on u.id = c.user_id
        on conflict (creator_id) do update set
          (${sql.raw(CREATOR_SEARCH_COLUMNS)}) = row(${sql.raw(CREATOR_SEARCH_COLUMNS.replace(/(\w+)/g, 'excluded.$1'))})`)),
    check: {
      kept: sql`select creator_id::text as key, row(${sql.raw(CREATOR_SEARCH_COLUMNS)})::text as value
        from creator_search`,
      computed: sql`select c.id::text as key, row(${sql.raw(CREATOR_SEARCH_VALUES)})::text as value
        from creators c join users u on u.id = c.user_id`,
    },
  },
  {
    table: 'creator_counts',
    sources: ['creator_search'],
    migrations: ['0023_creator_counts'],
    readBy: "the admin's creators list totals and filter counts",
    repair: async (db) => void (await db.execute(sql`select refresh_creator_counts()`)),
    check: {
      kept: sql`select status || ' ' || complete || ' ' || level_id || ' ' || country_id as key, n::text as value
        from creator_counts where n <> 0`,
      computed: sql`select status || ' ' || (tiktok_username is not null and country_id is not null) || ' ' ||
          level_id || ' ' || coalesce(country_id, 0) as key, count(*)::text as value
        from creator_search where listed and status is not null
        group by status, tiktok_username is not null and country_id is not null, level_id, coalesce(country_id, 0)`,
    },
  },
];

/** One line per difference, for the CLI and the hourly job's result. */
export const describeDerivedDifference = (d: DerivedDifference) =>
  `${d.table} ${d.key}: expected ${d.expected}, found ${d.actual}`;
