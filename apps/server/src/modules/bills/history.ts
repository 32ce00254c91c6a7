// The creator's transaction history as a person reads it: one line per video earning with its state
// (reserved → earned → billed → paid) and song, reversals and corrections with their reason.
import type { EarningLine } from '@hookline/shared/bills';
import { invoiceNumber } from '@hookline/shared/bills';
import { centsToEur } from '@hookline/shared/money';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { totalOrCount } from '../../db/paging';
import { notFound } from '../../errors';

type Row = {
  id: string | null;
  kind: string;
  promotion_id: number | null;
  campaign_id: number | null;
  title: string | null;
  artist: string | null;
  video_link: string | null;
  amount_cents: string;
  memo: string | null;
  bill_status: string | null;
  bill_year: number | null;
  bill_number: number | null;
  at: Date | string;
};

const lines = (creatorId: number) => sql`
  select 'r' || p.id as id, 'reservation' as kind, p.id as promotion_id, p.campaign_id, s.title, s.artist,
         coalesce(p.video_link, p.video_url) as video_link, p.reserved_cents as amount_cents, null as memo,
         null as bill_status, null::int as bill_year, null::int as bill_number, p.updated_at as at
  from promotions p join campaigns c on c.id = p.campaign_id join songs s on s.id = c.song_id
  where p.creator_id = ${creatorId} and p.status in ('reviewed', 'approved') and p.reserved_cents > 0
  union all
  select 'l' || e.id, t.kind, t.promotion_id, coalesce(t.campaign_id, p.campaign_id), s.title, s.artist,
         coalesce(p.video_link, p.video_url), e.amount_cents, t.memo, b.status, b.bill_year, b.bill_number, e.created_at
  from ledger_entries e
  join ledger_transactions t on t.id = e.transaction_id
  left join promotions p on p.id = t.promotion_id
  left join campaigns c on c.id = p.campaign_id
  left join songs s on s.id = c.song_id
  left join bill_lines l on l.ledger_transaction_id = t.id
  -- bills issued before bills had lines took everything earned before them: the first bill after the entry. Looked
  -- up by its id for each line (limit 1 keeps the lookup a lateral one: joined on the computed id, the planner
  -- hashed every bill of the platform; docs/performance.md)
  left join lateral (
    select b.status, b.bill_year, b.bill_number from bills b
    where b.id = coalesce(l.bill_id, (
      select t2.bill_id from ledger_transactions t2
      where t2.kind = 'bill' and t2.creator_id = ${creatorId} and t2.id > t.id
        and not exists (select 1 from bill_lines l2 where l2.bill_id = t2.bill_id)
      order by t2.id limit 1))
    limit 1) b on true
  where e.account = 'creator_earned' and e.ref_id = ${creatorId} and t.kind <> 'bill' and e.amount_cents <> 0`;

const REASONS: Record<string, string> = { fraud_reversal: 'Video marked as fraud: its earning is reversed' };

/**
 * One page of the history and the count of all its lines in one statement (a window count: a creator has tens of
 * lines, not thousands); only a page past the end asks the count on its own. With `userId`, only the creator of that
 * user: another creator's id gets the same 404 as one that does not exist (`ownCreatorOf`), read by the same
 * statement (no row: not theirs; a row without a line: an empty page).
 */
export async function creatorHistory(
  db: DbOrTx,
  { creatorId, page, perPage, userId }: { creatorId: number; page: number; perPage: number; userId?: number },
) {
  const ofUser = userId === undefined ? sql`` : sql`and cr.user_id = ${userId}`;
  const found = await rawRows<Row & { total: number | null }>(
    db,
    sql`select h.*
        from creators cr join levels lv on lv.id = cr.level_id
        left join lateral (
          select h.*, (count(*) over ())::int as total from (${lines(creatorId)}) h
          order by at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}) h on true
        where cr.id = ${creatorId} ${ofUser}
        order by h.at desc, h.id desc`,
  );
  const first = found[0];
  if (!first) throw notFound('creatorNotFound');
  const rows = first.id === null ? [] : found;
  const total = await totalOrCount(first.total, page, async () =>
    Number((await rawRows<{ n: number }>(db, sql`select count(*)::int as n from (${lines(creatorId)}) h`))[0]?.n ?? 0),
  );
  const items: EarningLine[] = rows.map((r) => {
    const cents = Number(r.amount_cents);
    const kind: EarningLine['kind'] =
      r.kind === 'reservation' || (r.kind === 'settlement' && cents > 0)
        ? 'earning'
        : r.kind === 'fraud_reversal'
          ? 'reversal'
          : 'correction';
    const state: EarningLine['state'] =
      r.kind === 'reservation' ? 'reserved' : r.bill_status === 'paid' ? 'paid' : r.bill_status ? 'billed' : 'earned';
    return {
      id: r.id as string,
      kind,
      state,
      promotion_id: r.promotion_id,
      campaign_id: r.campaign_id,
      song: r.title ? `${r.artist} - ${r.title}` : null,
      video_link: r.video_link,
      amount_eur: centsToEur(cents),
      reason: kind === 'earning' ? null : (r.memo ?? REASONS[r.kind] ?? r.kind.replace(/_/g, ' ')),
      bill_number: r.bill_number && r.bill_year ? invoiceNumber(r.bill_year, r.bill_number) : null,
      date: new Date(r.at).toISOString(),
    };
  });
  return { items, total };
}
