// The price of a musician's campaign (docs/engine.md "Musicians' own campaigns"), in integer cents, shown before paying:
//   fee   = max(round(budget × fee percent), fee minimum)           (config.serviceFee)
//   net   = budget + fee
//   VAT   = round(net × rate), rate and rule from the musician's billing details (musician-billing/vat.ts)
//   total = net + VAT
// Rounding is half up on whole cents. The whole net price carries VAT: the musician buys one service (the
// campaign, creators' pay included) from the platform.
import type { DraftPrice } from '@hookline/shared/musician-campaigns';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { VAT_RATES } from '../../lib/vat-rates';
import { buyerOf } from '../musician-billing/details';
import { type Buyer, vatFor } from '../musician-billing/vat';

/** round(amount × numerator / denominator), half up, in exact integer arithmetic (amounts stay far below 2^53). */
const share = (amount: number, numerator: number, denominator: number) =>
  Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));

export function priceOf(
  budgetCents: number,
  o: {
    feePercent: number;
    feeMinCents: number;
    /** the platform's country */
    country: string;
    /** the musician's billing details; none: the platform country's rate */
    buyer?: Buyer;
    rates?: Readonly<Record<string, number>>;
  },
): DraftPrice {
  const vat = vatFor({ platformCountry: o.country, buyer: o.buyer ?? null, rates: o.rates ?? VAT_RATES });
  // the percentage may have up to two decimals: work in hundredths of a percent
  const feeBp = Math.round(o.feePercent * 100);
  const fee = Math.max(share(budgetCents, feeBp, 10_000), o.feeMinCents);
  const net = budgetCents + fee;
  const vatCents = share(net, vat.rateBp, 10_000);
  return {
    budget_cents: budgetCents,
    fee_cents: fee,
    fee_percent: o.feePercent,
    fee_min_cents: o.feeMinCents,
    net_cents: net,
    vat_country: o.country,
    vat_rate_percent: vat.rateBp / 100,
    vat_rule: vat.rule,
    vat_cents: vatCents,
    total_cents: net + vatCents,
    credit_cents: 0,
    to_pay_cents: net + vatCents,
    currency: 'eur',
  };
}

/** The least a rail charges (Stripe's minimum for EUR): a credit covers the price up to this much less. */
export const MIN_CHARGE_CENTS = 50;

/** The price with the musician's credit used first, leaving at least the least a rail charges to pay. */
export function withCredit(price: DraftPrice, availableCents: number): DraftPrice {
  const credit = Math.max(0, Math.min(availableCents, price.total_cents - MIN_CHARGE_CENTS));
  return { ...price, credit_cents: credit, to_pay_cents: price.total_cents - credit };
}

/** The price of `budgetCents` for the musician signed in as `userId`: the configured fee, VAT by their details. */
export async function priceFor(
  ctx: Pick<AppContext, 'config'> & { db: DbOrTx },
  o: { userId: number; budgetCents: number },
) {
  return priceOf(o.budgetCents, {
    feePercent: ctx.config.serviceFee.percent,
    feeMinCents: ctx.config.serviceFee.minCents,
    country: ctx.config.platform.country,
    buyer: await buyerOf(ctx.db, o.userId),
    rates: ctx.config.vatRates,
  });
}
