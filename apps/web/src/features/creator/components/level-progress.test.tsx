// The level panel tells progress from the same figures and rule table that set the level: nothing invented before
// a reading, only the criteria not reached yet, and a higher level the figures already meet said so, with its date.

import { messageText } from '@hookline/shared/catalogue';
import type { LevelProgress } from '@hookline/shared/creator-levels';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { levelOneText } from '../level-text';
import { LevelProgressPanel } from './level-progress';

const progress = (over: Partial<LevelProgress>): LevelProgress => ({
  tiktok_connected: true,
  level_id: 3,
  level_name: '2',
  followers: 12_400,
  median_views: 2_600,
  videos_counted: 9,
  checked_at: '2026-11-20T10:00:00.000Z',
  next: { level_id: 4, name: '3', min_followers: 20_000, min_median_views: 8_000 },
  pending_proposal: null,
  figures_level: { level_id: 3, name: '2' },
  next_review_at: '2026-12-01T12:00:00.000Z',
  accounts: [],
  best_platform: null,
  ...over,
});

const text = () => screen.getByTestId('level-progress').textContent ?? '';

describe('level progress', () => {
  it('shows the figures the level was set from against the next row', () => {
    renderWithProviders(<LevelProgressPanel progress={progress({})} />);
    expect(text()).toContain('12,400 of 20,000');
    expect(text()).toContain('2,600 of 8,000');
  });

  it('a level given before any reading shows no invented zero figures', () => {
    renderWithProviders(
      <LevelProgressPanel
        progress={progress({
          followers: 12_400,
          median_views: null,
          videos_counted: null,
          checked_at: null,
          figures_level: null,
        })}
      />,
    );
    expect(screen.getByTestId('figures-not-read').textContent).toContain('1 Dec 2026');
    expect(text()).not.toContain('0 of 8,000');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('at Level 0 names only what Level 1 still needs', () => {
    renderWithProviders(
      <LevelProgressPanel
        progress={progress({
          level_id: 1,
          level_name: '0',
          followers: 228_881,
          median_views: 250,
          videos_counted: 5,
          figures_level: { level_id: 1, name: '0' },
          next: { level_id: 2, name: '1', min_followers: 1_000, min_median_views: 500 },
        })}
      />,
    );
    expect(text()).toContain('Level 1 needs a median of 500 views on your last 10 videos (yours: 250)');
    expect(text()).toContain('Your 228,881 followers are enough.');
    expect(text()).not.toMatch(/needs 1,000 TikTok followers|Reach 1,000/);
  });

  it('says so when the figures already meet a higher level, and when it applies', () => {
    renderWithProviders(<LevelProgressPanel progress={progress({ figures_level: { level_id: 4, name: '3' } })} />);
    const alert = screen.getByTestId('meets-higher-level').textContent ?? '';
    expect(alert).toContain('Your figures meet Level 3');
    expect(alert).toContain('1 Dec 2026');
  });

  it('a lower level proposed to the team says until when the level stays', () => {
    renderWithProviders(
      <LevelProgressPanel
        progress={progress({
          figures_level: { level_id: 2, name: '1' },
          pending_proposal: { to_level_id: 2, to_level_name: '1' },
        })}
      />,
    );
    const alert = screen.getByTestId('pending-proposal').textContent ?? '';
    expect(alert).toContain('before the monthly review on 1 Dec 2026');
    expect(alert).toContain('you stay at Level 2');
  });

  it("the account's and the feed's Level 0 sentence asks only for what the known figures lack", () => {
    expect(levelOneText({ followers: 228_881 })).not.toMatch(/1,000 TikTok followers/);
    expect(levelOneText({ followers: 228_881 })).toContain('Your 228,881 followers are enough.');
    expect(levelOneText({ followers: 400 })).toContain('1,000 TikTok followers (you have 400)');
    expect(levelOneText()).toContain('1,000 TikTok followers');
  });

  it("says the level comes from the best connected account and lists each account's level", () => {
    renderWithProviders(
      <LevelProgressPanel
        progress={progress({
          accounts: [
            {
              platform: 'tiktok',
              followers: 12_400,
              median_views: 2_600,
              videos_counted: 9,
              level_id: 3,
              level_name: '2',
            },
            {
              platform: 'youtube',
              followers: 60_000,
              median_views: 25_000,
              videos_counted: 4,
              level_id: 5,
              level_name: '4',
            },
          ],
          best_platform: 'youtube',
        })}
      />,
    );
    expect(screen.getByTestId('account-levels').textContent).toContain(
      messageText('levelFromAccounts', { platform: 'YouTube', followers: '60,000' }),
    );
    expect(screen.getAllByTestId('account-level').map((e) => e.textContent)).toEqual([
      'TikTok: Level 2 (12,400 followers, a median of 2,600 views on 9 videos)',
      'YouTube: Level 4 (60,000 followers, a median of 25,000 views on 4 videos)',
    ]);
  });
});
