// The ledger invariant of musicians' payments (docs/engine.md "Invariants" 6), part of checkLedger:
// - per payment, its balances match its state less what its refunds gave back: musician_prepaid is the budget while
//   paid (or refunded) and not applied to a campaign, platform_revenue the fee and vat_payable the VAT while paid (or
//   refunded), each less the refunds' parts of it (a refund in full brings all three to 0); all 0 for an open,
//   processing, failed or expired payment; musician_disputed is minus what a dispute took back;
// - its refunds never give back more than it was paid;
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
            sum(budget_cents) filter (where reason <> 'campaign_end') as budget
          from payment_refunds group by payment_id)
        select p.id, p.status, p.applied_at is not null as applied, p.budget_cents, p.fee_cents, p.vat_cents,
          p.total_cents, p.disputed_cents,
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
    want('musician_disputed', -Number(r.disputed_cents), Number(r.disputed));
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
  disputed_cents: string;
};

async function checkDocuments(db: DbOrTx): Promise<PaymentDifference[]> {
  const rows = await rawRows<DocRow>(
    db,
    sql`select p.id, p.status, p.budget_cents + p.fee_cents as net, p.vat_cents, p.total_cents, p.disputed_cents,
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
    // its refunds and what a dispute took back, each credited once, at most its invoice
    diff(
      'the total of its credit notes (its refunds)',
      Math.min(Number(r.refunded) + Number(r.disputed_cents), Number(r.total_cents)),
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
