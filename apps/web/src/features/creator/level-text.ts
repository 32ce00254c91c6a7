// What Level 1 needs, as a sentence: shown on the campaign feed, so kept apart from the level screens' components
// (their table would otherwise load with the feed).
import { LEVEL_RECENT_VIDEOS, nextLevelRule } from '@hookline/shared/level-rules';
import { formatCount } from '@hookline/shared/money';

const n = formatCount;

/** What Level 1 needs, in one sentence for a Level 0 creator. */
export function levelOneText() {
  const one = nextLevelRule(1);
  if (!one) return '';
  return `Level 0 earns nothing yet. Reach ${n(one.minFollowers)} TikTok followers and a median of ${n(one.minMedianViews)} views on your last ${LEVEL_RECENT_VIDEOS} videos to get Level 1.`;
}
