// Admin promotion review: the promotion tabs of a campaign, and one PUT that carries approve, decline, fraud,
// video link edits and Add Views, each mapped to exactly one engine transition (docs/engine.md).
import type { PromotionUpdateBody } from '@hookline/shared/campaigns';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, creators, promotions } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { assertNotHeld } from '../fraud/decide';
import { scorePromotion } from '../fraud/score';
import { closeSoundCheckTasks } from './close-sound-check';
import { editVideo } from './edit-video';
import { approve, decline, markFraud, settlePromotion } from './engine';
import { loadPromotion, promotionSelection, serializePromotion } from './promotion-view';

const TYPE_STATUSES = {
  succeeded: ['succeeded'],
  reviewed: ['reviewed', 'approved'],
  submitted: ['submitted'],
  pending: ['pending'],
} as const;

export async function listCampaignPromotions(
  db: DbOrTx,
  { campaignId, type }: { campaignId: number; type?: keyof typeof TYPE_STATUSES },
) {
  const [c] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw notFound('Campaign not found.');
  const rows = await db
    .select(promotionSelection)
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(
      and(
        eq(promotions.campaignId, campaignId),
        type ? inArray(promotions.status, [...TYPE_STATUSES[type]]) : undefined,
      ),
    )
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(serializePromotion);
}

const reasonOf = (b: PromotionUpdateBody) =>
  b.reason_code ? { reasonCode: b.reason_code, note: b.reason_note ?? null } : undefined;

/** 'YYYY-MM-DD HH:MM:SS' (validated by the schema) read as UTC. */
const parseApproveDate = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);

export async function adminUpdatePromotion(db: Db, { id, body: b }: { id: number; body: PromotionUpdateBody }) {
  if (b.status === 'reviewed') {
    if (!b.video_uploaded_at || !b.promotion_stat) throw badRequest('Approving needs the upload date and the stats');
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
    throw badRequest('Nothing to update');
  }
  return loadPromotion(db, { id });
}
