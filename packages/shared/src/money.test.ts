import { describe, expect, it } from 'vitest';
import { formatCount, formatEur, formatRateEur } from './money';

// The screens' formatters are written by hand (money.ts says why); they must write every number exactly as
// Intl.NumberFormat does.
const intlEur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const intlRate = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const intlCount = new Intl.NumberFormat('en');

// a fixed sequence of pseudo-random numbers, so that a failure is the same on every run
function* numbers(count: number) {
  let seed = 20261124;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 14);
    const raw = (next() - 0.3) * scale;
    yield raw;
    yield Math.round(raw) / 100; // whole cents
    yield Math.round(raw) / 10_000; // a rate's four decimals
    yield Math.round(raw);
  }
}

const edges = [
  0,
  -0,
  0.5,
  1.005,
  1.115,
  -1.005,
  0.005,
  0.0049,
  0.00005,
  -0.001,
  999.995,
  1_234_567.891,
  1e12 + 0.5,
  1e21,
];
const odd = [1e-7, 2.5e22, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('the hand-written number formats', () => {
  it('write amounts in EUR exactly as Intl does', () => {
    for (const n of [...edges, ...odd, ...numbers(20_000)]) expect(formatEur(n), String(n)).toBe(intlEur.format(n));
  });

  it('write rates with two to four decimals exactly as Intl does', () => {
    for (const n of [...edges, ...odd, ...numbers(20_000)])
      expect(formatRateEur(n), String(n)).toBe(intlRate.format(n));
  });

  it('write counts exactly as Intl does, and nothing as 0', () => {
    for (const n of [...edges, ...odd, ...numbers(20_000)]) expect(formatCount(n), String(n)).toBe(intlCount.format(n));
    expect(formatCount(null)).toBe('0');
    expect(formatCount(12_400)).toBe('12,400');
    expect(formatEur(-3)).toBe('-€3.00');
    expect(formatRateEur(0.125)).toBe('€0.125');
  });
});

describe('amounts in the user’s language', () => {
  it('English stays as it was; the other languages as Intl writes them', () => {
    expect(formatEur(1234.5)).toBe('€1,234.50');
    expect(formatEur(1234.5, 'en')).toBe('€1,234.50');
    expect(formatEur(1234.5, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatEur(1234.5, 'de')).toMatch(/^1\.234,50\s€$/);
    expect(formatEur(-3, 'pt-BR')).toMatch(/-\s?€\s?3,00/);
    expect(formatCount(12400, 'de')).toBe('12.400');
    expect(formatCount(12400, 'es')).toMatch(/^12[.\s ]?400$/);
    expect(formatRateEur(0.125, 'de')).toMatch(/^0,125\s€$/);
  });
});
