// The yearly report of paid sellers (the EU's DAC7 rules): per creator paid in a calendar year, who they are,
// what they were paid per quarter and for how many videos. Amounts follow the bills' paid date.
import { centsToEur } from '@hookline/shared/money';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';

type Row = {
  creator_id: number;
  legal_name: string | null;
  first_name: string | null;
  last_name: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  tax_id: string | null;
  q1: string;
  q2: string;
  q3: string;
  q4: string;
  videos: number;
};

export const DAC7_HEADER = [
  'Creator ID',
  'Name',
  'Address',
  'Country',
  'Tax ID',
  'Paid Q1 EUR',
  'Paid Q2 EUR',
  'Paid Q3 EUR',
  'Paid Q4 EUR',
  'Paid total EUR',
  'Paid videos',
];

/** A cell a spreadsheet would read as a formula is kept as text. */
const cell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export async function dac7Rows(db: DbOrTx, year: number) {
  const from = new Date(Date.UTC(year, 0, 1)).toISOString();
  const to = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
  return rawRows<Row>(
    db,
    sql`with paid as (
          select id, creator_id, amount_cents, extract(quarter from paid_at at time zone 'UTC')::int as q
          from bills where status = 'paid' and paid_at >= ${from} and paid_at < ${to})
        select c.id as creator_id, c.legal_name, u.first_name, u.last_name, c.address_street as street,
               c.address_postcode as postcode, c.address_city as city, c.address_country as country, c.tax_id,
               sum(case when q = 1 then amount_cents else 0 end) as q1,
               sum(case when q = 2 then amount_cents else 0 end) as q2,
               sum(case when q = 3 then amount_cents else 0 end) as q3,
               sum(case when q = 4 then amount_cents else 0 end) as q4,
               (select count(distinct v.pid)::int from (
                  select l.promotion_id as pid from bill_lines l join paid x on x.id = l.bill_id
                  where x.creator_id = c.id and l.kind = 'earning' and l.promotion_id is not null
                  union
                  select p.id from promotions p join paid x on x.id = p.bill_id
                  where x.creator_id = c.id and p.status = 'succeeded') v) as videos
        from paid
        join creators c on c.id = paid.creator_id
        join users u on u.id = c.user_id
        group by c.id, u.id
        order by c.id`,
  );
}

export async function dac7Csv(db: DbOrTx, { year }: { year: number }) {
  const rows = await dac7Rows(db, year);
  const eur = (c: string | number) => centsToEur(Number(c)).toFixed(2);
  const records = rows.map((r) => [
    String(r.creator_id),
    cell(r.legal_name || [r.first_name, r.last_name].filter(Boolean).join(' ')),
    cell([r.street, [r.postcode, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')),
    cell(r.country ?? ''),
    cell(r.tax_id ?? ''),
    eur(r.q1),
    eur(r.q2),
    eur(r.q3),
    eur(r.q4),
    eur(Number(r.q1) + Number(r.q2) + Number(r.q3) + Number(r.q4)),
    String(r.videos),
  ]);
  return { csv: stringify([DAC7_HEADER, ...records], { bom: true }), fileName: `dac7-paid-sellers-${year}.csv` };
}
