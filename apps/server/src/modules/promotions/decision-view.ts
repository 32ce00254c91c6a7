// Reading decisions (decline/fraud reasons and appeals) for the creator's screens and the emails; kept apart from
// decisions.ts, which writes them and queues notifications, so that the notification code can read them too.
import { DECISION_REASON_LABELS, type Decision, type DecisionReason } from '@hookline/shared/decisions';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, creators, promotionAppeals, promotionDecisions, promotions, songs } from '../../db/schema';

export const reasonLabel = (code: string) => DECISION_REASON_LABELS[code as DecisionReason] ?? code;

/** The newest decision on a promotion with its appeal, as the creator sees it; null when there is none. */
export async function latestDecision(
  db: DbOrTx,
  { promotionId, status }: { promotionId: number; status?: string },
): Promise<Decision | null> {
  const [row] = await db
    .select({ decision: promotionDecisions, appeal: promotionAppeals })
    .from(promotionDecisions)
    .leftJoin(promotionAppeals, eq(promotionAppeals.decisionId, promotionDecisions.id))
    .where(eq(promotionDecisions.promotionId, promotionId))
    .orderBy(desc(promotionDecisions.createdAt), desc(promotionDecisions.id))
    .limit(1);
  if (!row) return null;
  const { decision: d, appeal: a } = row;
  // a decision no longer in force (an accepted appeal put the video back) is not shown as the video's reason
  if (status !== undefined && status !== d.kind) return null;
  return {
    kind: d.kind,
    reason_code: d.reasonCode as DecisionReason,
    reason: reasonLabel(d.reasonCode),
    note: d.note,
    created_at: d.createdAt.toISOString(),
    appeal: a
      ? {
          id: a.id,
          text: a.text,
          status: a.status,
          answer_note: a.answerNote,
          created_at: a.createdAt.toISOString(),
          answered_at: a.answeredAt?.toISOString() ?? null,
        }
      : null,
    can_appeal: d.kind === 'declined' && !a,
  };
}

/** For the notification email: the appeal with its promotion's song and creator. */
export async function appealContext(db: DbOrTx, appealId: number) {
  const [row] = await db
    .select({
      appeal: promotionAppeals,
      promotionId: promotions.id,
      creatorUserId: creators.userId,
      title: songs.title,
    })
    .from(promotionAppeals)
    .innerJoin(promotions, eq(promotions.id, promotionAppeals.promotionId))
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(eq(promotionAppeals.id, appealId));
  return row;
}
