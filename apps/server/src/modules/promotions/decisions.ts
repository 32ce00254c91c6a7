// Decline and fraud reasons, and the creator's one appeal of a decline (docs/engine.md "Decline reasons and
// appeals"). A decision row is written in the same transaction as the status change, so the creator's email and
// screens always find the reason that goes with it.

import type { DecisionReason } from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { pageWithTotal, rowCount } from '../../db/paging';
import { campaigns, creators, promotionAppeals, promotionDecisions, promotions, songs } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { queueNotification } from '../queue/notification-job';
import { reasonLabel } from './decision-view';

export type DecisionInput = { reasonCode: DecisionReason; note?: string | null };

export async function recordDecision(
  tx: Tx,
  o: { promotionId: number; kind: 'declined' | 'fraud'; reason?: DecisionInput },
) {
  // an API caller that gives no reason (the spec's plain PUT) still leaves a row, so the creator reads 'other'
  await tx.insert(promotionDecisions).values({
    promotionId: o.promotionId,
    kind: o.kind,
    reasonCode: o.reason?.reasonCode ?? 'other',
    note: o.reason?.note?.trim() || null,
  });
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** The creator's one appeal of the decline in force on their own promotion. */
export async function createAppeal(db: Db, o: { promotionId: number; creatorId: number; text: string }) {
  try {
    return await db.transaction(async (tx) => {
      const [p] = await tx.select().from(promotions).where(eq(promotions.id, o.promotionId)).for('update');
      if (!p || p.creatorId !== o.creatorId) throw notFound('promotionNotFound');
      if (p.status !== 'declined') throw conflict('appealOnlyDeclined');
      const [d] = await tx
        .select({ decision: promotionDecisions, appealId: promotionAppeals.id })
        .from(promotionDecisions)
        .leftJoin(promotionAppeals, eq(promotionAppeals.decisionId, promotionDecisions.id))
        .where(and(eq(promotionDecisions.promotionId, p.id), eq(promotionDecisions.kind, 'declined')))
        .orderBy(desc(promotionDecisions.createdAt), desc(promotionDecisions.id))
        .limit(1);
      if (!d) throw conflict('noDecisionToAppeal');
      if (d.appealId) throw conflict('alreadyAppealed');
      const [a] = await tx
        .insert(promotionAppeals)
        .values({ decisionId: d.decision.id, promotionId: p.id, text: o.text })
        .returning();
      return a;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('alreadyAppealed');
    throw err;
  }
}

export async function countOpenAppeals(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionAppeals)
    .where(eq(promotionAppeals.status, 'open'));
  return row?.n ?? 0;
}

export async function listAppeals(
  db: DbOrTx,
  o: { status: 'open' | 'accepted' | 'rejected'; page: number; perPage: number },
) {
  const where = eq(promotionAppeals.status, o.status);
  const { rows, total } = await pageWithTotal({
    page: o.page,
    perPage: o.perPage,
    rows: ({ limit, offset }) =>
      db
        .select({
          appeal: promotionAppeals,
          decision: promotionDecisions,
          promotion: {
            id: promotions.id,
            campaignId: promotions.campaignId,
            status: promotions.status,
            videoUrl: promotions.videoUrl,
          },
          username: creators.tiktokUsername,
          song: { title: songs.title, artist: songs.artist },
        })
        .from(promotionAppeals)
        .innerJoin(promotionDecisions, eq(promotionDecisions.id, promotionAppeals.decisionId))
        .innerJoin(promotions, eq(promotions.id, promotionAppeals.promotionId))
        .innerJoin(creators, eq(creators.id, promotions.creatorId))
        .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
        .innerJoin(songs, eq(songs.id, campaigns.songId))
        .where(where)
        .orderBy(o.status === 'open' ? promotionAppeals.createdAt : desc(promotionAppeals.answeredAt))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: rowCount() }).from(promotionAppeals).where(where),
  });
  const items = rows.map((r) => ({
    id: r.appeal.id,
    text: r.appeal.text,
    status: r.appeal.status,
    answer_note: r.appeal.answerNote,
    created_at: r.appeal.createdAt.toISOString(),
    answered_at: r.appeal.answeredAt?.toISOString() ?? null,
    reason_code: r.decision.reasonCode,
    reason: reasonLabel(r.decision.reasonCode),
    note: r.decision.note,
    promotion: {
      id: r.promotion.id,
      campaign_id: r.promotion.campaignId,
      status: r.promotion.status,
      video_url: r.promotion.videoUrl,
    },
    creator: { tiktok_username: r.username },
    song: r.song,
  }));
  return { items, total };
}

/**
 * Accept: the video goes back to submitted for a new review (no money moves: the decline released any
 * reservation, and a new approval reserves again). Reject: final, with the admin's note for the creator.
 */
export async function answerAppeal(db: Db, o: { id: number; decision: 'accept' | 'reject'; note?: string }) {
  return db.transaction(async (tx) => {
    const [a] = await tx.select().from(promotionAppeals).where(eq(promotionAppeals.id, o.id)).for('update');
    if (!a) throw notFound('appealNotFound');
    if (a.status !== 'open') throw conflict('appealAlreadyDecided', { status: a.status });
    if (o.decision === 'accept') {
      const [p] = await tx.select().from(promotions).where(eq(promotions.id, a.promotionId)).for('update');
      if (!p) throw notFound('promotionNotFound');
      if (p.status !== 'declined') throw conflict('reopenOnlyDeclined', { status: p.status });
      await tx.update(promotions).set({ status: 'submitted', updatedAt: new Date() }).where(eq(promotions.id, p.id));
    }
    await tx
      .update(promotionAppeals)
      .set({
        status: o.decision === 'accept' ? 'accepted' : 'rejected',
        answerNote: o.note?.trim() || null,
        answeredAt: new Date(),
      })
      .where(eq(promotionAppeals.id, a.id));
    await queueNotification(tx, { event: 'appeal-answered', appeal_id: a.id });
    return { message: o.decision === 'accept' ? MSG.appealAccepted : MSG.appealRejected };
  });
}
