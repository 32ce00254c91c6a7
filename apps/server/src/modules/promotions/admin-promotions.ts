// Admin promotion review (SPEC §2 "Promotion rows per tab", §4): one PUT carries approve, decline, fraud,
// video link edits and Add Views; each maps to exactly one engine transition.
import type { PromotionUpdateBody } from '@hookline/shared/campaigns';
import { centsToEur } from '@hookline/shared/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campaigns, creators, promotions } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { assertNotHeld } from '../fraud/decide';
import { scorePromotion } from '../fraud/score';
import { closeSoundCheckTasks } from './close-sound-check';
import { editVideo } from './edit-video';
import { approve, decline, markFraud, settlePromotion } from './engine';

const TYPE_STATUSES = {
  succeeded: ['succeeded'],
  reviewed: ['reviewed', 'approved'],
  submitted: ['submitted'],
  pending: ['pending'],
} as const;

/**
 * The columns a promotion of the API is made from: a list reads these and the creator's name only — never the
 * whole creator row with its TikTok tokens and bank details.
 */
export const promotionSelection = {
  promotion: {
    id: promotions.id,
    campaignId: promotions.campaignId,
    status: promotions.status,
    videoUrl: promotions.videoUrl,
    videoLink: promotions.videoLink,
    videoUploadedAt: promotions.videoUploadedAt,
    createdAt: promotions.createdAt,
    viewsAfterThreeDays: promotions.viewsAfterThreeDays,
    viewsReadAt: promotions.viewsReadAt,
    earnedCents: promotions.earnedCents,
    reservedCents: promotions.reservedCents,
    soundCheck: promotions.soundCheck,
    latestViews: promotions.latestViews,
    latestLikes: promotions.latestLikes,
    latestComments: promotions.latestComments,
    latestShares: promotions.latestShares,
  },
  creator: { id: creators.id, tiktokUsername: creators.tiktokUsername },
};

export type PromotionRow = {
  promotion: Pick<typeof promotions.$inferSelect, keyof typeof promotionSelection.promotion>;
  creator: Pick<typeof creators.$inferSelect, keyof typeof promotionSelection.creator>;
};

export const serializePromotion = ({ promotion: p, creator }: PromotionRow) => ({
  id: p.id,
  campaign_id: p.campaignId,
  status: p.status,
  video_url: p.videoUrl,
  video_link: p.videoLink,
  video_uploaded_at: p.videoUploadedAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
  views_after_three_days: p.viewsAfterThreeDays,
  // when the views at 72 h were read (null: typed by an admin)
  views_read_at: p.viewsReadAt?.toISOString() ?? null,
  earned_amount_eur: p.earnedCents === null ? null : centsToEur(p.earnedCents),
  reserved_amount_eur: centsToEur(p.reservedCents),
  sound_check: p.soundCheck,
  promotion_stat_latest:
    p.latestViews === null
      ? null
      : {
          views_count: p.latestViews,
          likes_count: p.latestLikes ?? 0,
          comments_count: p.latestComments ?? 0,
          shares_count: p.latestShares ?? 0,
        },
  creator: { id: creator.id, tiktok_username: creator.tiktokUsername },
});

export async function listCampaignPromotions(db: DbOrTx, campaignId: number, type?: keyof typeof TYPE_STATUSES) {
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

export async function loadPromotion(db: DbOrTx, id: number) {
  const [row] = await db
    .select(promotionSelection)
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(eq(promotions.id, id));
  if (!row) throw notFound('Promotion not found.');
  return serializePromotion(row);
}

const reasonOf = (b: PromotionUpdateBody) =>
  b.reason_code ? { reasonCode: b.reason_code, note: b.reason_note ?? null } : undefined;

/** 'YYYY-MM-DD HH:MM:SS' (validated by the schema) read as UTC. */
const parseApproveDate = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);

export async function adminUpdatePromotion(db: Db, id: number, b: PromotionUpdateBody) {
  if (b.status === 'reviewed') {
    if (!b.video_uploaded_at || !b.promotion_stat) throw badRequest('Approving needs the upload date and the stats');
    await approve(db, { promotionId: id, uploadedAt: parseApproveDate(b.video_uploaded_at), stat: b.promotion_stat });
    await scorePromotion(db, id); // fraud signals: a suspicious video is held from the start
    await closeSoundCheckTasks(db, id, 'reviewed');
  } else if (b.status === 'declined') {
    await decline(db, id, reasonOf(b));
    await closeSoundCheckTasks(db, id, 'declined');
  } else if (b.status === 'fraud') {
    await markFraud(db, id, reasonOf(b));
  } else if (b.views_after_three_days !== undefined) {
    await assertNotHeld(db, id); // a held video settles only through the admin's fraud decision
    await settlePromotion(db, { promotionId: id, viewsAfterThreeDays: b.views_after_three_days, actor: 'admin' });
  } else if (b.video_url !== undefined || b.video_uploaded_at !== undefined) {
    await editVideo(db, id, {
      videoUrl: b.video_url,
      uploadedAt: b.video_uploaded_at ? parseApproveDate(b.video_uploaded_at) : undefined,
    });
  } else {
    throw badRequest('Nothing to update');
  }
  return loadPromotion(db, id);
}
