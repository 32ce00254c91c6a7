import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Deal, formulaEarning, possibleMax, reservationFor, settle } from './earnings';

const normal = (per1kRate: number, maxCents: number): Deal => ({ type: 'normal', per1kRate, maxCents });

describe('earnings table', () => {
  const cases: [string, Deal, number, number, number][] = [
    // name, deal, views, reserved, expected earned
    ['level 0 earns nothing', normal(0, 0), 1_000_000, 0, 0],
    ['level 1: 10k views × €0.50 = €5', normal(5_000, 2_500), 10_000, 2_500, 500],
    ['level 1 capped at €25', normal(5_000, 2_500), 10_000_000, 2_500, 2_500],
    ['level 6: 123,456 views × €2 = €246.91', normal(20_000, 50_000), 123_456, 50_000, 24_691],
    ['1,001 views × €0.75 = 75.075 cents: rounded once, to 75', normal(7_500, 5_000), 1_001, 5_000, 75],
    ['€0.125 per 1k keeps its third decimal: 100,000 views = €12.50', normal(1_250, 50_000), 100_000, 50_000, 1_250],
    ['€0.004 per 1k is not rounded away: 100,000 views = €0.40', normal(40, 50_000), 100_000, 50_000, 40],
    ['half a cent rounds up', normal(1, 50_000), 50_000, 50_000, 1],
    ['just under half a cent rounds down', normal(1, 50_000), 49_999, 50_000, 0],
    ['no overflow at a billion views', normal(1_234_567, 1e12), 1e9, 1e12, 12_345_670_000],
    ['capped by a partial reservation', normal(20_000, 50_000), 1_000_000, 1_234, 1_234],
    ['linear uses its own figures', { type: 'linear', per1kRate: 30_000, maxCents: 900 }, 2_000, 900, 600],
    ['fixed pays its amount whatever the views', { type: 'fixed', per1kRate: null, maxCents: 4_000 }, 3, 4_000, 4_000],
    ['fixed limited by the reservation', { type: 'fixed', per1kRate: null, maxCents: 4_000 }, 3, 1_000, 1_000],
    ['zero views earn nothing', normal(10_000, 10_000), 0, 10_000, 0],
  ];
  it.each(cases)('%s', (_name, deal, views, reserved, expected) => {
    const { earned, released } = settle(deal, views, reserved);
    expect(earned).toBe(expected);
    expect(earned + released).toBe(reserved);
  });

  it('reserves min(possible maximum, budget left)', () => {
    expect(reservationFor(normal(5_000, 2_500), 10_000)).toBe(2_500);
    expect(reservationFor(normal(5_000, 2_500), 700)).toBe(700);
    expect(reservationFor(normal(0, 0), 10_000)).toBe(0);
    expect(reservationFor({ type: 'fixed', per1kRate: null, maxCents: 3_000 }, 0)).toBe(0);
  });
});

const dealArb: fc.Arbitrary<Deal> = fc.oneof(
  fc.record({
    type: fc.constantFrom('normal' as const, 'linear' as const),
    per1kRate: fc.integer({ min: 0, max: 1_000_000 }),
    maxCents: fc.integer({ min: 0, max: 1_000_000 }),
  }),
  fc.record({
    type: fc.constant('fixed' as const),
    per1kRate: fc.constant(null),
    maxCents: fc.integer({ min: 0, max: 1_000_000 }),
  }),
);

describe('earnings properties', () => {
  it('earned is never negative, never above the cap, never above the reservation or budget left', () => {
    fc.assert(
      fc.property(
        dealArb,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (deal, views, budgetLeft) => {
          const reserved = reservationFor(deal, budgetLeft);
          const { earned, released } = settle(deal, views, reserved);
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(possibleMax(deal));
          expect(earned).toBeLessThanOrEqual(budgetLeft);
          expect(earned).toBeLessThanOrEqual(formulaEarning(deal, views));
          expect(released).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(earned)).toBe(true);
        },
      ),
    );
  });

  it('the sum of earnings of a campaign never exceeds its budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.tuple(dealArb, fc.integer({ min: 0, max: 100_000_000 })), { maxLength: 60 }),
        (budget, videos) => {
          let left = budget;
          let paid = 0;
          for (const [deal, views] of videos) {
            const reserved = reservationFor(deal, left);
            left -= reserved;
            const { earned, released } = settle(deal, views, reserved);
            left += released;
            paid += earned;
            expect(left).toBeGreaterThanOrEqual(0);
          }
          expect(paid).toBeLessThanOrEqual(budget);
          expect(paid + left).toBe(budget);
        },
      ),
    );
  });
});
