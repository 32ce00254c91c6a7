// What the admin reads: the fraud queue (undecided scores from FRAUD.QUEUE_SCORE, highest first), its count for
// the drawer, the scores of one campaign's rows, and a creator's own videos under review.
import { FRAUD, type FraudCheck, type FraudQueueItem, type FraudReasonCode } from '@hookline/shared/fraud';
import { and, desc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal, rowCount } from '../../db/paging';
import { campaigns, creators, fraudChecks, promotions, songs } from '../../db/schema';
import { notFound } from '../../errors';
import { awaitingDecision, RUNNING, SCORED, scorePromotion } from './score';

/** Rows scored before this feature (or before their first stats read) are scored when first shown, a few at a time. */
const BACKFILL_LIMIT = 50;

const serializeCheck = (c: typeof fraudChecks.$inferSelect, status: string): FraudCheck => ({
  promotion_id: c.promotionId,
  score: c.score,
  reasons: c.reasons,
  held: c.heldAt !== null && c.decision === null && (RUNNING as readonly string[]).includes(status),
  decision: c.decision,
  scored_at: c.scoredAt.toISOString(),
});

const queued = and(
  isNull(fraudChecks.decision),
  gte(fraudChecks.score, FRAUD.QUEUE_SCORE),
  inArray(promotions.status, [...SCORED]),
);

export async function fraudQueue(db: DbOrTx, o: { page: number; perPage: number }) {
  const { rows, total } = await pageWithTotal({
    page: o.page,
    perPage: o.perPage,
    rows: ({ limit, offset }) =>
      db
        .select({
          check: fraudChecks,
          status: promotions.status,
          campaignId: promotions.campaignId,
          videoUrl: promotions.videoUrl,
          views: promotions.latestViews,
          creatorId: creators.id,
          username: creators.tiktokUsername,
          title: songs.title,
          artist: songs.artist,
        })
        .from(fraudChecks)
        .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
        .innerJoin(creators, eq(creators.id, promotions.creatorId))
        .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
        .innerJoin(songs, eq(songs.id, campaigns.songId))
        .where(queued)
        .orderBy(desc(fraudChecks.score), desc(fraudChecks.promotionId))
        .limit(limit)
        .offset(offset),
    count: db
      .select({ n: rowCount() })
      .from(fraudChecks)
      .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
      .where(queued),
  });
  const items: FraudQueueItem[] = rows.map((r) => ({
    ...serializeCheck(r.check, r.status),
    status: r.status,
    campaign_id: r.campaignId,
    song: `${r.artist} - ${r.title}`,
    creator: { id: r.creatorId, tiktok_username: r.username },
    video_url: r.videoUrl,
    views: r.views,
  }));
  return { items, total };
}

export async function fraudCount(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      held: sql<number>`count(*) filter (where ${fraudChecks.heldAt} is not null and ${promotions.status} in ('reviewed', 'approved'))::int`,
    })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(queued);
  return { total: row?.total ?? 0, held: row?.held ?? 0 };
}

/** The score of every reviewed and succeeded row of a campaign; unscored rows are scored now. */
export async function campaignFraudChecks(db: DbOrTx, { campaignId }: { campaignId: number }) {
  const [c] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw notFound('campaignNotFound');
  const scoredIds = db
    .select({ id: fraudChecks.promotionId })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(eq(promotions.campaignId, campaignId));
  const missing = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.campaignId, campaignId),
        inArray(promotions.status, [...SCORED]),
        notInArray(promotions.id, scoredIds),
      ),
    )
    .limit(BACKFILL_LIMIT);
  for (const m of missing) await scorePromotion(db, { promotionId: m.id });
  const rows = await db
    .select({ check: fraudChecks, status: promotions.status })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(and(eq(promotions.campaignId, campaignId), inArray(promotions.status, [...SCORED])));
  return rows.map((r) => serializeCheck(r.check, r.status));
}

/** A creator's held videos with the reason codes only: the figures name other accounts' data. */
export async function creatorReviews(db: DbOrTx, { creatorId }: { creatorId: number }) {
  const rows = await db
    .select({ id: fraudChecks.promotionId, reasons: fraudChecks.reasons })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(and(eq(promotions.creatorId, creatorId), awaitingDecision));
  return rows.map((r) => ({
    promotion_id: r.id,
    reason_codes: r.reasons.map((x) => x.code) as FraudReasonCode[],
  }));
}
