// The creator's deal, in one table: which figures each deal type pays by (the level's or the creator's own), and
// each figure once, as the process reads it from the rows and as SQL reads it from the columns. `effectiveDeal`
// (every payment and answer written in the process) and `dealSql` (the answers written as JSON in SQL,
// db/answer-json.ts) are both made from it; db/answer-json.test.ts checks that they agree for every deal type.
import { type Cents, centsToRate, type Rate } from '@hookline/shared/money';

export type DealType = 'normal' | 'linear' | 'fixed';

type LevelFigures = { per1kRate: number | null; per1kCents: number; maxCents: number };
type CreatorFigures = { per1kRate?: number | null; per1kCents: number | null; maxCents: number | null };

/** Each figure of each source: read from the rows (`row`) and from the columns of `l` (level) and `cr` (creator). */
const FIGURES = {
  level: {
    rate: {
      row: (_: CreatorFigures, l: LevelFigures): Rate => l.per1kRate ?? centsToRate(l.per1kCents),
      sql: 'coalesce(l.per_1k_rate, l.per_1k_cents * 100)',
    },
    max: { row: (_: CreatorFigures, l: LevelFigures): Cents => l.maxCents, sql: 'l.max_cents' },
  },
  creator: {
    rate: {
      row: (c: CreatorFigures): Rate => c.per1kRate ?? centsToRate(c.per1kCents ?? 0),
      sql: 'coalesce(cr.per_1k_rate, coalesce(cr.per_1k_cents, 0) * 100)',
    },
    max: { row: (c: CreatorFigures): Cents => c.maxCents ?? 0, sql: 'coalesce(cr.max_cents, 0)' },
  },
} as const;

/** The rule: where each deal type takes its rate per 1,000 views (none: a fixed amount) and its maximum. */
export const DEAL_RULE: Record<DealType, { rate: keyof typeof FIGURES | null; max: keyof typeof FIGURES }> = {
  normal: { rate: 'level', max: 'level' },
  linear: { rate: 'creator', max: 'creator' },
  fixed: { rate: null, max: 'creator' },
};

export type EffectiveDeal =
  | { type: 'normal' | 'linear'; per1kRate: Rate; maxCents: Cents }
  | { type: 'fixed'; per1kRate: null; maxCents: Cents };

/** The deal that applies to a creator: the level's figures (normal) or the creator's own (linear, fixed). */
export function effectiveDeal(creator: CreatorFigures & { levelType: DealType }, level: LevelFigures): EffectiveDeal {
  const rule = DEAL_RULE[creator.levelType];
  return {
    type: creator.levelType,
    per1kRate: rule.rate === null ? null : FIGURES[rule.rate].rate.row(creator, level),
    maxCents: FIGURES[rule.max].max.row(creator, level),
  } as EffectiveDeal;
}

/** The same figure in SQL, for the creator `cr` (its `level_type`) at level `l`: a CASE over the deal types. */
export function dealSql(figure: 'rate' | 'max') {
  const branches = Object.entries(DEAL_RULE).flatMap(([type, rule]) => {
    const source = rule[figure];
    return source === null ? [] : [`when '${type}' then ${FIGURES[source][figure].sql}`];
  });
  return `case cr.level_type ${branches.join(' ')} end`;
}
