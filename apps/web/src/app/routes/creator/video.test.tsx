// The creator's page of one video and the list of their videos: the latest views an admin typed when approving are
// labelled as typed until the platform is read; a platform read is not.
import { creatorPromotionAnswer, type VideoPageAnswer, videoPageResponse } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, served, servedPage, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const video = (over: Partial<VideoPageAnswer>): VideoPageAnswer => ({
  id: 9,
  campaign_id: 4,
  status: 'reviewed',
  song: { title: 'Midnight Drive', artist: 'Mia Melody' },
  video_url: 'https://www.tiktok.com/@mia/video/7300000000000000001',
  video_link: 'https://www.tiktok.com/@mia/video/7300000000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  video_uploaded_at: '2026-11-20T12:00:00.000Z',
  settles_at: '2026-11-23T12:00:00.000Z',
  platform: 'tiktok',
  reporting_lag_hours: 0,
  views_after_three_days: null,
  latest_views: 300,
  latest_views_typed: true,
  views_over_time: [{ at: '2026-11-24T12:00:00.000Z', views: 300 }],
  deal: { type: 'normal', per_1k_views_amount_eur: 0.5, max_amount_eur: 50 },
  reservation: { amount_eur: 50, at: '2026-11-24T12:00:00.000Z' },
  reserved_amount_eur: 50,
  earned_amount_eur: null,
  settled_at: null,
  earning_state: 'reserved',
  bill: null,
  decision: null,
  ...over,
});

describe('Video page', { timeout: 30_000 }, () => {
  it('labels the latest views an admin typed as typed', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/promotions/9': served(videoPageResponse, { data: video({}) }),
    });
    renderRoute('/app/credits/campaign-history/9');
    const latest = await screen.findByTestId('video-latest-views', {}, { timeout: 10_000 });
    expect(latest.textContent).toBe(`Latest views: 300 ${MSG.typedFiguresNote}`);
  });

  it('shows a platform read without the label', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/promotions/9': served(videoPageResponse, {
        data: video({ latest_views: 512_795, latest_views_typed: false }),
      }),
    });
    renderRoute('/app/credits/campaign-history/9');
    const latest = await screen.findByTestId('video-latest-views', {}, { timeout: 10_000 });
    expect(latest.textContent).toBe('Latest views: 512,795');
  });

  it("says an Instagram Reel settles on the first read 72 h plus Instagram's lag after upload", async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/promotions/9': served(videoPageResponse, {
        data: video({ platform: 'instagram', reporting_lag_hours: 48, settles_at: '2026-11-25T12:00:00.000Z' }),
      }),
    });
    renderRoute('/app/credits/campaign-history/9');
    expect((await screen.findByTestId('video-platform', {}, { timeout: 10_000 })).textContent).toBe('Instagram Reel');
    const note = screen.getByTestId('video-lag-note');
    expect(note.textContent).toMatch(
      /^Instagram reports views up to 48 hours late: this video is paid on the first read/,
    );
    expect(note.textContent).toContain('72 hours after upload plus 48 hours');
    // the countdown is labelled with the hour it counts to: the read at upload + 120 h
    expect(screen.getByTestId('video-countdown').firstChild?.textContent).toBe('120 hours after upload');
  });

  it('a TikTok video has no lag note', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/promotions/9': served(videoPageResponse, { data: video({}) }),
    });
    renderRoute('/app/credits/campaign-history/9');
    expect((await screen.findByTestId('video-platform', {}, { timeout: 10_000 })).textContent).toBe('TikTok video');
    expect(screen.queryByTestId('video-lag-note')).toBeNull();
    expect(screen.getByTestId('video-countdown').firstChild?.textContent).toBe('72 hours after upload');
  });

  it('labels typed views in the list of videos too', async () => {
    const row = (id: number, views: number, typed: boolean) => ({
      id,
      campaign_id: 4,
      status: 'reviewed' as const,
      platform: 'tiktok' as const,
      video_url: null,
      video_link: null,
      video_uploaded_at: '2026-11-20T12:00:00.000Z',
      created_at: '2026-11-20T10:00:00.000Z',
      views_after_three_days: null,
      views_read_at: null,
      earned_amount_eur: null,
      reserved_amount_eur: 50,
      sound_check: null,
      earning_state: 'reserved' as const,
      promotion_stat_latest: { views_count: views, likes_count: 0, comments_count: 0, shares_count: 0, typed },
      creator: { id: 3, tiktok_username: 'mia', handle: 'mia' },
      song: { title: `Song ${id}`, artist: 'Mia Melody' },
      can_delete: false,
    });
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/creators/3/promotions': servedPage(creatorPromotionAnswer, [
        row(9, 300, true),
        row(10, 512_795, false),
      ]),
    });
    renderRoute('/app/credits/campaign-history');
    expect(await screen.findByText(`300 ${MSG.typedFiguresNote}`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('512,795')).toBeTruthy();
  });
});
