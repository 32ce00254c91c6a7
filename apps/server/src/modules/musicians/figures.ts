// One meaning per money figure for musicians (docs/engine.md "Figures for musicians"), read here only and used by
// the campaign card, the dashboard, the CSV/PDF report and the emails:
//   spent    = settled earnings (what creators were paid for their videos)
//   reserved = open reservations (approved videos waiting for their views at 72 h)
//   refunded = what went back to the musician at the end (from the ledger)
//   views    = the latest views of accepted videos (reviewed or succeeded)
import { centsToEur } from '@hookline/shared/money';
import { PLATFORMS, type Platform } from '@hookline/shared/platforms';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';

export type CampaignFigures = { spentCents: number; reservedCents: number; refundedCents: number; views: number };

const ZERO: CampaignFigures = { spentCents: 0, reservedCents: 0, refundedCents: 0, views: 0 };

/**
 * The figures of the campaign `campaignId` (an SQL expression: a column or a subquery) as one JSON object in cents:
 * read by `campaignFigures` and inside the dashboard's and the campaign list's statements (dashboard.ts). Triggers
 * keep them per campaign (migration 0020) with every write that changes them; the ledger check sums them again from
 * the promotions and the ledger and compares (modules/ledger/invariants.ts, `kept_figures`).
 */
export const campaignFiguresJson = (campaignId: SQL) => sql`(select json_build_object(
  'spentCents', coalesce(f.spent_cents, 0)::float8,
  'reservedCents', coalesce(f.reserved_cents, 0)::float8,
  'views', coalesce(v.views, 0)::float8,
  'refundedCents', coalesce(f.refunded_cents, 0)::float8)
  from (select ${campaignId} as id) k
  left join campaign_figures f on f.campaign_id = k.id
  left join campaign_view_totals v on v.campaign_id = k.id)`;

export async function campaignFigures(db: DbOrTx, campaignIds: number[]): Promise<Map<number, CampaignFigures>> {
  const out = new Map<number, CampaignFigures>();
  if (campaignIds.length === 0) return out;
  const ids = sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rawRows<{ id: number; figures: CampaignFigures }>(
    db,
    sql`select c.id, ${campaignFiguresJson(sql`c.id`)} as figures from campaigns c where c.id in (${ids})`,
  );
  for (const id of campaignIds) out.set(id, { ...ZERO });
  for (const r of rows) out.set(Number(r.id), r.figures);
  return out;
}

export const campaignFiguresOf = async (db: DbOrTx, campaignId: number) =>
  (await campaignFigures(db, [campaignId])).get(campaignId) ?? { ...ZERO };

/** The API's names for the figures, in EUR. */
export const figuresInEur = (f: CampaignFigures) => ({
  budget_spent_eur: centsToEur(f.spentCents),
  budget_reserved_eur: centsToEur(f.reservedCents),
  budget_refunded_eur: centsToEur(f.refundedCents),
  views: f.views,
});

/**
 * A campaign's views and spend on each platform its videos are on (docs/engine.md "Figures for musicians"): the
 * latest views of its accepted videos (reviewed, approved, succeeded: the same views as the campaign's) and what
 * their settlement earned the creators, in platform order; a platform without videos is left out. Kept per campaign
 * and platform by a trigger (migration 0038, `campaign_platform_totals` in db/derived.ts).
 */
export type PlatformFigures = { platform: Platform; videos: number; views: number; spentCents: number };

/**
 * The rows of `campaign_platform_totals` of the campaign `campaignId` (an SQL expression) as one JSON array: read by
 * `campaignPlatformFigures` and inside the dashboard's statement (dashboard.ts), then ordered by `platformFiguresOf`.
 */
export const campaignPlatformTotalsJson = (campaignId: SQL) => sql`(select coalesce(json_agg(json_build_object(
  'platform', t.platform, 'videos', t.videos, 'views', t.views::float8, 'spent', t.earned_cents::float8)), '[]'::json)
  from campaign_platform_totals t where t.campaign_id = ${campaignId} and t.videos > 0)`;

export type PlatformTotalsRow = { platform: Platform; videos: number; views: number; spent: number };

/** The kept rows in platform order, a platform without videos left out. */
export const platformFiguresOf = (rows: PlatformTotalsRow[]): PlatformFigures[] =>
  PLATFORMS.flatMap((platform) => {
    const r = rows.find((x) => x.platform === platform);
    return r ? [{ platform, videos: Number(r.videos), views: Number(r.views), spentCents: Number(r.spent) }] : [];
  });

export async function campaignPlatformFigures(db: DbOrTx, campaignId: number): Promise<PlatformFigures[]> {
  const [row] = await rawRows<{ rows: PlatformTotalsRow[] }>(
    db,
    sql`select ${campaignPlatformTotalsJson(sql`${campaignId}`)} as rows`,
  );
  return platformFiguresOf(row?.rows ?? []);
}
