// Each fraud signal with figures: when it fires, what its reason says, and when it stays quiet.
import { FRAUD } from '@hookline/shared/fraud';
import { describe, expect, it } from 'vitest';
import {
  duplicateVideoSignal,
  engagementSignal,
  followerJumpSignal,
  newAccountSignal,
  newProfileSignal,
  scoreSignals,
  sharedIbanSignal,
  velocitySignal,
} from './signals';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const video = (o: Partial<Parameters<typeof velocitySignal>[0]['video']> = {}) => ({
  views: 10_000,
  likes: 800,
  comments: 50,
  shares: 100,
  uploadedAt: hoursAgo(10),
  statsAt: now,
  ...o,
});

describe('view velocity against the creator history', () => {
  it("fires at 8× the creator's usual views per hour and names both figures", () => {
    // 52,000 views in 10 h = 5,200/h; history 120/h and 140/h → usual 130 → 40×
    const r = velocitySignal({ video: video({ views: 52_000 }), now, creatorHistory: [120, 140], campaignPeers: [] });
    expect(r).toEqual({
      code: 'view_velocity',
      points: FRAUD.VELOCITY_POINTS,
      text: "views per hour 5,200, creator's usual 130 (40×)",
    });
  });

  it('stays quiet below the ratio, and without views or history', () => {
    expect(velocitySignal({ video: video({ views: 10_000 }), now, creatorHistory: [200], campaignPeers: [] })).toBe(
      null,
    ); // 1,000/h = 5×
    expect(velocitySignal({ video: video(), now, creatorHistory: [], campaignPeers: [] })).toBe(null);
    expect(velocitySignal({ video: video({ views: 900 }), now, creatorHistory: [1], campaignPeers: [] })).toBe(null);
  });

  it('falls back to the campaign median when the creator has no settled video yet', () => {
    const r = velocitySignal({ video: video({ views: 90_000 }), now, creatorHistory: [], campaignPeers: [100, 300] });
    expect(r?.text).toBe('views per hour 9,000, campaign median 200 (45×)');
  });
});

describe('engagement per 1,000 views against the campaign median', () => {
  it('fires under a fifth of the median: "likes per 1,000 views 0.4, campaign median 38"', () => {
    const r = engagementSignal({
      video: video({ views: 50_000, likes: 20, comments: 0, shares: 0 }),
      campaignPeers: [30, 38, 60],
    });
    expect(r).toEqual({
      code: 'low_engagement',
      points: FRAUD.ENGAGEMENT_POINTS,
      text: 'likes + comments + shares per 1,000 views 0.4, campaign median 38',
    });
  });

  it('stays quiet at normal engagement and under the minimum views', () => {
    expect(engagementSignal({ video: video(), campaignPeers: [95] })).toBe(null); // 95 per 1k
    expect(engagementSignal({ video: video({ views: 500, likes: 0 }), campaignPeers: [95] })).toBe(null);
  });

  it('uses the typical rate when the campaign has no other video', () => {
    const r = engagementSignal({
      video: video({ views: 10_000, likes: 50, comments: 0, shares: 0 }),
      campaignPeers: [],
    });
    expect(r?.text).toBe(`likes + comments + shares per 1,000 views 5, typical ${FRAUD.ENGAGEMENT_FALLBACK_PER_1K}`);
  });
});

describe('follower jumps between stats reads', () => {
  it('names the largest jump with its share', () => {
    expect(followerJumpSignal([1_200, 1_250, 9_800, 9_900])).toEqual({
      code: 'follower_jump',
      points: FRAUD.FOLLOWER_JUMP_POINTS,
      text: 'followers 1,250 → 9,800 between two stats reads (+684 %)',
    });
  });

  it('ignores organic growth and small absolute jumps', () => {
    expect(followerJumpSignal([100_000, 120_000])).toBe(null); // +20 %
    expect(followerJumpSignal([300, 900])).toBe(null); // +200 % but only 600 followers
    expect(followerJumpSignal([5_000])).toBe(null);
  });
});

describe('the same video in several promotions', () => {
  it('counts the other promotions and creators', () => {
    expect(duplicateVideoSignal({ videoId: '7300000000000000042', otherPromotions: 2, otherCreators: 1 })).toEqual({
      code: 'duplicate_video',
      points: FRAUD.DUPLICATE_VIDEO_POINTS,
      text: 'TikTok video 7300000000000000042 also in 2 other promotions (1 other creator)',
    });
    expect(duplicateVideoSignal({ videoId: '7300000000000000042', otherPromotions: 0, otherCreators: 0 })).toBe(null);
  });
});

describe('the same IBAN on several creator accounts', () => {
  it('names the IBAN by its last four characters only', () => {
    expect(sharedIbanSignal({ iban: 'DE89370400440532013000', otherAccounts: 2 })).toEqual({
      code: 'shared_iban',
      points: FRAUD.SHARED_IBAN_POINTS,
      text: 'IBAN ending 3000 also on 2 other creator accounts',
    });
    expect(sharedIbanSignal({ iban: 'DE89370400440532013000', otherAccounts: 0 })).toBe(null);
    expect(sharedIbanSignal({ iban: null, otherAccounts: 3 })).toBe(null);
  });
});

describe('account and TikTok profile age', () => {
  it('flags an account and a profile younger than a week, with their age in days', () => {
    expect(newAccountSignal({ createdAt: daysAgo(2), now })?.text).toBe('Hookline account 2 days old (under 7)');
    expect(newAccountSignal({ createdAt: daysAgo(30), now })).toBe(null);
    expect(newProfileSignal({ oldestVideoAt: daysAgo(1), now })?.text).toBe(
      'oldest known video on the TikTok profile 1 day old (under 7)',
    );
    expect(newProfileSignal({ oldestVideoAt: daysAgo(400), now })).toBe(null);
    expect(newProfileSignal({ oldestVideoAt: null, now })).toBe(null);
  });
});

describe('the score', () => {
  const quiet = {
    now,
    video: { ...video(), tiktokVideoId: '7300000000000000042' },
    creatorVelocities: [900],
    campaignVelocities: [],
    campaignEngagements: [95],
    followerReads: [10_000, 10_100],
    duplicates: { promotions: 0, creators: 0 },
    iban: { value: 'DE89370400440532013000', otherAccounts: 0 },
    accountCreatedAt: daysAgo(100),
    oldestVideoAt: daysAgo(100),
  };

  it('is 0 with no reason for an ordinary video', () => {
    expect(scoreSignals(quiet)).toEqual({ score: 0, reasons: [] });
  });

  it('adds the points of every signal, highest first, and caps at 100', () => {
    const bot = { ...quiet, video: { ...quiet.video, views: 500_000, likes: 100, comments: 0, shares: 0 } };
    const held = scoreSignals(bot);
    expect(held.score).toBe(FRAUD.VELOCITY_POINTS + FRAUD.ENGAGEMENT_POINTS); // 65
    expect(held.score).toBeGreaterThanOrEqual(FRAUD.HOLD_SCORE);
    expect(held.reasons.map((r) => r.code)).toEqual(['low_engagement', 'view_velocity']);
    const everything = scoreSignals({
      ...bot,
      duplicates: { promotions: 1, creators: 1 },
      iban: { ...bot.iban, otherAccounts: 1 },
    });
    expect(everything.score).toBe(100);
    expect(everything.reasons).toHaveLength(4);
  });
});
