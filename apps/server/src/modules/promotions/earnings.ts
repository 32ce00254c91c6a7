// Earning rules (DESIGN.md "Levels and earnings", "Money"), pure and in integer cents.
import type { Cents } from '@hookline/shared/money';

export type Deal =
  | { type: 'normal' | 'linear'; per1kCents: Cents; maxCents: Cents }
  | { type: 'fixed'; per1kCents: null; maxCents: Cents };

/** The most a creator can earn for one video under a deal. Level 0 earns nothing. */
export const possibleMax = (deal: Deal): Cents => Math.max(0, deal.maxCents);

/** Reserved at approval: min(possible maximum, budget left). */
export const reservationFor = (deal: Deal, budgetLeft: Cents): Cents =>
  Math.max(0, Math.min(possibleMax(deal), budgetLeft));

/** The formula alone: views/1000 × per-1k, capped (normal, linear); the fixed amount (fixed). Floors to the cent. */
export function formulaEarning(deal: Deal, viewsAfterThreeDays: number): Cents {
  if (deal.type === 'fixed') return possibleMax(deal);
  const views = Math.max(0, Math.floor(viewsAfterThreeDays));
  const raw = Math.floor((views * Math.max(0, deal.per1kCents)) / 1000);
  return Math.min(raw, possibleMax(deal));
}

/** Settlement pays min(formula, reservation); the rest of the reservation is released. */
export function settle(deal: Deal, viewsAfterThreeDays: number, reserved: Cents) {
  const earned = Math.min(formulaEarning(deal, viewsAfterThreeDays), Math.max(0, reserved));
  return { earned, released: Math.max(0, reserved) - earned };
}
