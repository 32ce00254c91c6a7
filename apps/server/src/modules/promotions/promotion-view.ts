// One promotion as every role's answer shows it (the admin's tabs, the creator's list, the musician's dashboard).
import { centsToEur } from '@hookline/shared/money';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creators, promotions } from '../../db/schema';
import { notFound } from '../../errors';

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

export async function loadPromotion(db: DbOrTx, { id }: { id: number }) {
  const [row] = await db
    .select(promotionSelection)
    .from(promotions)
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .where(eq(promotions.id, id));
  if (!row) throw notFound('Promotion not found.');
  return serializePromotion(row);
}
