// What Level 1 needs, as a sentence: shown on the campaign feed, so kept apart from the level screens' components
// (their table would otherwise load with the feed).
import { LEVEL_MIN_VIDEOS, LEVEL_RECENT_VIDEOS, nextLevelRule } from '@hookline/shared/level-rules';
import { formatCount } from '@hookline/shared/money';

const n = formatCount;

/** The figures a creator's level was read from, as far as the screen knows them (null: not known). */
export type KnownFigures = { followers?: number | null; medianViews?: number | null; videosCounted?: number | null };

/**
 * What Level 1 needs, in one sentence for a Level 0 creator: from the same rule table that sets the level, and only
 * the criteria their known figures do not reach yet (a creator with 228,881 followers is not told to reach 1,000).
 */
export function levelOneText(f: KnownFigures = {}) {
  const one = nextLevelRule(1);
  if (!one) return '';
  const needs: string[] = [];
  const has = (v: number | null | undefined, need: number) => v !== null && v !== undefined && v >= need;
  if (f.videosCounted !== null && f.videosCounted !== undefined && f.videosCounted < LEVEL_MIN_VIDEOS)
    needs.push(`at least ${LEVEL_MIN_VIDEOS} videos on your profile (you have ${f.videosCounted})`);
  if (!has(f.followers, one.minFollowers))
    needs.push(
      `${n(one.minFollowers)} TikTok followers${f.followers !== null && f.followers !== undefined ? ` (you have ${n(f.followers)})` : ''}`,
    );
  if (!has(f.medianViews, one.minMedianViews))
    needs.push(
      `a median of ${n(one.minMedianViews)} views on your last ${LEVEL_RECENT_VIDEOS} videos${f.medianViews !== null && f.medianViews !== undefined ? ` (yours: ${n(f.medianViews)})` : ''}`,
    );
  const enough =
    has(f.followers, one.minFollowers) && f.followers !== null && f.followers !== undefined
      ? ` Your ${n(f.followers)} followers are enough.`
      : '';
  if (needs.length === 0)
    return 'Level 0 earns nothing yet. Your figures meet Level 1: it applies at your next reading.';
  return `Level 0 earns nothing yet. Level 1 needs ${needs.join(' and ')}.${enough}`;
}
