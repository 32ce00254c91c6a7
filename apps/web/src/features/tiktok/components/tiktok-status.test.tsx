// "Connected" is the server's one rule (tiktok_connected): the account and the pricing page read it (the landing's
// test is landing-path.test.ts), so a TikTok name typed by an admin, without the connection, is not connected. The
// linked profile's country is named in the creator's language.
import { levelProgressResponse } from '@hookline/shared/creator-levels';
import type { CountryAnswer } from '@hookline/shared/reference';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAllTexts, switchLanguage } from '../../../lib/language';
import { startSession } from '../../../lib/session';
import { fakeApi, served, signedInRoutes } from '../../../test/fake-api';
import { identityOf, renderRoute, userInfo } from '../../../test/render';

function signInCreator(connected: boolean, country: CountryAnswer | null = null, needsReconnect = false) {
  const base = userInfo('creator');
  const at = '2026-01-01T00:00:00.000Z';
  const info = userInfo('creator', {
    creator: base.creator
      ? {
          ...base.creator,
          tiktok_username: 'typed_name',
          tiktok_connected: connected,
          country,
          ...(needsReconnect
            ? {
                accounts: [
                  { platform: 'tiktok', handle: 'typed_name', followers: 100, connected_at: at, needs_reconnect: true },
                  { platform: 'instagram', handle: 'reels', followers: 50, connected_at: at, needs_reconnect: true },
                ],
              }
            : {}),
        }
      : null,
  });
  startSession({ token: 'test-token', identity: identityOf(info), info, activePage: 'campaigns' });
  fakeApi({
    ...signedInRoutes(info),
    'GET /api/creator/level': served(levelProgressResponse, {
      data: {
        tiktok_connected: connected,
        level_id: 2,
        level_name: '1',
        followers: connected ? 1_200 : null,
        median_views: connected ? 600 : null,
        videos_counted: connected ? 10 : null,
        checked_at: connected ? '2026-11-20T10:00:00.000Z' : null,
        next: { level_id: 3, name: '2', min_followers: 5_000, min_median_views: 2_000 },
        pending_proposal: null,
        figures_level: connected ? { level_id: 2, name: '1' } : null,
        next_review_at: '2026-12-01T00:00:00.000Z',
        accounts: [],
        best_platform: null,
      },
    }),
  });
  return info;
}

describe('TikTok connected', { timeout: 30_000 }, () => {
  it('a TikTok name without the connection is not connected on the account and pricing', async () => {
    signInCreator(false);
    const account = renderRoute('/app/account');
    expect(await screen.findByText('@typed_name: TikTok not connected', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Connected')).toBeNull();
    account.unmount();
    renderRoute('/app/credits/pricing');
    expect(
      await screen.findByText(/Connect your TikTok profile and your level is set/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('a connected profile is connected on the account and pricing', async () => {
    signInCreator(true);
    const account = renderRoute('/app/account');
    expect(await screen.findByText('Connected', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test connection' })).toBeTruthy();
    account.unmount();
    renderRoute('/app/credits/pricing');
    expect(await screen.findByText(/From your TikTok profile on/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Connect your TikTok profile/)).toBeNull();
  });

  it('an account whose tokens no longer decrypt asks for a reconnect instead of showing connected', async () => {
    signInCreator(true, null, true);
    renderRoute('/app/account');
    expect(await screen.findByTestId('tiktok-needs-reconnect', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('Reconnect needed')).toHaveLength(2);
    expect(
      screen.getByText(
        'This connection can no longer be used. Reconnect TikTok to keep submitting videos and having their views counted.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reconnect' })).toHaveLength(2);
    expect(screen.queryByText('Connected')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Test connection' })).toBeNull();
    await switchLanguage('de');
    await loadAllTexts();
    try {
      expect(await screen.findAllByText('Neu verbinden nötig', {}, { timeout: 10_000 })).toHaveLength(2);
      expect(screen.getAllByRole('button', { name: 'Neu verbinden' })).toHaveLength(2);
    } finally {
      await switchLanguage('en');
    }
  });

  it("names the profile's country in the creator's language", async () => {
    signInCreator(true, { id: 15, name: 'Austria', iso2: 'AT' });
    await switchLanguage('de');
    await loadAllTexts();
    try {
      renderRoute('/app/account');
      expect((await screen.findByText(/Österreich$/, {}, { timeout: 10_000 })).textContent).toBe(
        '100 Follower · Österreich',
      );
    } finally {
      await switchLanguage('en');
    }
  });
});
