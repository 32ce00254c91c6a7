// The monthly billing run: one self-billing invoice per creator for the earnings not billed yet
// (docs/engine.md "Bills and payouts"). Each bill, its number, lines, ledger posting and email are one transaction.

import { maskIban, type Party, TAX_STATUS_KEYS } from '@hookline/shared/bills';
import { centsToEur, formatEur, formatRateEur, rateToEur } from '@hookline/shared/money';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rawRows, type Tx } from '../../db/client';
import { effectiveDeal } from '../../db/deal';
import { billLines, bills, creators, levels, promotions, users } from '../../db/schema';
import { type Locale, legalLabel, localeOf, textIn } from '../../texts';
import { billed, earned, post } from '../ledger/ledger';
import { queueNotification } from '../queue/notification-job';
import { allocateBillNumber } from './numbering';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/** Thrown inside a bill's transaction to give its number back when there is nothing (more) to bill. */
class NothingToBill extends Error {}

export type GenerateOptions = {
  /** when the bills are issued (their date and numbering year) */
  now?: Date;
  /**
   * the end of what is billed (exclusive): earnings recorded before it. The monthly run bills up to the 1st of
   * the month it runs in; an admin's "run now" bills up to the moment it was asked for (docs/engine.md).
   */
  until?: Date;
  /** post the bills in the ledger at `now` rather than when they are written: past months recorded after the fact (the demo) */
  backdated?: boolean;
  /** called inside each bill's transaction once everything is written: tests throw here to kill a run mid-way */
  beforeCommit?: (billId: number) => void | Promise<void>;
};

/** The platform as a bill's recipient; its tax line in the creator's language (`locale`), beside the English. */
export function platformParty(config: Ctx['config'], locale: Locale = 'en'): Party {
  const p = config.platform;
  return {
    name: p.legalName,
    address: [p.address],
    country: p.country,
    tax_line: `${legalLabel('docVatId', locale)}: ${p.vatId}`,
  };
}

type CreatorRow = typeof creators.$inferSelect;
type UserRow = typeof users.$inferSelect;

export function issuerParty(c: CreatorRow, u: UserRow): Party & { payout_account: string | null } {
  const name = c.legalName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
  const address = c.addressStreet
    ? [c.addressStreet, [c.addressPostcode, c.addressCity].filter(Boolean).join(' ')]
    : c.payoutAddress
      ? [c.payoutAddress]
      : [];
  // the tax labels in the creator's language, beside the English (a bill keeps the words it was issued with)
  const locale = localeOf(u.language);
  const taxNumber = c.taxId ? `${legalLabel('billTaxNumber', locale)}: ${c.taxId}` : null;
  let taxLine: string | null = null;
  if (c.taxStatus === 'vat_registered') taxLine = `${legalLabel('billVatNumber', locale)}: ${c.taxId ?? ''}`;
  else if (c.taxStatus === 'small_business') taxLine = [c.taxExemptionNote, taxNumber].filter(Boolean).join(' · ');
  else if (c.taxStatus === 'private') taxLine = taxNumber ?? legalLabel(TAX_STATUS_KEYS.private, locale);
  const payout = c.payoutIban
    ? `${c.payoutAccountHolder ?? name} · IBAN ${maskIban(c.payoutIban)}${c.payoutBic ? ` · BIC ${c.payoutBic}` : ''}`
    : null;
  return { name, address, country: c.addressCountry, tax_line: taxLine, payout_account: payout };
}

type OpenEntry = {
  transaction_id: number;
  kind: string;
  memo: string | null;
  promotion_id: number | null;
  amount_cents: string;
  video_link: string | null;
  views: string | null;
  title: string | null;
  artist: string | null;
  deal_type: 'normal' | 'linear' | 'fixed' | null;
  deal_per_1k_rate: string | null;
  deal_max_cents: string | null;
};

/**
 * A deal as a bill prints it, in the creator's language: the rate keeps the decimals it was given (€0.125 / 1,000
 * views). formatEur takes `locale` too once it formats by language (docs/decisions/0012-languages.md).
 */
function rateText(type: string, per1kRate: number | null, maxCents: number, locale: Locale) {
  const max = formatEur(centsToEur(maxCents));
  return type === 'fixed'
    ? textIn(locale)('billRateFixed', { amount: max })
    : textIn(locale)('billRatePer1k', { rate: formatRateEur(rateToEur(per1kRate ?? 0)), max });
}

/** Why a line that is not an earning is on the bill, when its ledger entry has no memo. */
const reasonOf = (kind: string, locale: Locale) =>
  kind === 'fraud_reversal'
    ? textIn(locale)('billFraudReversed')
    : textIn(locale)('billCorrectionOf', { kind: kind.replace(/_/g, ' ') });

async function billOne(
  ctx: Ctx,
  tx: Tx,
  creatorId: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
  o: GenerateOptions,
) {
  const number = await allocateBillNumber(tx, now.getUTCFullYear());
  // checked after the counter lock: a concurrent run that billed this creator has committed by now. A bill
  // reaching this run's end means the creator is billed up to here (a retried run, or a "run now" earlier on).
  const [last] = await tx
    .select({ end: bills.periodEnd })
    .from(bills)
    .where(and(eq(bills.creatorId, creatorId), isNotNull(bills.periodEnd)))
    .orderBy(desc(bills.periodEnd))
    .limit(1);
  if (last?.end && last.end >= periodEnd) throw new NothingToBill();
  // a period starts where the creator's last bill ended when that is later than the month's start, so a month
  // with a "run now" in it is billed in two parts that neither overlap nor leave a gap
  const start = last?.end && last.end > periodStart ? last.end : periodStart;
  const [owed] = await rawRows<{ n: string }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0) as n from ledger_entries
        where account = 'creator_earned' and ref_id = ${creatorId} and created_at < ${periodEnd.toISOString()}`,
  );
  const amount = Number(owed?.n ?? 0);
  if (amount <= 0) throw new NothingToBill();
  const [who] = await tx
    .select({ creator: creators, user: users, level: levels })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .innerJoin(levels, eq(levels.id, creators.levelId))
    .where(eq(creators.id, creatorId));
  if (!who) throw new NothingToBill();
  const [bill] = await tx
    .insert(bills)
    .values({
      billNumber: number,
      billYear: now.getUTCFullYear(),
      creatorId,
      amountCents: amount,
      periodStart: start,
      periodEnd,
      createdAt: now,
      issuer: issuerParty(who.creator, who.user),
      recipient: platformParty(ctx.config, localeOf(who.user.language)),
    })
    .returning();
  if (!bill) throw new Error('bill insert failed');

  // every movement on the creator's earned account that no bill has listed yet
  const entries = await rawRows<OpenEntry>(
    tx,
    sql`select t.id as transaction_id, t.kind, t.memo, t.promotion_id, e.amount_cents,
               coalesce(p.video_link, p.video_url) as video_link, p.views_after_three_days as views,
               s.title, s.artist, p.deal_type, p.deal_per_1k_rate, p.deal_max_cents
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        left join promotions p on p.id = t.promotion_id
        left join campaigns c on c.id = p.campaign_id
        left join songs s on s.id = c.song_id
        where e.account = 'creator_earned' and e.ref_id = ${creatorId} and e.created_at < ${periodEnd.toISOString()}
          and t.kind <> 'bill'
          and not exists (select 1 from bill_lines l where l.ledger_transaction_id = t.id)
        order by e.id`,
  );
  // each video is billed at the deal in force when it was approved (recorded on the promotion); rows approved
  // before deals were recorded fall back to the creator's deal today
  const deal = effectiveDeal(who.creator, who.level);
  const locale = localeOf(who.user.language);
  const currentRate = rateText(deal.type, deal.per1kRate, deal.maxCents, locale);
  const rateOf = (e: OpenEntry) =>
    e.deal_type
      ? rateText(
          e.deal_type,
          e.deal_per_1k_rate === null ? null : Number(e.deal_per_1k_rate),
          Number(e.deal_max_cents ?? 0),
          locale,
        )
      : currentRate;
  const lines: (typeof billLines.$inferInsert)[] = entries
    .filter((e) => Number(e.amount_cents) !== 0)
    .map((e) => {
      const cents = Number(e.amount_cents);
      const kind: 'earning' | 'reversal' | 'correction' =
        e.kind === 'settlement' && cents > 0 ? 'earning' : e.kind === 'fraud_reversal' ? 'reversal' : 'correction';
      return {
        billId: bill.id,
        ledgerTransactionId: e.transaction_id,
        promotionId: e.promotion_id,
        kind,
        song: e.title ? `${e.artist} - ${e.title}` : null,
        videoLink: e.video_link,
        views72h: e.views === null ? null : Number(e.views),
        rate: kind === 'earning' ? rateOf(e) : null,
        reason: kind === 'earning' ? null : (e.memo ?? reasonOf(e.kind, locale)),
        amountCents: cents,
      };
    });
  const listed = lines.reduce((s, l) => s + l.amountCents, 0);
  if (listed !== amount) {
    // earnings billed before bills had lines: the ledger balance is the truth, the difference is shown as such
    lines.push({
      billId: bill.id,
      ledgerTransactionId: null,
      promotionId: null,
      kind: 'correction',
      song: null,
      videoLink: null,
      views72h: null,
      rate: null,
      reason: textIn(locale)('billBalanceCarried'),
      amountCents: amount - listed,
    });
  }
  if (lines.length) await tx.insert(billLines).values(lines);
  await post(tx, {
    kind: 'bill',
    creatorId,
    billId: bill.id,
    at: o.backdated ? now : undefined,
    legs: [earned(creatorId, -amount), billed(creatorId, amount)],
  });
  // the creator's email is queued with the bill: both happen, or neither
  await queueNotification(tx, { event: 'bill-issued', bill_id: bill.id });
  // the bill marks exactly the videos whose earnings it lists: not one settled after its end (a run queued earlier
  // and run later), whose earning waits for the next bill
  const settled = [
    ...new Set(
      entries.filter((e) => e.kind === 'settlement' && e.promotion_id !== null).map((e) => Number(e.promotion_id)),
    ),
  ];
  if (settled.length)
    await tx
      .update(promotions)
      .set({ billId: bill.id })
      .where(and(inArray(promotions.id, settled), sql`${promotions.billId} is null`));
  await o.beforeCommit?.(bill.id);
  return bill;
}

/**
 * One bill per creator for earnings not yet billed up to `until` (a negative reversal nets against the total):
 * monthly by default, or up to a given moment when an admin runs it now.
 */
export async function generateBills(ctx: Ctx, o: GenerateOptions = {}) {
  const now = o.now ?? new Date();
  const periodEnd = o.until ?? monthStart(now);
  // the month the period ends in (the previous month for the monthly run, whose end is the 1st at midnight)
  const periodStart = monthStart(new Date(periodEnd.getTime() - 1));
  const owed = await rawRows<{ creator_id: number }>(
    ctx.db,
    sql`select ref_id as creator_id from ledger_entries
        where account = 'creator_earned' and created_at < ${periodEnd.toISOString()}
        group by ref_id having sum(amount_cents) > 0 order by ref_id`,
  );
  let created = 0;
  for (const row of owed) {
    try {
      await ctx.db.transaction((tx) => billOne(ctx, tx, Number(row.creator_id), periodStart, periodEnd, now, o));
      created++;
    } catch (err) {
      if (!(err instanceof NothingToBill)) throw err;
    }
  }
  return { created, period: periodStart.toISOString().slice(0, 7) };
}
