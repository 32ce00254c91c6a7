// The price of a musician's campaign (issue 46 item 2), in integer cents, shown before paying:
//   fee   = max(round(budget × fee percent), fee minimum)           (config.serviceFee)
//   net   = budget + fee
//   VAT   = round(net × the rate of the platform's country)          (VAT_RATES, one table)
//   total = net + VAT
// Rounding is half up on whole cents. The whole net price carries VAT: the musician buys one service (the
// campaign, creators' pay included) from the platform. Still to come (docs/engine.md "VAT"): reverse charge for
// EU businesses with a VAT id of another member state, the musician's own country for EU consumers, none outside.
import type { DraftPrice } from '@hookline/shared/musician-campaigns';

/** Standard VAT rates in basis points (1 % = 100), by ISO country: the one table every price reads. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  DE: 1900,
  ES: 2100,
  FR: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  PL: 2300,
  SE: 2500,
};

/** round(amount × numerator / denominator), half up, in exact integer arithmetic (amounts stay far below 2^53). */
const share = (amount: number, numerator: number, denominator: number) =>
  Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));

export function priceOf(
  budgetCents: number,
  o: { feePercent: number; feeMinCents: number; country: string },
): DraftPrice {
  const vatBp = VAT_RATES[o.country];
  if (vatBp === undefined) throw new Error(`no VAT rate for the platform country ${o.country}`);
  // the percentage may have up to two decimals: work in hundredths of a percent
  const feeBp = Math.round(o.feePercent * 100);
  const fee = Math.max(share(budgetCents, feeBp, 10_000), o.feeMinCents);
  const net = budgetCents + fee;
  const vat = share(net, vatBp, 10_000);
  return {
    budget_cents: budgetCents,
    fee_cents: fee,
    fee_percent: o.feePercent,
    fee_min_cents: o.feeMinCents,
    net_cents: net,
    vat_country: o.country,
    vat_rate_percent: vatBp / 100,
    vat_cents: vat,
    total_cents: net + vat,
    credit_cents: 0,
    to_pay_cents: net + vat,
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
