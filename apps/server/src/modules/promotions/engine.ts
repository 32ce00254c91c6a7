// Money-moving promotion transitions. Each is one database transaction that locks the promotion and its
// campaign, checks the state machine, posts the ledger movement and updates the rows.
import type { PromotionStatus } from '@hookline/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { withSubqueries } from '../../db/ctes';
import { effectiveDeal } from '../../db/deal';
import { campaigns, creators, levels, promotionStats, promotions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { budget, earned, external, post, postingCtes, reserved } from '../ledger/ledger';
import { notificationJob, queueNotification } from '../queue/notification-job';
import { enqueueCte } from '../queue/queue';
import { viewsAt72hJob } from '../queue/views-schedule';
import { type DecisionInput, recordDecision } from './decisions';
import { type Deal, possibleMax, reservationFor, settle } from './earnings';
import { type Actor, illegal, type Move } from './transitions';
import { assertUploadTimeNotFuture } from './upload-time';

export type Stat = { views_count: number; likes_count: number; comments_count: number; shares_count: number };

/**
 * Locks a promotion and its campaign in one statement, with the creator's deal as it stands (their row and level read
 * in the same statement, unlocked: approval and settlement price with it). PostgreSQL locks the rows of a join in the
 * order of its tables, so the promotion's row first and then the campaign's, as every transition takes them.
 */
export async function lockedPromotion(tx: Tx, promotionId: number) {
  const [row] = await tx
    .select({
      promotion: promotions,
      campaign: campaigns,
      creator: {
        levelType: creators.levelType,
        per1kRate: creators.per1kRate,
        per1kCents: creators.per1kCents,
        maxCents: creators.maxCents,
      },
      level: { per1kRate: levels.per1kRate, per1kCents: levels.per1kCents, maxCents: levels.maxCents },
    })
    .from(promotions)
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(levels, eq(levels.id, creators.levelId))
    .where(eq(promotions.id, promotionId))
    .for('update', { of: [promotions, campaigns] });
  return row && { promotion: row.promotion, campaign: row.campaign, deal: dealFrom(row.creator, row.level) };
}

async function lockPromotion(tx: Tx, promotionId: number) {
  const row = await lockedPromotion(tx, promotionId);
  if (!row) throw notFound('promotionNotFound');
  return row;
}

/** Answered (409) when a conditional write finds the promotion no longer in the state its transition read. */

/**
 * The row lock already serialises transitions; the write is also conditional on the status that was read, so a
 * path that forgot the lock still cannot move a promotion twice (docs/engine.md "Invariants").
 */
const stillIn = (p: typeof promotions.$inferSelect) => and(eq(promotions.id, p.id), eq(promotions.status, p.status));

function moved<T>(row: T | undefined): T {
  if (!row) throw conflict('promotionChangedMeanwhile');
  return row;
}

export function assertMove(move: Move, status: PromotionStatus, actor: Actor) {
  const refusal = illegal(move, status, actor);
  if (refusal) throw refusal;
}

export async function dealOf(tx: Tx | Db, creatorId: number): Promise<Deal> {
  const [row] = await tx
    .select({ creator: creators, level: levels })
    .from(creators)
    .innerJoin(levels, eq(levels.id, creators.levelId))
    .where(eq(creators.id, creatorId));
  if (!row) throw notFound('creatorNotFound');
  return dealFrom(row.creator, row.level);
}

function dealFrom(...args: Parameters<typeof effectiveDeal>): Deal {
  const d = effectiveDeal(...args);
  return d.type === 'fixed' ? { type: 'fixed', per1kRate: null, maxCents: d.maxCents } : d;
}

/** The deal recorded with the reservation at approval; later deal changes apply to later approvals only. */
const dealColumns = (d: Deal) => ({ dealType: d.type, dealPer1kRate: d.per1kRate, dealMaxCents: d.maxCents });

/** The deal a reviewed promotion was approved under; null for promotions approved before deals were recorded. */
export function dealInForce(p: Pick<typeof promotions.$inferSelect, 'dealType' | 'dealPer1kRate' | 'dealMaxCents'>) {
  if (!p.dealType || p.dealMaxCents === null) return null;
  if (p.dealType === 'fixed') return { type: 'fixed', per1kRate: null, maxCents: p.dealMaxCents } satisfies Deal;
  return { type: p.dealType, per1kRate: p.dealPer1kRate ?? 0, maxCents: p.dealMaxCents } satisfies Deal;
}

/** Unused budget goes back to the campaign while it runs, to the musician (external) once it is archived. */
const releaseTo = (campaign: typeof campaigns.$inferSelect, amount: number) =>
  campaign.status === 'archived' ? external(amount) : budget(campaign.id, amount);

/**
 * Stores the figures an admin typed when approving (its own statement: the daily views trigger reads the promotion's
 * status as it is). They are marked typed: settlement at 72 h pays on the platform's reads only.
 */
async function recordStat(tx: Tx, promotionId: number, stat: Stat) {
  await tx.insert(promotionStats).values({
    promotionId,
    source: 'typed',
    viewsCount: stat.views_count,
    likesCount: stat.likes_count,
    commentsCount: stat.comments_count,
    sharesCount: stat.shares_count,
  });
  return {
    latestViews: stat.views_count,
    latestLikes: stat.likes_count,
    latestComments: stat.comments_count,
    latestShares: stat.shares_count,
    statsUpdatedAt: new Date(),
  };
}

/**
 * Admin approval: submitted → reviewed, reserving min(possible maximum, budget left); 409 when nothing is left.
 * The reservation's posting, the 72 h read and the two notifications are written with the promotion's update in one
 * statement (db/ctes.ts); the stats read before it.
 */
export async function approve(
  db: Db,
  o: {
    promotionId: number;
    uploadedAt: Date;
    stat: Stat /** past data recorded after the fact (the demo) */;
    now?: Date;
  },
) {
  return db.transaction(async (tx) => {
    assertUploadTimeNotFuture(o.uploadedAt);
    const { promotion, campaign, deal } = await lockPromotion(tx, o.promotionId);
    assertMove('approve', promotion.status, 'admin');
    if (campaign.budgetLeftCents <= 0) {
      throw conflict('approveNoBudgetLeft');
    }
    const amount = reservationFor(deal, campaign.budgetLeftCents);
    const latest = await recordStat(tx, promotion.id, o.stat);
    const ctes = [
      ...postingCtes({
        kind: 'reservation',
        campaignId: campaign.id,
        promotionId: promotion.id,
        creatorId: promotion.creatorId,
        at: o.now,
        legs: [budget(campaign.id, -amount), reserved(campaign.id, amount)],
      }),
      enqueueCte(tx, [
        viewsAt72hJob(promotion.id, o.uploadedAt, promotion.platform),
        notificationJob({ event: 'promotion-approved', promotion_id: promotion.id }),
        notificationJob({ event: 'video-published', promotion_id: promotion.id }),
      ]),
    ];
    const [row] = await tx
      .with(...withSubqueries(tx, ctes))
      .update(promotions)
      .set({
        status: 'reviewed',
        reservedCents: amount,
        ...dealColumns(deal),
        videoUploadedAt: o.uploadedAt,
        updatedAt: new Date(),
        ...latest,
      })
      .where(stillIn(promotion))
      .returning();
    return moved(row);
  });
}

/**
 * Views after three days recorded (stats job at 72 h, or the admin's Add Views): reviewed → succeeded, paid. The
 * campaign's views are counted first; the settlement's posting (which moves the campaign's budget) and the paid
 * notification go with the promotion's update in one statement.
 */
export async function settlePromotion(
  db: Db,
  o: {
    promotionId: number;
    viewsAfterThreeDays: number;
    actor: Actor;
    viewsReadAt?: Date;
    /** past data recorded after the fact (the demo) */
    now?: Date;
  },
) {
  return db.transaction(async (tx) => {
    const { promotion, campaign, deal: current } = await lockPromotion(tx, o.promotionId);
    assertMove('settle', promotion.status, o.actor);
    const deal = dealInForce(promotion) ?? current;
    const { earned: pay, released } = settle(deal, o.viewsAfterThreeDays, promotion.reservedCents);
    await tx
      .update(campaigns)
      .set({ campaignViews: sql`${campaigns.campaignViews} + ${o.viewsAfterThreeDays}` })
      .where(eq(campaigns.id, campaign.id));
    const ctes = [
      ...postingCtes({
        kind: 'settlement',
        campaignId: campaign.id,
        promotionId: promotion.id,
        creatorId: promotion.creatorId,
        at: o.now,
        legs: [
          reserved(campaign.id, -promotion.reservedCents),
          earned(promotion.creatorId, pay),
          releaseTo(campaign, released),
        ],
      }),
      enqueueCte(tx, [notificationJob({ event: 'promotion-paid', promotion_id: promotion.id })]),
    ];
    const [row] = await tx
      .with(...withSubqueries(tx, ctes))
      .update(promotions)
      .set({
        status: 'succeeded',
        viewsAfterThreeDays: o.viewsAfterThreeDays,
        viewsReadAt: o.viewsReadAt ?? null,
        earnedCents: pay,
        reservedCents: 0,
        settledAt: o.now ?? new Date(),
        updatedAt: new Date(),
      })
      .where(stillIn(promotion))
      .returning();
    return moved(row);
  });
}

/** A promotion leaving the running states gives back what it had reserved. */
async function releaseReservation(
  tx: Tx,
  promotion: typeof promotions.$inferSelect,
  campaign: typeof campaigns.$inferSelect,
) {
  if (promotion.reservedCents <= 0) return;
  await post(tx, {
    kind: 'release',
    campaignId: campaign.id,
    promotionId: promotion.id,
    creatorId: promotion.creatorId,
    legs: [reserved(campaign.id, -promotion.reservedCents), releaseTo(campaign, promotion.reservedCents)],
  });
}

/** Admin decline of any non-final promotion; a reservation is released. */
export async function decline(db: Db, { promotionId, reason }: { promotionId: number; reason?: DecisionInput }) {
  return db.transaction(async (tx) => {
    const { promotion, campaign } = await lockPromotion(tx, promotionId);
    assertMove('decline', promotion.status, 'admin');
    await releaseReservation(tx, promotion, campaign);
    const [row] = await tx
      .update(promotions)
      .set({ status: 'declined', reservedCents: 0, updatedAt: new Date() })
      .where(stillIn(promotion))
      .returning();
    moved(row);
    await recordDecision(tx, { promotionId: promotion.id, kind: 'declined', reason });
    await queueNotification(tx, { event: 'promotion-declined', promotion_id: promotion.id });
    return row;
  });
}

/** Irreversible fraud: releases a reservation, or reverses a paid earning (negative on the next bill if billed). */
export async function markFraud(db: Db, { promotionId, reason }: { promotionId: number; reason?: DecisionInput }) {
  return db.transaction(async (tx) => {
    const { promotion, campaign } = await lockPromotion(tx, promotionId);
    assertMove('fraud', promotion.status, 'admin');
    await releaseReservation(tx, promotion, campaign);
    const pay = promotion.earnedCents ?? 0;
    if (promotion.status === 'succeeded' && pay > 0) {
      await post(tx, {
        kind: 'fraud_reversal',
        campaignId: campaign.id,
        promotionId: promotion.id,
        creatorId: promotion.creatorId,
        legs: [earned(promotion.creatorId, -pay), releaseTo(campaign, pay)],
      });
    }
    if (promotion.viewsAfterThreeDays) {
      await tx
        .update(campaigns)
        .set({ campaignViews: sql`greatest(0, ${campaigns.campaignViews} - ${promotion.viewsAfterThreeDays})` })
        .where(eq(campaigns.id, campaign.id));
    }
    const [row] = await tx
      .update(promotions)
      .set({ status: 'fraud', reservedCents: 0, earnedCents: 0, updatedAt: new Date() })
      .where(stillIn(promotion))
      .returning();
    moved(row);
    await recordDecision(tx, { promotionId: promotion.id, kind: 'fraud', reason });
    await queueNotification(tx, { event: 'promotion-fraud', promotion_id: promotion.id });
    return row;
  });
}

/** Deletes a pending or submitted promotion (no money has moved for those). */
export async function deletePromotion(db: Db, o: { promotionId: number; actor: Actor; creatorId?: number }) {
  return db.transaction(async (tx) => {
    const { promotion } = await lockPromotion(tx, o.promotionId);
    if (o.creatorId !== undefined && promotion.creatorId !== o.creatorId) throw notFound('promotionNotFound');
    assertMove('delete', promotion.status, o.actor);
    moved((await tx.delete(promotions).where(stillIn(promotion)).returning({ id: promotions.id }))[0]);
  });
}

/** Campaign funding at creation: the musician's money enters the campaign budget. */
export async function fundCampaign(tx: Tx, { campaignId, amountCents }: { campaignId: number; amountCents: number }) {
  await post(tx, { kind: 'funding', campaignId, legs: [external(-amountCents), budget(campaignId, amountCents)] });
}

/** Budget edit: the difference is funded or refunded; it cannot go below what is reserved or paid. */
export async function changeBudget(
  tx: Tx,
  { campaignId, newBudgetCents }: { campaignId: number; newBudgetCents: number },
) {
  const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!c) throw notFound('campaignNotFound');
  const delta = newBudgetCents - c.budgetCents;
  if (delta === 0) return;
  if (c.status === 'archived') throw conflict('archivedBudgetFixed');
  if (c.budgetLeftCents + delta < 0) {
    throw new AppError('CONFLICT', 'budgetBelowCommitted');
  }
  await post(tx, { kind: 'budget_edit', campaignId, legs: [external(-delta), budget(campaignId, delta)] });
  await tx.update(campaigns).set({ budgetCents: newBudgetCents }).where(eq(campaigns.id, campaignId));
  if (delta > 0) await liftPartialReservations(tx, campaignId, c.budgetLeftCents + delta);
}

/**
 * A top-up raises reservations that a small budget cut short towards their creator's cap, oldest approval first.
 * Promotions in the middle of another transition are skipped (SKIP LOCKED): waiting for them while holding the
 * campaign lock could deadlock with a transition that holds the promotion and waits for the campaign.
 */
async function liftPartialReservations(tx: Tx, campaignId: number, budgetLeft: number) {
  let left = budgetLeft;
  const open = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.campaignId, campaignId), sql`${promotions.status} in ('reviewed', 'approved')`))
    .orderBy(promotions.id)
    .for('update', { skipLocked: true });
  for (const p of open) {
    if (left <= 0) break;
    const cap = possibleMax(dealInForce(p) ?? (await dealOf(tx, p.creatorId)));
    const lift = Math.min(cap - p.reservedCents, left);
    if (lift <= 0) continue;
    await post(tx, {
      kind: 'reservation',
      campaignId,
      promotionId: p.id,
      creatorId: p.creatorId,
      memo: 'top-up',
      legs: [budget(campaignId, -lift), reserved(campaignId, lift)],
    });
    moved(
      (
        await tx
          .update(promotions)
          .set({ reservedCents: p.reservedCents + lift, updatedAt: new Date() })
          .where(stillIn(p))
          .returning({ id: promotions.id })
      )[0],
    );
    left -= lift;
  }
}

/** End campaign: archives it and releases the unreserved budget; in-flight reservations stay until they settle. */
export async function archiveCampaignTx(tx: Tx, campaignId: number) {
  const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!c) throw notFound('campaignNotFound');
  if (c.status === 'archived') return c;
  await post(tx, {
    kind: 'archive_release',
    campaignId,
    legs: [budget(campaignId, -c.budgetLeftCents), external(c.budgetLeftCents)],
  });
  const [row] = await tx
    .update(campaigns)
    .set({ status: 'archived', archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'active')))
    .returning();
  await queueNotification(tx, { event: 'campaign-ended', campaign_id: campaignId });
  return row ?? c;
}

export const archiveCampaign = (db: Db, campaignId: number) =>
  db.transaction((tx) => archiveCampaignTx(tx, campaignId));
