// What Level 1 needs, as a sentence: shown on the campaign feed, so kept apart from the level screens' components
// (their table would otherwise load with the feed).
import { LEVEL_MIN_VIDEOS, LEVEL_RECENT_VIDEOS, nextLevelRule } from '@hookline/shared/level-rules';
import { formatCount } from '@hookline/shared/money';
import { currentLocale, t } from '../../lib/i18n';

const n = (value: number | null | undefined) => formatCount(value, currentLocale());

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
    needs.push(t('crLevel1NeedsVideos', { min: LEVEL_MIN_VIDEOS, count: f.videosCounted }));
  if (!has(f.followers, one.minFollowers))
    needs.push(
      f.followers !== null && f.followers !== undefined
        ? t('crLevel1NeedsFollowersHave', { min: n(one.minFollowers), count: n(f.followers) })
        : t('crLevel1NeedsFollowers', { min: n(one.minFollowers) }),
    );
  if (!has(f.medianViews, one.minMedianViews)) {
    const median = { min: n(one.minMedianViews), recent: LEVEL_RECENT_VIDEOS };
    needs.push(
      f.medianViews !== null && f.medianViews !== undefined
        ? t('crLevel1NeedsMedianHave', { ...median, count: n(f.medianViews) })
        : t('crLevel1NeedsMedian', median),
    );
  }
  if (needs.length === 0) return t('crLevel1Met');
  const all = needs.reduce((first, second) => t('crLevel1Both', { first, second }));
  return has(f.followers, one.minFollowers) && f.followers !== null && f.followers !== undefined
    ? t('crLevel1NeedsEnough', { needs: all, followers: n(f.followers) })
    : t('crLevel1Needs', { needs: all });
}
