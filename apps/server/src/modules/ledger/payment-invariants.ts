// The ledger invariant of musicians' payments (docs/engine.md "Invariants" 6), part of checkLedger:
// - per payment, its balances match its state less what its refunds gave back: musician_prepaid is the budget while
//   paid (or refunded) and not applied to a campaign, platform_revenue the fee and vat_payable the VAT while paid (or
//   refunded), each less the refunds' parts of it (a refund in full brings all three to 0); all 0 for an open,
//   processing, failed or expired payment; musician_disputed is minus what an open dispute took back (0 once it is
//   won, or lost: the chargeback's refund row and the refunds it dropped give it back);
// - its refunds never give back more than it was paid;
// - its money is spent once (docs/engine.md "Disputes"): what left through Stripe (refunds pending or sent, a lost
//   dispute's chargeback, an open dispute's withdrawal) is at most what Stripe charged; no Stripe refund waits to be
//   sent while a dispute is open; money a dispute holds or took, or a refund gave back, funds no campaign (not
//   applied after the dispute opened, not applied when refunded), and a campaign an open dispute funds is on hold;
// - per musician, musician_credit is the credited refunds less the credit used by paid (or refunded) payments;
// - per campaign, the unspent budget given back at its end is at most what went back to `external` from it.
// Its documents (docs/engine.md "Invoices to musicians"): a paid or refunded payment has exactly one invoice whose
// net, VAT and total are the payment's, any other none; its credit notes add up to its refund rows (a credit kept for
// the next campaign included: its credit note is issued when it is granted) and never exceed its invoice.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';

type Row = {
  id: number;
  status: string;
  applied: boolean;
  budget_cents: string;
  fee_cents: string;
  vat_cents: string;
  total_cents: string;
  disputed_cents: string;
  dispute_status: string | null;
  credit_cents: string;
  applied_after_dispute: boolean;
  unheld_campaign: boolean;
  cash_out: string;
  stripe_pending: string;
  ref_budget: string;
  ref_fee: string;
  ref_vat: string;
  ref_total: string;
  prepaid: string;
  revenue: string;
  vat: string;
  disputed: string;
};

export type PaymentDifference = { paymentId: number; expected: number; actual: number; explanation: string };

export async function checkPayments(db: DbOrTx): Promise<PaymentDifference[]> {
  const rows = await rawRows<Row>(
    db,
    sql`with acc as (
          select e.ref_id, e.account, sum(e.amount_cents) as total from ledger_entries e
          where e.account in ('musician_prepaid', 'platform_revenue', 'vat_payable', 'musician_disputed')
          group by e.ref_id, e.account),
        ref as (
          select payment_id, sum(amount_cents) as total, sum(fee_cents) as fee, sum(vat_cents) as vat,
            sum(budget_cents) filter (where reason <> 'campaign_end') as budget,
            sum(amount_cents) filter (where (rail = 'stripe' and status in ('pending', 'sent')) or rail = 'chargeback')
              as cash_out,
            count(*) filter (where rail = 'stripe' and status = 'pending') as stripe_pending
          from payment_refunds group by payment_id)
        select p.id, p.status, p.applied_at is not null as applied, p.budget_cents, p.fee_cents, p.vat_cents,
          p.total_cents, p.disputed_cents, p.dispute_status, p.credit_cents,
          coalesce(p.dispute_status in ('open', 'lost') and p.applied_at > p.disputed_at, false)
            as applied_after_dispute,
          (p.dispute_status = 'open' and exists (select 1 from campaigns c
            where c.held_at is null and c.status = 'active' and (c.id = p.campaign_id or (p.applied_at is not null
              and c.id = (select d.campaign_id from campaign_drafts d where d.id = p.draft_id))))) as unheld_campaign,
          coalesce(ref.cash_out, 0) + case when p.dispute_status = 'open' then p.disputed_cents else 0 end as cash_out,
          coalesce(ref.stripe_pending, 0) as stripe_pending,
          coalesce(ref.budget, 0) as ref_budget, coalesce(ref.fee, 0) as ref_fee, coalesce(ref.vat, 0) as ref_vat,
          coalesce(ref.total, 0) as ref_total,
          coalesce((select total from acc where ref_id = p.id and account = 'musician_prepaid'), 0) as prepaid,
          coalesce((select total from acc where ref_id = p.id and account = 'platform_revenue'), 0) as revenue,
          coalesce((select total from acc where ref_id = p.id and account = 'vat_payable'), 0) as vat,
          coalesce((select total from acc where ref_id = p.id and account = 'musician_disputed'), 0) as disputed
        from draft_payments p left join ref on ref.payment_id = p.id`,
  );
  const out: PaymentDifference[] = [];
  for (const r of rows) {
    const paid = r.status === 'paid' || r.status === 'refunded';
    const want = (account: string, expected: number, actual: number) => {
      if (expected !== actual)
        out.push({
          paymentId: r.id,
          expected,
          actual,
          explanation: `draft payment ${r.id} (${r.status}): ${account} must be ${expected}`,
        });
    };
    want('musician_prepaid', paid && !r.applied ? Number(r.budget_cents) - Number(r.ref_budget) : 0, Number(r.prepaid));
    want('platform_revenue', paid ? Number(r.fee_cents) - Number(r.ref_fee) : 0, Number(r.revenue));
    want('vat_payable', paid ? Number(r.vat_cents) - Number(r.ref_vat) : 0, Number(r.vat));
    want('musician_disputed', r.dispute_status === 'lost' ? 0 : -Number(r.disputed_cents), Number(r.disputed));
    const spent = (explanation: string) =>
      out.push({ paymentId: r.id, expected: 0, actual: 1, explanation: `draft payment ${r.id}: ${explanation}` });
    const charged = Number(r.total_cents) - Number(r.credit_cents);
    if (Number(r.cash_out) > charged)
      out.push({
        paymentId: r.id,
        expected: charged,
        actual: Number(r.cash_out),
        explanation: `draft payment ${r.id}: refunds and its dispute give back more than Stripe charged`,
      });
    if (r.dispute_status === 'open' && Number(r.stripe_pending) > 0)
      spent('a Stripe refund would be sent while its dispute is open');
    if (r.applied && (r.applied_after_dispute || r.status === 'refunded'))
      spent('it funds a campaign with money that a dispute holds or took, or a refund gave back');
    if (r.unheld_campaign) spent('the campaign it funds is not on hold while its dispute is open');
    if (Number(r.ref_total) > Number(r.total_cents))
      out.push({
        paymentId: r.id,
        expected: Number(r.total_cents),
        actual: Number(r.ref_total),
        explanation: `draft payment ${r.id}: its refunds give back more than was paid`,
      });
  }

  const credits = await rawRows<{ musician_id: number; expected: string; actual: string }>(
    db,
    sql`with m as (
          select musician_id from payment_refunds where rail = 'credit'
          union select musician_id from draft_payments where credit_cents > 0
          union select ref_id from ledger_entries where account = 'musician_credit')
        select m.musician_id,
          coalesce((select sum(amount_cents) from payment_refunds r where r.musician_id = m.musician_id and r.rail = 'credit'), 0)
          - coalesce((select sum(credit_cents) from draft_payments p where p.musician_id = m.musician_id
              and p.status in ('paid', 'refunded')), 0) as expected,
          coalesce((select sum(amount_cents) from ledger_entries e where e.account = 'musician_credit'
              and e.ref_id = m.musician_id), 0) as actual
        from m`,
  );
  for (const c of credits) {
    if (Number(c.expected) !== Number(c.actual))
      out.push({
        paymentId: 0,
        expected: Number(c.expected),
        actual: Number(c.actual),
        explanation: `musician ${c.musician_id}: musician_credit must be ${Number(c.expected)}`,
      });
  }

  const ends = await rawRows<{ campaign_id: number; given: string; returned: string }>(
    db,
    sql`select r.campaign_id, sum(r.budget_cents) as given,
          coalesce((select sum(e.amount_cents) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            where t.campaign_id = r.campaign_id and e.account = 'external'
              and t.kind not in ('funding', 'budget_edit')), 0) as returned
        from payment_refunds r where r.reason = 'campaign_end' group by r.campaign_id`,
  );
  for (const e of ends) {
    if (Number(e.given) > Number(e.returned))
      out.push({
        paymentId: 0,
        expected: Number(e.returned),
        actual: Number(e.given),
        explanation: `campaign ${e.campaign_id}: its end gave back more than it did not spend`,
      });
  }
  out.push(...(await checkDocuments(db)));
  return out;
}

type DocRow = {
  id: number;
  status: string;
  net: string;
  vat_cents: string;
  total_cents: string;
  invoices: string;
  inv_net: string | null;
  inv_vat: string | null;
  inv_total: string | null;
  credited: string;
  refunded: string;
};

async function checkDocuments(db: DbOrTx): Promise<PaymentDifference[]> {
  const rows = await rawRows<DocRow>(
    db,
    sql`select p.id, p.status, p.budget_cents + p.fee_cents as net, p.vat_cents, p.total_cents,
          (select count(*) from billing_documents d where d.payment_id = p.id and d.kind = 'invoice') as invoices,
          (select sum(net_cents) from billing_documents d where d.payment_id = p.id and d.kind = 'invoice') as inv_net,
          (select sum(vat_cents) from billing_documents d where d.payment_id = p.id and d.kind = 'invoice') as inv_vat,
          (select sum(total_cents) from billing_documents d where d.payment_id = p.id and d.kind = 'invoice')
            as inv_total,
          coalesce((select sum(total_cents) from billing_documents d
            where d.payment_id = p.id and d.kind = 'credit_note'), 0) as credited,
          coalesce((select sum(amount_cents) from payment_refunds r where r.payment_id = p.id), 0) as refunded
        from draft_payments p`,
  );
  const out: PaymentDifference[] = [];
  for (const r of rows) {
    const diff = (what: string, expected: number, actual: number) => {
      if (expected !== actual)
        out.push({
          paymentId: r.id,
          expected,
          actual,
          explanation: `draft payment ${r.id} (${r.status}): ${what} must be ${expected}`,
        });
    };
    const invoiced = r.status === 'paid' || r.status === 'refunded';
    diff('its number of invoices', invoiced ? 1 : 0, Number(r.invoices));
    // its refunds (a lost dispute's chargeback among them; an open dispute is not credited), at most its invoice
    diff(
      'the total of its credit notes (its refunds)',
      Math.min(Number(r.refunded), Number(r.total_cents)),
      Number(r.credited),
    );
    if (!invoiced || Number(r.invoices) !== 1) continue;
    diff("its invoice's net", Number(r.net), Number(r.inv_net));
    diff("its invoice's VAT", Number(r.vat_cents), Number(r.inv_vat));
    diff("its invoice's total", Number(r.total_cents), Number(r.inv_total));
    if (r.status === 'refunded') diff('the total of its credit notes', Number(r.total_cents), Number(r.credited));
    else if (Number(r.credited) > Number(r.total_cents))
      diff('at most its invoice: the total of its credit notes', Number(r.total_cents), Number(r.credited));
  }
  return out;
}
