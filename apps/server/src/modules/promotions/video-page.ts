// One video as its creator reads it (web /app/credits/campaign-history/{id}): views over time, the deal, the
// reservation made at approval, the 72-hour settlement, the bill and its payout, and any decline reason.

import { invoiceNumber } from '@hookline/shared/bills';
import type { EARNING_STATES } from '@hookline/shared/earning-states';
import { centsToEur, rateToEur } from '@hookline/shared/money';
import { PLATFORM_REPORTING_LAG_HOURS, settlesAt } from '@hookline/shared/platforms';
import { and, asc, eq, sql } from 'drizzle-orm';
import { earningStateSql } from '../../db/answer-json';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/client';
import { bills, campaigns, promotionStats, promotions, songs } from '../../db/schema';
import { notFound } from '../../errors';
import { latestDecision } from './decision-view';
import { dealOf } from './engine';

export async function videoPage(db: DbOrTx, o: { promotionId: number; creatorId: number }) {
  const [row] = await db
    .select({ promotion: promotions, song: { title: songs.title, artist: songs.artist }, campaign: campaigns })
    .from(promotions)
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(and(eq(promotions.id, o.promotionId), eq(promotions.creatorId, o.creatorId)));
  // another creator's video answers as if it did not exist
  if (!row) throw notFound('promotionNotFound');
  const p = row.promotion;
  const [stats, reservation, bill, deal, decision, state] = await Promise.all([
    db
      .select({ at: promotionStats.recordedAt, views: promotionStats.viewsCount, source: promotionStats.source })
      .from(promotionStats)
      .where(eq(promotionStats.promotionId, p.id))
      .orderBy(asc(promotionStats.recordedAt), asc(promotionStats.id)),
    // the reservation is read from the ledger: the row's reserved_cents goes back to 0 at settlement
    rawRows<{ amount: string | null; at: string | Date | null }>(
      db,
      sql`select sum(e.amount_cents) as amount, max(t.created_at) as at from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and e.account = 'campaign_reserved'
          where t.kind = 'reservation' and t.promotion_id = ${p.id}`,
    ),
    p.billId
      ? db
          .select({
            number: bills.billNumber,
            year: bills.billYear,
            status: bills.status,
            paidAt: bills.paidAt,
            createdAt: bills.createdAt,
          })
          .from(bills)
          .where(eq(bills.id, p.billId))
      : Promise.resolve([]),
    dealOf(db, p.creatorId),
    latestDecision(db, { promotionId: p.id, status: p.status }),
    // the earning's state as every other screen reads it (db/answer-json.ts)
    rawRows<{ state: (typeof EARNING_STATES)[number] | null }>(
      db,
      sql`select ${sql.raw(earningStateSql('p'))} as state from promotions p where p.id = ${p.id}`,
    ),
  ]);
  const reservedAt = reservation[0]?.at ? new Date(reservation[0].at) : null;
  const reservedCents =
    reservation[0]?.amount === null || reservation[0]?.amount === undefined ? null : Number(reservation[0].amount);
  const b = bill[0];
  return {
    id: p.id,
    campaign_id: p.campaignId,
    status: p.status,
    song: row.song,
    video_url: p.videoUrl,
    video_link: p.videoLink,
    created_at: p.createdAt.toISOString(),
    video_uploaded_at: p.videoUploadedAt?.toISOString() ?? null,
    settles_at: p.videoUploadedAt ? settlesAt(p.platform, p.videoUploadedAt).toISOString() : null,
    platform: p.platform,
    reporting_lag_hours: PLATFORM_REPORTING_LAG_HOURS[p.platform],
    views_after_three_days: p.viewsAfterThreeDays,
    latest_views: p.latestViews,
    // the newest snapshot is what an admin typed when approving (the answers' promotion_stat_latest.typed likewise)
    latest_views_typed: p.latestViews !== null && stats.at(-1)?.source === 'typed',
    views_over_time: stats.map((s) => ({ at: s.at.toISOString(), views: s.views })),
    // the deal in force at approval (recorded on the promotion) once there is one, else the deal a new approval gets
    deal: p.dealType
      ? {
          type: p.dealType,
          per_1k_views_amount_eur: p.dealType === 'fixed' ? null : rateToEur(p.dealPer1kRate ?? 0),
          max_amount_eur: centsToEur(p.dealMaxCents ?? 0),
        }
      : {
          type: deal.type,
          per_1k_views_amount_eur: deal.per1kRate === null ? null : rateToEur(deal.per1kRate),
          max_amount_eur: centsToEur(deal.maxCents),
        },
    reservation:
      reservedCents === null ? null : { amount_eur: centsToEur(reservedCents), at: reservedAt?.toISOString() ?? null },
    reserved_amount_eur: centsToEur(p.reservedCents),
    earned_amount_eur: p.earnedCents === null ? null : centsToEur(p.earnedCents),
    settled_at: p.settledAt?.toISOString() ?? null,
    earning_state: state[0]?.state ?? null,
    bill: b
      ? {
          bill_number: b.number,
          number: invoiceNumber(b.year, b.number),
          status: b.status,
          created_at: b.createdAt.toISOString(),
          paid_at: b.paidAt?.toISOString() ?? null,
        }
      : null,
    decision,
  };
}

export type VideoPage = Awaited<ReturnType<typeof videoPage>>;
