// One creator's promotions, newest first, with the song of each campaign: the admin's Videos tab and the
// creator's own list read the same page (the routes decide who may ask).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal, rowCount } from '../../db/paging';
import { campaigns, creators, promotions, songs } from '../../db/schema';
import { promotionSelection, serializePromotion } from './promotion-view';

export async function listCreatorPromotions(
  db: DbOrTx,
  o: { creatorId: number; campaignId?: number; page: number; perPage: number },
) {
  const where = and(
    eq(promotions.creatorId, o.creatorId),
    o.campaignId ? eq(promotions.campaignId, o.campaignId) : undefined,
  );
  const { rows, total } = await pageWithTotal({
    page: o.page,
    perPage: o.perPage,
    rows: ({ limit, offset }) =>
      db
        .select({ ...promotionSelection, song: { title: songs.title, artist: songs.artist } })
        .from(promotions)
        .innerJoin(creators, eq(creators.id, promotions.creatorId))
        .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
        .innerJoin(songs, eq(songs.id, campaigns.songId))
        .where(where)
        .orderBy(desc(promotions.createdAt), desc(promotions.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: rowCount() }).from(promotions).where(where),
  });
  const items = rows.map((r) => ({
    ...serializePromotion(r),
    song: { title: r.song.title, artist: r.song.artist },
    // a promotion can be withdrawn until its video is approved
    can_delete: r.promotion.status === 'pending' || r.promotion.status === 'submitted',
  }));
  return { items, total };
}
