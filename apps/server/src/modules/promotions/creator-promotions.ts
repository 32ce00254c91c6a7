// One creator's promotions, newest first, with the song of each campaign: the admin's Videos tab and the
// creator's own list read the same page (the routes decide who may ask).
import type { PromotionAnswer } from '@hookline/shared/campaign-answers';
import { and, eq, sql } from 'drizzle-orm';
import { promotionAnswer } from '../../db/answer-json';
import { type DbOrTx, rawRows } from '../../db/client';
import { pageWithTotal, rowCount } from '../../db/paging';
import { promotions } from '../../db/schema';

type Row = { answer: PromotionAnswer; song: { title: string; artist: string }; can_delete: boolean };

export async function listCreatorPromotions(
  db: DbOrTx,
  o: { creatorId: number; campaignId?: number; page: number; perPage: number },
) {
  const ofCampaign = o.campaignId ? sql`and p.campaign_id = ${o.campaignId}` : sql``;
  const { rows, total } = await pageWithTotal({
    page: o.page,
    perPage: o.perPage,
    // each row's promotion answer from the fragment every promotion answer comes from (db/answer-json.ts)
    rows: ({ limit, offset }) =>
      rawRows<Row>(
        db,
        sql`select ${promotionAnswer} as answer, json_build_object('title', s.title, 'artist', s.artist) as song,
              -- a promotion can be withdrawn until its video is approved
              p.status in ('pending', 'submitted') as can_delete
            from promotions p join creators cr on cr.id = p.creator_id
              join campaigns c on c.id = p.campaign_id join songs s on s.id = c.song_id
            where p.creator_id = ${o.creatorId} ${ofCampaign}
            order by p.created_at desc, p.id desc
            limit ${limit} offset ${offset}`,
      ),
    count: db
      .select({ n: rowCount() })
      .from(promotions)
      .where(
        and(eq(promotions.creatorId, o.creatorId), o.campaignId ? eq(promotions.campaignId, o.campaignId) : undefined),
      ),
  });
  const items = rows.map((r) => ({ ...r.answer, song: r.song, can_delete: r.can_delete }));
  return { items, total };
}
