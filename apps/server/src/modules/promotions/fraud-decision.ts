// The admin's fraud decision on a queued or held video. Release records the decision and settles a video that
// is already due (72 h after upload) through the usual settlement; fraud is the usual irreversible transition.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fraudChecks, promotions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isHeld, RUNNING } from '../fraud/score';
import { THREE_DAYS_MS } from '../queue/views-schedule';
import { markFraud } from './engine';
import { settleOnViewsAt72h } from './views-at-72h';

/** Add Views and the stats job must not settle a held video: the admin decides first. */
export async function assertNotHeld(db: Db, promotionId: number) {
  if (await isHeld(db, promotionId)) throw conflict('fraudHeld');
}

export async function decideFraud(
  db: Db,
  o: { promotionId: number; decision: 'release' | 'fraud'; adminId: number; now?: Date },
) {
  const now = o.now ?? new Date();
  const [row] = await db
    .select({ check: fraudChecks, promotion: promotions })
    .from(promotions)
    .leftJoin(fraudChecks, eq(fraudChecks.promotionId, promotions.id))
    .where(eq(promotions.id, o.promotionId));
  if (!row) throw notFound('promotionNotFound');
  if (!row.check || row.check.decision !== null) throw conflict('fraudNotHeld');

  if (o.decision === 'fraud') {
    // the engine refuses (409) what cannot be marked as fraud; then nothing is recorded here either
    // held by the fraud signals: the creator reads the reason they stand for, not 'another reason' without a note
    await markFraud(db, { promotionId: o.promotionId, reason: { reasonCode: 'suspected_fake_views' } });
    await db
      .update(fraudChecks)
      .set({ decision: 'fraud', decidedAt: now, decidedBy: o.adminId })
      .where(eq(fraudChecks.promotionId, o.promotionId));
    return { decision: 'fraud' as const, settled: false };
  }

  const [released] = await db
    .update(fraudChecks)
    .set({ decision: 'released', decidedAt: now, decidedBy: o.adminId })
    .where(and(eq(fraudChecks.promotionId, o.promotionId), isNull(fraudChecks.decision)))
    .returning();
  if (!released) throw conflict('fraudNotHeld'); // another admin decided in between
  const p = row.promotion;
  const running = (RUNNING as readonly string[]).includes(p.status);
  const due = p.videoUploadedAt && now.getTime() - p.videoUploadedAt.getTime() >= THREE_DAYS_MS;
  // Not yet due: the next stats run settles it as usual, since it is no longer held.
  if (!running || !due) return { decision: 'released' as const, settled: false };
  // settled like any other video: on the platform's read at 72 h (promotions/views-at-72h.ts); with no read yet (the
  // latest views may be the figures typed at approval, which never pay) the next stats run reads and settles it
  const settled = await settleOnViewsAt72h(db, { promotionId: p.id, now });
  return { decision: 'released' as const, settled: Boolean(settled) };
}
