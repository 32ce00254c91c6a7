// Scores promotions from their figures in the database and keeps the results (fraud_checks), one video or a whole
// batch of the stats job at once. A reviewed video scoring FRAUD.HOLD_SCORE or more is held: settlement skips it
// until an admin decides (decide.ts).
import { FRAUD } from '@hookline/shared/fraud';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { jsonList } from '../../db/json-list';
import { creatorFollowerReads, creators, fraudChecks, promotions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { groupBy } from '../../lib/group-by';
import { engagementPer1k, type SignalInput, scoreSignals, viewsPerHour } from './signals';

const SETTLED_HOURS = 72;
/** Enough peers for a stable median without reading a whole large campaign on every stats read. */
const PEER_LIMIT = 500;
const FOLLOWER_READS = 50;
export const RUNNING = ['reviewed', 'approved'] as const;
export const SCORED = ['reviewed', 'approved', 'succeeded'] as const;
/** A held video still waiting for the admin's decision, in a query that joins its promotion to its fraud check. */
export const awaitingDecision = and(
  isNotNull(fraudChecks.heldAt),
  isNull(fraudChecks.decision),
  inArray(promotions.status, [...RUNNING]),
);

type PromotionRow = typeof promotions.$inferSelect;
type Figures = { promotion: PromotionRow; input: SignalInput };

/** The first `limit` rows of a list read with one row to spare, without the scored video itself. */
const withoutSelf = <T extends { id: number }>(rows: T[] | undefined, selfId: number, limit: number) =>
  (rows ?? []).filter((r) => r.id !== selfId).slice(0, limit);

/**
 * The figures of every signal for a set of promotions in a fixed number of statements, whatever the set's size:
 * each list a signal compares against (a creator's settled videos, a campaign's other videos, a creator's follower
 * reads) is read once per creator or campaign with one row to spare, and each video's own list is that one without
 * itself. The stats job scores a whole batch of videos this way instead of a few round trips per video.
 */
export async function gatherFiguresBatch(
  db: DbOrTx,
  { promotionIds, now = new Date() }: { promotionIds: number[]; now?: Date },
) {
  const ids = [...new Set(promotionIds)];
  const out = new Map<number, Figures>();
  if (!ids.length) return out;
  const base = await db
    .select({
      promotion: promotions,
      iban: creators.payoutIban,
      // the IBAN as the database compares it, to leave the creator's own account out of the count below
      ibanInDb: sql<string | null>`upper(replace(${creators.payoutIban}, ' ', ''))`,
      accountCreatedAt: users.createdAt,
    })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(inArray(promotions.id, ids));
  if (base.length < ids.length) throw notFound('promotionNotFound');
  const normalised = (iban: string | null) => (iban ? iban.replace(/\s/g, '').toUpperCase() : null);
  const creatorIds = [...new Set(base.map((r) => r.promotion.creatorId))];
  const campaignIds = [...new Set(base.map((r) => r.promotion.campaignId))];
  const videoIds = [...new Set(base.map((r) => r.promotion.tiktokVideoId).filter((v): v is string => v !== null))];
  const ibans = [...new Set(base.map((r) => normalised(r.iban)).filter((v): v is string => v !== null))];

  const history = db
    .select({
      id: promotions.id,
      creatorId: promotions.creatorId,
      views: promotions.viewsAfterThreeDays,
      rank: sql<number>`row_number() over (partition by ${promotions.creatorId} order by ${promotions.settledAt} desc, ${promotions.id} desc)`.as(
        'rank',
      ),
    })
    .from(promotions)
    .where(
      and(
        inArray(promotions.creatorId, creatorIds),
        eq(promotions.status, 'succeeded'),
        isNotNull(promotions.viewsAfterThreeDays),
      ),
    )
    .as('history');
  const peers = db
    .select({
      id: promotions.id,
      campaignId: promotions.campaignId,
      views: promotions.latestViews,
      likes: promotions.latestLikes,
      comments: promotions.latestComments,
      shares: promotions.latestShares,
      uploadedAt: promotions.videoUploadedAt,
      statsAt: promotions.statsUpdatedAt,
      rank: sql<number>`row_number() over (partition by ${promotions.campaignId} order by ${promotions.id} desc)`.as(
        'rank',
      ),
    })
    .from(promotions)
    .where(
      and(
        inArray(promotions.campaignId, campaignIds),
        inArray(promotions.status, [...SCORED]),
        isNotNull(promotions.latestViews),
      ),
    )
    .as('peers');
  const reads = db
    .select({
      creatorId: creatorFollowerReads.creatorId,
      followers: creatorFollowerReads.followers,
      rank: sql<number>`row_number() over (partition by ${creatorFollowerReads.creatorId} order by ${creatorFollowerReads.readAt} desc, ${creatorFollowerReads.id} desc)`.as(
        'rank',
      ),
    })
    .from(creatorFollowerReads)
    .where(inArray(creatorFollowerReads.creatorId, creatorIds))
    .as('reads');
  // the six lists in one statement, each as a JSON array in its order (fewer round trips and pool connections
  // than a statement each: approval scores a video while other requests wait for the pool)
  const none = sql`select null::int as id where false`;
  const normalisedIban = sql<string>`upper(replace(${creators.payoutIban}, ' ', ''))`;
  const [lists] = await rawRows<{
    history: { id: number; creator_id: number; views_after_three_days: number | null }[];
    peers: {
      id: number;
      campaign_id: number;
      latest_views: number | null;
      latest_likes: number | null;
      latest_comments: number | null;
      latest_shares: number | null;
      video_uploaded_at: string | null;
      stats_updated_at: string | null;
    }[];
    reads: { creator_id: number; followers: number }[];
    same_video: { id: number; creator_id: number; tiktok_video_id: string }[];
    ibans: { iban: string; n: number }[];
    oldest: { creator_id: number; at: string | null }[];
  }>(
    db,
    sql`select
      ${jsonList(
        db
          .select({ id: history.id, creatorId: history.creatorId, views: history.views, rank: history.rank })
          .from(history)
          .where(lte(history.rank, PEER_LIMIT + 1)),
        sql`q.creator_id, q.rank`,
      )} as history,
      ${jsonList(
        db
          .select({
            id: peers.id,
            campaignId: peers.campaignId,
            views: peers.views,
            likes: peers.likes,
            comments: peers.comments,
            shares: peers.shares,
            uploadedAt: peers.uploadedAt,
            statsAt: peers.statsAt,
            rank: peers.rank,
          })
          .from(peers)
          .where(lte(peers.rank, PEER_LIMIT + 1)),
        sql`q.campaign_id, q.rank`,
      )} as peers,
      ${jsonList(
        db
          .select({ creatorId: reads.creatorId, followers: reads.followers, rank: reads.rank })
          .from(reads)
          .where(lte(reads.rank, FOLLOWER_READS)),
        sql`q.creator_id, q.rank`,
      )} as reads,
      ${jsonList(
        videoIds.length
          ? db
              .select({ id: promotions.id, creatorId: promotions.creatorId, videoId: promotions.tiktokVideoId })
              .from(promotions)
              .where(inArray(promotions.tiktokVideoId, videoIds))
          : none,
        sql`q.id`,
      )} as same_video,
      ${jsonList(
        ibans.length
          ? db
              .select({ iban: normalisedIban.as('iban'), n: sql<number>`count(*)::int`.as('n') })
              .from(creators)
              .where(and(isNotNull(creators.payoutIban), inArray(normalisedIban, ibans)))
              .groupBy(sql`1`)
          : none,
        sql`1`,
      )} as ibans,
      ${jsonList(
        db
          .select({
            creatorId: promotions.creatorId,
            at: sql<string | null>`min(${promotions.videoUploadedAt})`.as('at'),
          })
          .from(promotions)
          .where(inArray(promotions.creatorId, creatorIds))
          .groupBy(promotions.creatorId),
        sql`q.creator_id`,
      )} as oldest`,
  );
  const date = (v: string | null) => (v === null ? null : new Date(v));
  const historyRows = (lists?.history ?? []).map((r) => ({
    id: r.id,
    creatorId: r.creator_id,
    views: r.views_after_three_days,
  }));
  const peerRows = (lists?.peers ?? []).map((r) => ({
    id: r.id,
    campaignId: r.campaign_id,
    views: r.latest_views,
    likes: r.latest_likes,
    comments: r.latest_comments,
    shares: r.latest_shares,
    uploadedAt: date(r.video_uploaded_at),
    statsAt: date(r.stats_updated_at),
  }));
  const readRows = (lists?.reads ?? []).map((r) => ({ creatorId: r.creator_id, followers: r.followers }));
  const sameVideo = (lists?.same_video ?? []).map((r) => ({
    id: r.id,
    creatorId: r.creator_id,
    videoId: r.tiktok_video_id,
  }));
  const ibanCounts = lists?.ibans ?? [];
  const oldest = (lists?.oldest ?? []).map((r) => ({ creatorId: r.creator_id, at: r.at }));
  const historyOf = groupBy(historyRows, (r) => r.creatorId);
  const peersOf = groupBy(peerRows, (r) => r.campaignId);
  const readsOf = groupBy(readRows, (r) => r.creatorId);
  const byVideo = groupBy(sameVideo, (r) => r.videoId);
  const ibanCount = new Map(ibanCounts.map((r) => [r.iban, r.n]));
  const oldestOf = new Map(oldest.map((r) => [r.creatorId, r.at ? new Date(r.at) : null]));

  for (const row of base) {
    const p = row.promotion;
    const iban = normalised(row.iban);
    const campaignPeers = withoutSelf(peersOf.get(p.campaignId), p.id, PEER_LIMIT);
    const others = p.tiktokVideoId ? (byVideo.get(p.tiktokVideoId) ?? []).filter((r) => r.id !== p.id) : [];
    const ownIbanCounted = iban !== null && row.ibanInDb === iban ? 1 : 0;
    out.set(p.id, {
      promotion: p,
      input: {
        now,
        video: {
          views: p.latestViews,
          likes: p.latestLikes,
          comments: p.latestComments,
          shares: p.latestShares,
          uploadedAt: p.videoUploadedAt,
          statsAt: p.statsUpdatedAt,
          tiktokVideoId: p.tiktokVideoId,
        },
        creatorVelocities: withoutSelf(historyOf.get(p.creatorId), p.id, PEER_LIMIT).map(
          (h) => (h.views ?? 0) / SETTLED_HOURS,
        ),
        campaignVelocities: campaignPeers
          .filter((x) => (x.views ?? 0) >= FRAUD.MIN_VIEWS)
          .map((x) => viewsPerHour(x, now))
          .filter((x): x is number => x !== null),
        campaignEngagements: campaignPeers.map((x) => engagementPer1k(x)).filter((x): x is number => x !== null),
        followerReads: (readsOf.get(p.creatorId) ?? []).map((r) => r.followers).reverse(),
        duplicates: {
          promotions: others.length,
          creators: new Set(others.filter((r) => r.creatorId !== p.creatorId).map((r) => r.creatorId)).size,
        },
        iban: { value: iban, otherAccounts: iban ? (ibanCount.get(iban) ?? 0) - ownIbanCounted : 0 },
        accountCreatedAt: row.accountCreatedAt,
        oldestVideoAt: oldestOf.get(p.creatorId) ?? null,
      },
    });
  }
  return out;
}

/**
 * Scores a set of promotions and stores the results in one statement; holds a running video at or over the
 * threshold unless already decided. Gives each video the same score and reasons as scoring it alone.
 */
export async function scorePromotions(
  db: DbOrTx,
  { promotionIds, now = new Date() }: { promotionIds: number[]; now?: Date },
) {
  const figures = await gatherFiguresBatch(db, { promotionIds, now });
  const scored = new Map<number, typeof fraudChecks.$inferSelect & { held: boolean }>();
  if (!figures.size) return scored;
  const running = (status: string) => (RUNNING as readonly string[]).includes(status);
  // in promotion order, so two runs upserting overlapping sets lock the rows in the same order
  const values = [...figures.values()]
    .sort((a, b) => a.promotion.id - b.promotion.id)
    .map(({ promotion, input }) => {
      const { score, reasons } = scoreSignals(input);
      const holds = score >= FRAUD.HOLD_SCORE && running(promotion.status);
      return { promotionId: promotion.id, score, reasons, scoredAt: now, heldAt: holds ? now : null };
    });
  const rows = await db
    .insert(fraudChecks)
    .values(values)
    .onConflictDoUpdate({
      target: fraudChecks.promotionId,
      set: {
        score: sql`excluded.score`,
        reasons: sql`excluded.reasons`,
        scoredAt: sql`excluded.scored_at`,
        // a hold (a new held_at) stays until the admin decides; a decided video is never held again
        heldAt: sql`case when excluded.held_at is not null and ${fraudChecks.decision} is null
          then coalesce(${fraudChecks.heldAt}, excluded.held_at) else ${fraudChecks.heldAt} end`,
      },
    })
    .returning();
  for (const row of rows) {
    const status = figures.get(row.promotionId)?.promotion.status ?? '';
    scored.set(row.promotionId, { ...row, held: row.heldAt !== null && row.decision === null && running(status) });
  }
  return scored;
}

/** Scores a promotion and stores it; holds a running video at or over the threshold unless already decided. */
export async function scorePromotion(
  db: DbOrTx,
  { promotionId, now = new Date() }: { promotionId: number; now?: Date },
) {
  const row = (await scorePromotions(db, { promotionIds: [promotionId], now })).get(promotionId);
  if (!row) throw new Error('fraud check not stored');
  return row;
}

/** True while a video waits for the admin's fraud decision: settlement skips it. */
export async function isHeld(db: DbOrTx, promotionId: number) {
  const [row] = await db
    .select({ id: fraudChecks.promotionId })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(and(eq(fraudChecks.promotionId, promotionId), awaitingDecision));
  return Boolean(row);
}

/**
 * The followers of creators' linked profiles, read once per stats run (the follower-jump signal): one statement for
 * a batch of the stats job, written before the batch is scored.
 */
export async function recordFollowerReads(db: DbOrTx, reads: { creatorId: number; followers: number; readAt: Date }[]) {
  if (reads.length) await db.insert(creatorFollowerReads).values(reads);
}
