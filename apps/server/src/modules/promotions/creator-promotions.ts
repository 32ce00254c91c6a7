// One creator's promotions, newest first, with the song of each campaign: the admin's Videos tab and the
// creator's own list read the same page (the routes decide who may ask).
import { sql } from 'drizzle-orm';
import { creatorPromotion } from '../../db/answer-json';
import { type DbOrTx, rawRows } from '../../db/client';
import { totalOrCount } from '../../db/paging';
import { notFound } from '../../errors';

/**
 * The page and the count of all the creator's promotions in one statement (a window count: a creator has tens of
 * promotions); each row built as JSON by the statement (db/answer-json.ts) and kept as its text, which the routes
 * send as it is (lib/json-text.ts). Only a page past the end asks the count
 * on its own. With `userId`, only the creator of that user: another creator's id gets the same 404 as one that does
 * not exist (`ownCreatorOf`). Without it (the admin), a creator that does not exist has an empty list.
 */
export async function listCreatorPromotions(
  db: DbOrTx,
  o: { creatorId: number; campaignId?: number; page: number; perPage: number; userId?: number },
) {
  const ofCampaign = o.campaignId ? sql`and p.campaign_id = ${o.campaignId}` : sql``;
  const page = sql`select ${creatorPromotion} as item, (count(*) over ())::int as total, p.created_at, p.id
    from promotions p join creators cr on cr.id = p.creator_id
      join campaigns c on c.id = p.campaign_id join songs s on s.id = c.song_id
    where p.creator_id = ${o.creatorId} ${ofCampaign}
    order by p.created_at desc, p.id desc
    limit ${o.perPage} offset ${(o.page - 1) * o.perPage}`;
  type Row = { item: string | null; total: number | null };
  const rows =
    o.userId === undefined
      ? await rawRows<Row>(db, page)
      : await rawRows<Row>(
          db,
          sql`select x.item, x.total
              from creators me join levels lv on lv.id = me.level_id
              left join lateral (${page}) x on true
              where me.id = ${o.creatorId} and me.user_id = ${o.userId}
              order by x.created_at desc, x.id desc`,
        );
  if (o.userId !== undefined && !rows[0]) throw notFound('creatorNotFound');
  const items = rows.flatMap((r) => (r.item ? [r.item] : []));
  const total = await totalOrCount(
    rows[0]?.total,
    o.page,
    async () =>
      (
        await rawRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from promotions p where p.creator_id = ${o.creatorId} ${ofCampaign}`,
        )
      )[0]?.n ?? 0,
  );
  return { items, total };
}
