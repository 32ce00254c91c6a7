// The money invariants of docs/engine.md "Invariants", and the rows kept beside them for the lists, checked on a live
// database: the tests assert them after every scenario, `npm run ledger:check` prints each difference, and the
// hourly ledger-check job records them.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { checkPayments } from './payment-invariants';

export type LedgerDifference = {
  rule:
    | 'transaction_balance'
    | 'budget_left_mirror'
    | 'reserved'
    | 'closed_reservation'
    | 'settled'
    | 'budget_left'
    | 'kept_figures'
    | 'kept_card'
    | 'musician_payment'
    | 'bill_payment';
  bill_id?: number;
  campaign_id?: number;
  transaction_id?: number;
  promotion_id?: number;
  expected: number;
  actual: number;
  explanation: string;
};

type CampaignFigures = {
  id: number;
  budget_left: string;
  ledger_budget: string;
  ledger_reserved: string;
  open_reservations: string;
  settled: string;
  ledger_earned: string;
  funded: string;
  refunded: string;
  live_views: string;
  kept_spent: string;
  kept_reserved: string;
  kept_refunded: string;
  kept_views: string;
  live_videos: string;
  live_likes: string;
  live_comments: string;
  live_shares: string;
  kept_videos: string;
  kept_likes: string;
  kept_comments: string;
  kept_shares: string;
  upload_days_off: string;
  card_off: boolean;
};

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** Every difference between what the ledger says and what the rows say; empty when the books agree. */
export async function checkLedger(db: DbOrTx, o: { campaignId?: number } = {}): Promise<LedgerDifference[]> {
  const out: LedgerDifference[] = [];
  const only = o.campaignId === undefined ? sql`true` : sql`c.id = ${o.campaignId}`;

  const unbalanced = await rawRows<{ transaction_id: number; campaign_id: number | null; total: string }>(
    db,
    sql`select e.transaction_id, t.campaign_id, sum(e.amount_cents) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        group by e.transaction_id, t.campaign_id having sum(e.amount_cents) <> 0`,
  );
  for (const r of unbalanced) {
    if (o.campaignId !== undefined && r.campaign_id !== o.campaignId) continue;
    out.push({
      rule: 'transaction_balance',
      transaction_id: n(r.transaction_id),
      campaign_id: r.campaign_id ?? undefined,
      expected: 0,
      actual: n(r.total),
      explanation: 'a ledger transaction must sum to zero',
    });
  }

  const stray = await rawRows<{ id: number; campaign_id: number; reserved_cents: string; status: string }>(
    db,
    sql`select p.id, p.campaign_id, p.reserved_cents, p.status from promotions p join campaigns c on c.id = p.campaign_id
        where ${only} and p.status not in ('reviewed', 'approved') and p.reserved_cents <> 0`,
  );
  for (const r of stray) {
    out.push({
      rule: 'closed_reservation',
      campaign_id: n(r.campaign_id),
      promotion_id: n(r.id),
      expected: 0,
      actual: n(r.reserved_cents),
      explanation: `a ${r.status} promotion holds no reservation`,
    });
  }

  const rows = await rawRows<CampaignFigures>(
    db,
    sql`with
      acc as (
        select e.ref_id, e.account, sum(e.amount_cents) as total from ledger_entries e
        where e.account in ('campaign_budget', 'campaign_reserved') group by e.ref_id, e.account),
      by_tx as (
        select t.campaign_id, e.account, t.kind, sum(e.amount_cents) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.campaign_id is not null group by t.campaign_id, e.account, t.kind),
      prom as (
        select campaign_id,
          sum(case when status in ('reviewed', 'approved') then reserved_cents else 0 end) as open_reservations,
          sum(case when status = 'succeeded' then coalesce(earned_cents, 0) else 0 end) as settled,
          sum(case when status in ('reviewed', 'approved', 'succeeded') then coalesce(latest_views, 0) else 0 end)
            as live_views,
          count(*) filter (where status in ('reviewed', 'approved', 'succeeded')) as live_videos,
          sum(case when status in ('reviewed', 'approved', 'succeeded') then coalesce(latest_likes, 0) else 0 end)
            as live_likes,
          sum(case when status in ('reviewed', 'approved', 'succeeded') then coalesce(latest_comments, 0) else 0 end)
            as live_comments,
          sum(case when status in ('reviewed', 'approved', 'succeeded') then coalesce(latest_shares, 0) else 0 end)
            as live_shares
        from promotions group by campaign_id)
      select c.id, c.budget_left_cents as budget_left,
        coalesce((select total from acc where ref_id = c.id and account = 'campaign_budget'), 0) as ledger_budget,
        coalesce((select total from acc where ref_id = c.id and account = 'campaign_reserved'), 0) as ledger_reserved,
        coalesce(prom.open_reservations, 0) as open_reservations,
        coalesce(prom.settled, 0) as settled,
        coalesce((select sum(total) from by_tx where campaign_id = c.id and account = 'creator_earned'), 0) as ledger_earned,
        coalesce((select sum(total) from by_tx where campaign_id = c.id and account = 'campaign_budget'
          and kind in ('funding', 'budget_edit')), 0) as funded,
        coalesce((select sum(total) from by_tx where campaign_id = c.id and account = 'external'
          and kind not in ('funding', 'budget_edit')), 0) as refunded,
        coalesce(prom.live_views, 0) as live_views,
        coalesce(cf.spent_cents, 0) as kept_spent, coalesce(cf.reserved_cents, 0) as kept_reserved,
        coalesce(cf.refunded_cents, 0) as kept_refunded, coalesce(cv.views, 0) as kept_views,
        coalesce(prom.live_videos, 0) as live_videos, coalesce(prom.live_likes, 0) as live_likes,
        coalesce(prom.live_comments, 0) as live_comments, coalesce(prom.live_shares, 0) as live_shares,
        coalesce(cv.videos, 0) as kept_videos, coalesce(cv.likes, 0) as kept_likes,
        coalesce(cv.comments, 0) as kept_comments, coalesce(cv.shares, 0) as kept_shares,
        (select count(*) from
          (select u.day, u.videos from campaign_upload_days u where u.campaign_id = c.id and u.videos <> 0) k
          full join (select (p.video_uploaded_at at time zone 'UTC')::date as day, count(*)::int as videos
                     from promotions p where p.campaign_id = c.id and p.video_uploaded_at is not null
                       and p.status in ('reviewed', 'approved', 'succeeded') group by 1) s using (day)
          where k.videos is distinct from s.videos) as upload_days_off,
        card.head is distinct from campaign_card_head(c.id) as card_off
      from campaigns c left join prom on prom.campaign_id = c.id
        left join campaign_cards card on card.campaign_id = c.id
        left join campaign_figures cf on cf.campaign_id = c.id
        left join campaign_view_totals cv on cv.campaign_id = c.id
      where ${only}
      order by c.id`,
  );
  for (const r of rows) {
    const id = n(r.id);
    const budgetLeft = n(r.budget_left);
    const diff = (rule: LedgerDifference['rule'], expected: number, actual: number, explanation: string) => {
      if (expected !== actual) out.push({ rule, campaign_id: id, expected, actual, explanation });
    };
    diff(
      'budget_left_mirror',
      n(r.ledger_budget),
      budgetLeft,
      'campaigns.budget_left_cents = the campaign_budget balance',
    );
    diff('reserved', n(r.open_reservations), n(r.ledger_reserved), 'reserved in the ledger = open reservations');
    diff('settled', n(r.settled), n(r.ledger_earned), 'earned in the ledger = earnings of succeeded promotions');
    diff(
      'budget_left',
      n(r.funded) - n(r.open_reservations) - n(r.settled) - n(r.refunded),
      budgetLeft,
      'budget_left = funded - reserved - settled - refunded',
    );
    // the musicians' figures kept by triggers (migrations 0020, 0022) = the same figures summed
    const kept = 'the kept figure (campaign_figures, campaign_view_totals) = the one summed';
    diff('kept_figures', n(r.settled), n(r.kept_spent), `spent: ${kept}`);
    diff('kept_figures', n(r.open_reservations), n(r.kept_reserved), `reserved: ${kept}`);
    diff('kept_figures', n(r.refunded), n(r.kept_refunded), `refunded: ${kept}`);
    diff('kept_figures', n(r.live_views), n(r.kept_views), `views: ${kept}`);
    // the dashboard's sums and videos per upload day, kept by triggers (migration 0022)
    diff('kept_figures', n(r.live_videos), n(r.kept_videos), `live videos: ${kept}`);
    diff('kept_figures', n(r.live_likes), n(r.kept_likes), `likes: ${kept}`);
    diff('kept_figures', n(r.live_comments), n(r.kept_comments), `comments: ${kept}`);
    diff('kept_figures', n(r.live_shares), n(r.kept_shares), `shares: ${kept}`);
    diff(
      'kept_figures',
      0,
      n(r.upload_days_off),
      'upload days: the days whose kept live videos (campaign_upload_days) differ from the ones counted',
    );
    // the card's part kept for the lists (migration 0024); `select refresh_campaign_cards()` writes it again
    diff(
      'kept_card',
      0,
      r.card_off ? 1 : 0,
      'the kept card part (campaign_cards) = the one the campaign, song, genre, musician and territories give',
    );
  }
  // musicians' payments belong to no campaign yet: checked on a whole-database run
  if (o.campaignId === undefined) {
    // a bill booked paid once more than returned is paid, and only then (a returned bill still booked paid fails)
    const billsOff = await rawRows<{ id: number; status: string; net: string }>(
      db,
      sql`select b.id, b.status, coalesce(sum(case t.kind when 'bill_paid' then 1 when 'bill_returned' then -1 end), 0) as net
          from bills b left join ledger_transactions t on t.bill_id = b.id and t.kind in ('bill_paid', 'bill_returned')
          group by b.id, b.status
          having coalesce(sum(case t.kind when 'bill_paid' then 1 when 'bill_returned' then -1 end), 0)
            <> case when b.status = 'paid' then 1 else 0 end`,
    );
    for (const r of billsOff)
      out.push({
        rule: 'bill_payment',
        bill_id: n(r.id),
        expected: r.status === 'paid' ? 1 : 0,
        actual: n(r.net),
        explanation: `a ${r.status} bill's payments booked (bill_paid less bill_returned)`,
      });
    for (const d of await checkPayments(db))
      out.push({ rule: 'musician_payment', expected: d.expected, actual: d.actual, explanation: d.explanation });
  }
  return out;
}

/** One line per difference, for the CLI and the job's result. */
export const describeDifference = (d: LedgerDifference) =>
  [
    d.rule,
    d.campaign_id !== undefined ? `campaign ${d.campaign_id}` : null,
    d.promotion_id !== undefined ? `promotion ${d.promotion_id}` : null,
    d.transaction_id !== undefined ? `transaction ${d.transaction_id}` : null,
    d.bill_id !== undefined ? `bill ${d.bill_id}` : null,
    `expected ${d.expected}, found ${d.actual} (${d.explanation})`,
  ]
    .filter(Boolean)
    .join(': ');
