// The ledger invariant of musicians' payments (issue 46; docs/engine.md "Invariants" 6), part of checkLedger: for
// every payment (a draft's or a top-up's), its musician_prepaid balance is the budget while it is paid and not yet
// applied to a campaign (approval or the top-up moves it), its platform_revenue balance the fee and its vat_payable balance the VAT
// while it is paid (approved included), and all three are 0 for an open, failed or refunded payment.
// Its documents (docs/engine.md "Invoices to musicians"): a paid or refunded payment has exactly one invoice whose
// net, VAT and total are the payment's, an open or failed one none; the credit notes of a payment never exceed its
// invoice, and those of a refunded payment add up to it.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';

type Row = {
  id: number;
  status: string;
  applied: boolean;
  budget_cents: string;
  fee_cents: string;
  vat_cents: string;
  prepaid: string;
  revenue: string;
  vat: string;
};

export type PaymentDifference = { paymentId: number; expected: number; actual: number; explanation: string };

export async function checkPayments(db: DbOrTx): Promise<PaymentDifference[]> {
  const rows = await rawRows<Row>(
    db,
    sql`with acc as (
          select e.ref_id, e.account, sum(e.amount_cents) as total from ledger_entries e
          where e.account in ('musician_prepaid', 'platform_revenue', 'vat_payable') group by e.ref_id, e.account)
        select p.id, p.status, p.applied_at is not null as applied, p.budget_cents, p.fee_cents, p.vat_cents,
          coalesce((select total from acc where ref_id = p.id and account = 'musician_prepaid'), 0) as prepaid,
          coalesce((select total from acc where ref_id = p.id and account = 'platform_revenue'), 0) as revenue,
          coalesce((select total from acc where ref_id = p.id and account = 'vat_payable'), 0) as vat
        from draft_payments p`,
  );
  const out: PaymentDifference[] = [];
  for (const r of rows) {
    const paid = r.status === 'paid';
    const want = (account: string, expected: number, actual: number) => {
      if (expected !== actual)
        out.push({
          paymentId: r.id,
          expected,
          actual,
          explanation: `draft payment ${r.id} (${r.status}): ${account} must be ${expected}`,
        });
    };
    want('musician_prepaid', paid && !r.applied ? Number(r.budget_cents) : 0, Number(r.prepaid));
    want('platform_revenue', paid ? Number(r.fee_cents) : 0, Number(r.revenue));
    want('vat_payable', paid ? Number(r.vat_cents) : 0, Number(r.vat));
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
            where d.payment_id = p.id and d.kind = 'credit_note'), 0) as credited
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
