// Each platform's budget of calls, as its limits describe it (types.ts PlatformLimits): TikTok's and Instagram's a
// number of calls in a rolling window, YouTube's a number of quota units a calendar day in Pacific Time. The stats
// job takes from it before each stats call; once it is spent, that platform's videos wait for the next run after the
// budget comes back, and the run says so (Background Processes; docs/engine.md "Views at 72 h"). One budget per
// platform client, i.e. per process (the stats job runs in one process at a time: its job has a singleton key).
import type { PlatformLimits, ShortVideoPlatform } from './types';

export type BudgetState = { used: number; limit: number; exhausted: boolean; resetsAt: Date | null };

export type Budget = {
  /** Takes `cost` units when they are left now; false (nothing taken) when the budget is spent. */
  take: (cost: number) => boolean;
  /** The platform said its quota is spent (an answer before ours ran out): nothing more until it comes back. */
  exhaust: () => void;
  state: () => BudgetState;
};

const dayIn = (timeZone: string, at: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

/** The first moment after `at` that is another calendar day in `timeZone` (to the second). */
export function nextMidnight(timeZone: string, at: number): Date {
  const today = dayIn(timeZone, at);
  let lo = at;
  let hi = at + 26 * 3600_000;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayIn(timeZone, mid) === today) lo = mid;
    else hi = mid;
  }
  return new Date(Math.ceil(hi / 1000) * 1000);
}

export function createBudget(budget: PlatformLimits['budget'], now: () => number = Date.now): Budget {
  const limit = budget.perWindow;
  const windowMs = budget.windowSeconds * 1000;
  const resets = budget.resets;
  // a rolling window: when each unit was taken; a calendar day: the day and the units used in it
  const taken: number[] = [];
  let day = { key: '', used: 0, exhaustedUntil: 0 };
  let rollingExhaustedUntil = 0;
  const refresh = () => {
    const t = now();
    if (resets === 'rolling') {
      while (taken.length && (taken[0] ?? 0) <= t - windowMs) taken.shift();
    } else {
      const key = dayIn(resets.timeZone, t);
      if (key !== day.key) day = { key, used: 0, exhaustedUntil: 0 };
    }
    return t;
  };
  const state = (): BudgetState => {
    const t = refresh();
    if (resets === 'rolling') {
      const exhausted = taken.length >= limit || rollingExhaustedUntil > t;
      const oldest = taken[0];
      const resetsAt = !exhausted
        ? null
        : new Date(
            Math.max(rollingExhaustedUntil, oldest !== undefined && taken.length >= limit ? oldest + windowMs : 0),
          );
      return { used: taken.length, limit, exhausted, resetsAt };
    }
    const exhausted = day.used >= limit || day.exhaustedUntil > t;
    return { used: day.used, limit, exhausted, resetsAt: exhausted ? nextMidnight(resets.timeZone, t) : null };
  };
  return {
    take(cost) {
      const s = state();
      if (s.exhausted || s.used + cost > limit) return false;
      const t = now();
      if (resets === 'rolling') for (let i = 0; i < cost; i++) taken.push(t);
      else day.used += cost;
      return true;
    },
    exhaust() {
      const t = refresh();
      if (resets === 'rolling') rollingExhaustedUntil = t + windowMs;
      else day.exhaustedUntil = nextMidnight(resets.timeZone, t).getTime();
    },
    state,
  };
}

const budgets = new WeakMap<ShortVideoPlatform, Budget>();

/** The budget shared by every stats run that uses this platform client. */
export function budgetOf(platform: ShortVideoPlatform): Budget {
  let b = budgets.get(platform);
  if (!b) {
    b = createBudget(platform.limits.budget);
    budgets.set(platform, b);
  }
  return b;
}
