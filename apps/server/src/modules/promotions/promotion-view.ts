// One promotion as every role's answer shows it (the admin's tabs, the creator's list, the musician's dashboard):
// read through the one SQL fragment that writes the promotion answer (db/answer-json.ts), as the lists do.
import type { PromotionAnswer } from '@hookline/shared/campaign-answers';
import { sql } from 'drizzle-orm';
import { promotionAnswer } from '../../db/answer-json';
import { type DbOrTx, rawRows } from '../../db/client';
import { notFound } from '../../errors';

export async function loadPromotion(db: DbOrTx, { id }: { id: number }) {
  const [row] = await rawRows<{ answer: string }>(
    db,
    sql`select ${promotionAnswer} as answer from promotions p join creators cr on cr.id = p.creator_id
        where p.id = ${id}`,
  );
  if (!row) throw notFound('promotionNotFound');
  return JSON.parse(row.answer) as PromotionAnswer;
}
