// The published rule table that sets a creator's level from their TikTok profile (docs/engine.md "Levels from
// TikTok", shown on /app/credits/pricing). Server and web read the same table, so what a creator is told is what
// the server applies. No schema here: a screen that only shows the table does not load the validation library.

/** How many of the creator's most recent videos count towards the median. */
export const LEVEL_RECENT_VIDEOS = 10;
/** Fewer videos than this cannot show a steady audience: the creator stays at Level 0. */
export const LEVEL_MIN_VIDEOS = 3;

/** Level ids 2..7 (names '1'..'6'): both the followers and the median views must be reached. */
export const LEVEL_RULES = [
  { levelId: 2, name: '1', minFollowers: 1_000, minMedianViews: 500 },
  { levelId: 3, name: '2', minFollowers: 5_000, minMedianViews: 2_000 },
  { levelId: 4, name: '3', minFollowers: 20_000, minMedianViews: 8_000 },
  { levelId: 5, name: '4', minFollowers: 50_000, minMedianViews: 20_000 },
  { levelId: 6, name: '5', minFollowers: 150_000, minMedianViews: 60_000 },
  { levelId: 7, name: '6', minFollowers: 500_000, minMedianViews: 200_000 },
] as const;
export type LevelRule = (typeof LEVEL_RULES)[number];

export const LEVEL_ZERO_ID = 1;

export type TikTokFigures = { followers: number; medianViews: number; videosCounted: number };

/** The median of a list of view counts (the mean of the middle two for an even count), 0 for none. */
export function medianOf(values: number[]) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.floor(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

/** The level id the rule table gives: the highest row whose followers AND median views are both reached. */
export function levelForFigures(f: TikTokFigures) {
  if (f.videosCounted < LEVEL_MIN_VIDEOS) return LEVEL_ZERO_ID;
  let level: number = LEVEL_ZERO_ID;
  for (const rule of LEVEL_RULES) {
    if (f.followers >= rule.minFollowers && f.medianViews >= rule.minMedianViews) level = rule.levelId;
  }
  return level;
}

/** A level id's name ('0' for Level 0, else its row's). */
export const levelNameOf = (levelId: number) =>
  levelId === LEVEL_ZERO_ID ? '0' : (LEVEL_RULES.find((r) => r.levelId === levelId)?.name ?? String(levelId - 1));

/**
 * When the monthly level review reads every connected profile next: it runs once each calendar month (UTC), from
 * the first day on (jobs/tasks.ts scheduleRecurring), so a pending proposal is decided, or replaced, by then.
 */
export const nextLevelReview = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** The next row of the table above a level id, or null at the top. */
export const nextLevelRule = (levelId: number) => LEVEL_RULES.find((r) => r.levelId > levelId) ?? null;
