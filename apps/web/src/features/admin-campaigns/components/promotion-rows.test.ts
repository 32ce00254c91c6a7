import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { describe, expect, it } from 'vitest';
import { isRecentUpload } from './promotion-rows';

describe('isRecentUpload', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  it('splits reviewed uploads at REVIEW_COLOUR_HOURS', () => {
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
    expect(isRecentUpload(hoursAgo(REVIEW_COLOUR_HOURS - 1), now)).toBe(true);
    expect(isRecentUpload(hoursAgo(REVIEW_COLOUR_HOURS + 1), now)).toBe(false);
    expect(isRecentUpload(null, now)).toBe(false);
  });
});
