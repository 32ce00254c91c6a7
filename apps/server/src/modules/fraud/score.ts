// Scores one promotion from its figures in the database and keeps the result (fraud_checks). A reviewed video
// scoring FRAUD.HOLD_SCORE or more is held: settlement skips it until an admin decides (decide.ts).
import { FRAUD } from '@hookline/shared/fraud';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creatorFollowerReads, creators, fraudChecks, promotions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { engagementPer1k, type SignalInput, scoreSignals, viewsPerHour } from './signals';

const SETTLED_HOURS = 72;
/** Enough peers for a stable median without reading a whole large campaign on every stats read. */
const PEER_LIMIT = 500;
const FOLLOWER_READS = 50;
export const RUNNING = ['reviewed', 'approved'] as const;
export const SCORED = ['reviewed', 'approved', 'succeeded'] as const;

export async function gatherFigures(db: DbOrTx, promotionId: number, now = new Date()) {
  const [row] = await db
    .select({ promotion: promotions, iban: creators.payoutIban, accountCreatedAt: users.createdAt })
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(promotions.id, promotionId));
  if (!row) throw notFound('Promotion not found.');
  const p = row.promotion;
  const iban = row.iban ? row.iban.replace(/\s/g, '').toUpperCase() : null;
  const [history, peers, reads, dup, ibanShare, oldest] = await Promise.all([
    db
      .select({ views: promotions.viewsAfterThreeDays })
      .from(promotions)
      .where(
        and(
          eq(promotions.creatorId, p.creatorId),
          eq(promotions.status, 'succeeded'),
          ne(promotions.id, p.id),
          isNotNull(promotions.viewsAfterThreeDays),
        ),
      )
      .orderBy(desc(promotions.settledAt))
      .limit(PEER_LIMIT),
    db
      .select({
        views: promotions.latestViews,
        likes: promotions.latestLikes,
        comments: promotions.latestComments,
        shares: promotions.latestShares,
        uploadedAt: promotions.videoUploadedAt,
        statsAt: promotions.statsUpdatedAt,
      })
      .from(promotions)
      .where(
        and(
          eq(promotions.campaignId, p.campaignId),
          ne(promotions.id, p.id),
          inArray(promotions.status, [...SCORED]),
          isNotNull(promotions.latestViews),
        ),
      )
      .orderBy(desc(promotions.id))
      .limit(PEER_LIMIT),
    db
      .select({ followers: creatorFollowerReads.followers })
      .from(creatorFollowerReads)
      .where(eq(creatorFollowerReads.creatorId, p.creatorId))
      .orderBy(desc(creatorFollowerReads.readAt), desc(creatorFollowerReads.id))
      .limit(FOLLOWER_READS),
    p.tiktokVideoId
      ? db
          .select({
            promotions: sql<number>`count(*)::int`,
            creators: sql<number>`count(distinct ${promotions.creatorId}) filter (where ${promotions.creatorId} <> ${p.creatorId})::int`,
          })
          .from(promotions)
          .where(and(eq(promotions.tiktokVideoId, p.tiktokVideoId), ne(promotions.id, p.id)))
      : Promise.resolve([{ promotions: 0, creators: 0 }]),
    iban
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(creators)
          .where(
            and(
              isNotNull(creators.payoutIban),
              sql`upper(replace(${creators.payoutIban}, ' ', '')) = ${iban}`,
              ne(creators.id, p.creatorId),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
    db
      .select({ at: sql<string | null>`min(${promotions.videoUploadedAt})` })
      .from(promotions)
      .where(eq(promotions.creatorId, p.creatorId)),
  ]);
  const oldestAt = oldest[0]?.at ? new Date(oldest[0].at) : null;
  const input: SignalInput = {
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
    creatorVelocities: history.map((h) => (h.views ?? 0) / SETTLED_HOURS),
    campaignVelocities: peers
      .filter((x) => (x.views ?? 0) >= FRAUD.MIN_VIEWS)
      .map((x) => viewsPerHour(x, now))
      .filter((x): x is number => x !== null),
    campaignEngagements: peers.map((x) => engagementPer1k(x)).filter((x): x is number => x !== null),
    followerReads: reads.map((r) => r.followers).reverse(),
    duplicates: { promotions: dup[0]?.promotions ?? 0, creators: dup[0]?.creators ?? 0 },
    iban: { value: iban, otherAccounts: ibanShare[0]?.n ?? 0 },
    accountCreatedAt: row.accountCreatedAt,
    oldestVideoAt: oldestAt,
  };
  return { promotion: p, input };
}

/** Scores a promotion and stores it; holds a running video at or over the threshold unless already decided. */
export async function scorePromotion(db: DbOrTx, promotionId: number, now = new Date()) {
  const { promotion, input } = await gatherFigures(db, promotionId, now);
  const { score, reasons } = scoreSignals(input);
  const holds = score >= FRAUD.HOLD_SCORE && (RUNNING as readonly string[]).includes(promotion.status);
  const [row] = await db
    .insert(fraudChecks)
    .values({ promotionId, score, reasons, scoredAt: now, heldAt: holds ? now : null })
    .onConflictDoUpdate({
      target: fraudChecks.promotionId,
      set: {
        score,
        reasons,
        scoredAt: now,
        // a hold stays until the admin decides; a decided video is never held again
        heldAt: holds
          ? sql`case when ${fraudChecks.decision} is null then coalesce(${fraudChecks.heldAt}, ${now.toISOString()}::timestamptz) else ${fraudChecks.heldAt} end`
          : sql`${fraudChecks.heldAt}`,
      },
    })
    .returning();
  if (!row) throw new Error('fraud check not stored');
  const held =
    row.heldAt !== null && row.decision === null && (RUNNING as readonly string[]).includes(promotion.status);
  return { ...row, held };
}

/** True while a video waits for the admin's fraud decision: settlement skips it. */
export async function isHeld(db: DbOrTx, promotionId: number) {
  const [row] = await db
    .select({ id: fraudChecks.promotionId })
    .from(fraudChecks)
    .innerJoin(promotions, eq(promotions.id, fraudChecks.promotionId))
    .where(
      and(
        eq(fraudChecks.promotionId, promotionId),
        isNotNull(fraudChecks.heldAt),
        isNull(fraudChecks.decision),
        inArray(promotions.status, [...RUNNING]),
      ),
    );
  return Boolean(row);
}

/** Reads the followers of a creator's linked profile once per stats run (the follower-jump signal). */
export async function recordFollowers(db: DbOrTx, creatorId: number, followers: number) {
  await db.insert(creatorFollowerReads).values({ creatorId, followers });
}
