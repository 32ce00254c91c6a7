// Admin promotion review: the promotion tabs of a campaign, and one PUT that carries approve, decline, fraud,
// video link edits and Add Views, each mapped to exactly one engine transition (docs/engine.md).
import type { PromotionUpdateBody } from '@hookline/shared/campaigns';
import { sql } from 'drizzle-orm';
import { jsonArray, promotionAnswer } from '../../db/answer-json';
import { type Db, type DbOrTx, rawRows } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { scorePromotion } from '../fraud/score';
import { closeSoundCheckTasks } from './close-sound-check';
import { editVideo } from './edit-video';
import { approve, decline, markFraud, settlePromotion } from './engine';
import { assertNotHeld } from './fraud-decision';
import { loadPromotion } from './promotion-view';

const TYPE_STATUSES = {
  succeeded: ['succeeded'],
  reviewed: ['reviewed', 'approved'],
  submitted: ['submitted'],
  pending: ['pending'],
} as const;

/**
 * A campaign's promotions of one tab, newest first, as one statement: the campaign's existence, its rows built as
 * JSON (db/answer-json.ts) and joined into one array text, which the route sends as it is (lib/json-text.ts), and
 * their number. No campaign: no row, a 404.
 */
export async function campaignPromotionsText(
  db: DbOrTx,
  { campaignId, type }: { campaignId: number; type?: keyof typeof TYPE_STATUSES },
) {
  const ofType = type
    ? sql`and p.status in (${sql.join(
        TYPE_STATUSES[type].map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await rawRows<{ items: string; total: number }>(
    db,
    sql`select x.items, x.total from campaigns c cross join lateral (
          select ${jsonArray(promotionAnswer, sql`p.created_at desc, p.id desc`)} as items, count(*)::int as total
          from promotions p join creators cr on cr.id = p.creator_id
          where p.campaign_id = c.id ${ofType}) x
        where c.id = ${campaignId}`,
  );
  if (!row) throw notFound('campaignNotFound');
  return row;
}

// a note sent without a code is kept (with 'other'), never dropped: the creator reads it beside the reason
const reasonOf = (b: PromotionUpdateBody) =>
  b.reason_code || b.reason_note ? { reasonCode: b.reason_code ?? 'other', note: b.reason_note ?? null } : undefined;

/** 'YYYY-MM-DD HH:MM:SS' (validated by the schema) read as UTC. */
const parseApproveDate = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);

export async function adminUpdatePromotion(db: Db, { id, body: b }: { id: number; body: PromotionUpdateBody }) {
  if (b.status === 'reviewed') {
    if (!b.video_uploaded_at || !b.promotion_stat) throw badRequest('approveNeedsStats');
    await approve(db, { promotionId: id, uploadedAt: parseApproveDate(b.video_uploaded_at), stat: b.promotion_stat });
    await scorePromotion(db, { promotionId: id }); // fraud signals: a suspicious video is held from the start
    await closeSoundCheckTasks(db, { promotionId: id, decision: 'reviewed' });
  } else if (b.status === 'declined') {
    await decline(db, { promotionId: id, reason: reasonOf(b) });
    await closeSoundCheckTasks(db, { promotionId: id, decision: 'declined' });
  } else if (b.status === 'fraud') {
    await markFraud(db, { promotionId: id, reason: reasonOf(b) });
  } else if (b.views_after_three_days !== undefined) {
    await assertNotHeld(db, id); // a held video settles only through the admin's fraud decision
    await settlePromotion(db, { promotionId: id, viewsAfterThreeDays: b.views_after_three_days, actor: 'admin' });
  } else if (b.video_url !== undefined || b.video_uploaded_at !== undefined) {
    await editVideo(db, {
      id,
      videoUrl: b.video_url,
      uploadedAt: b.video_uploaded_at ? parseApproveDate(b.video_uploaded_at) : undefined,
    });
  } else {
    throw badRequest('nothingToUpdate');
  }
  return loadPromotion(db, { id });
}
