// Earning rules (docs/engine.md "Earnings"): amounts in integer cents, rates per 1,000 views in
// ten-thousandths of a euro (docs/engine.md "Rounding").
import type { Cents, Rate } from '@hookline/shared/money';

export type Deal =
  | { type: 'normal' | 'linear'; per1kRate: Rate; maxCents: Cents }
  | { type: 'fixed'; per1kRate: null; maxCents: Cents };

/** The most a creator can earn for one video under a deal. Level 0 earns nothing. */
export const possibleMax = (deal: Deal): Cents => Math.max(0, deal.maxCents);

/** Reserved at approval: min(possible maximum, budget left). */
export const reservationFor = (deal: Deal, budgetLeft: Cents): Cents =>
  Math.max(0, Math.min(possibleMax(deal), budgetLeft));

/** views × rate ÷ 1,000 is exact in units of EUR 0.0001 ÷ 1,000 = 1/100,000 of a cent. */
const UNITS_PER_CENT = 100_000n;

/**
 * The formula alone: views × rate ÷ 1,000, computed exactly and rounded once to the cent, half up, then capped
 * (normal, linear); the fixed amount (fixed).
 */
export function formulaEarning(deal: Deal, viewsAfterThreeDays: number): Cents {
  if (deal.type === 'fixed') return possibleMax(deal);
  const views = BigInt(Math.max(0, Math.floor(viewsAfterThreeDays)));
  const exact = views * BigInt(Math.max(0, Math.floor(deal.per1kRate)));
  const rounded = Number((exact + UNITS_PER_CENT / 2n) / UNITS_PER_CENT);
  return Math.min(rounded, possibleMax(deal));
}

/** Settlement pays min(formula, reservation); the rest of the reservation is released. */
export function settle(deal: Deal, viewsAfterThreeDays: number, reserved: Cents) {
  const earned = Math.min(formulaEarning(deal, viewsAfterThreeDays), Math.max(0, reserved));
  return { earned, released: Math.max(0, reserved) - earned };
}
