import { musicianDashboardResponse } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { refundListResponse } from '@hookline/shared/musician-campaigns';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal, served, signedInRoutes } from '../../test/fake-api';
import { renderRoute, signInAs } from '../../test/render';
import type { Dashboard, MusicianVideo } from './api/types';

/** The signed-in musician's shell and this dashboard, as the server answers it. */
const serve = () =>
  fakeApi({
    ...signedInRoutes(signInAs('musician')),
    'GET /api/musician/campaigns/:id': served(musicianDashboardResponse, { data: dashboard() }),
  });

const video = (id: number, username: string, views: number, settled: number | null = null): MusicianVideo => ({
  id,
  campaign_id: 42,
  status: settled === null ? 'reviewed' : 'succeeded',
  platform: 'tiktok',
  video_url: `https://www.tiktok.com/@${username}/video/${id}`,
  video_link: `https://www.tiktok.com/@${username}/video/${id}`,
  video_uploaded_at: '2026-11-20T10:30:00.000Z',
  created_at: '2026-11-19T10:30:00.000Z',
  views_after_three_days: settled,
  views_read_at: null,
  earned_amount_eur: settled === null ? null : 48,
  reserved_amount_eur: settled === null ? 50 : 0,
  sound_check: null,
  earning_state: settled === null ? 'reserved' : 'billed',
  promotion_stat_latest: { views_count: views, likes_count: 10, comments_count: 2, shares_count: 1, typed: false },
  creator: { id, tiktok_username: username, handle: username },
});

const dashboard = (): Dashboard => {
  const videos = [video(1, 'small_dancer', 900), video(2, 'big_dancer', 5_000, 48_000)];
  return {
    campaign: {
      id: 42,
      description: '',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-12-01T00:00:00.000Z',
      budget_eur: 2000,
      budget_left_eur: 1950,
      campaign_views: 48_000,
      max_level_id: 7,
      hashtags: [],
      platforms: ['tiktok'],
      territories: ['Europe'],
      territory_ids: [5],
      musician_id: 1,
      musician: { id: 1, stage_name: 'Mia Melody' },
      status: 'active',
      archived: false,
      created_at: '2026-10-30T00:00:00.000Z',
      promotions: { succeeded: 1, reviewed: 1, submitted: 0, pending: 0 },
      song: {
        id: 3,
        title: 'Midnight Drive',
        artist: 'Mia Melody',
        genre: { id: 1, name: 'Pop' },
        spotify_url: 'https://open.spotify.com/track/abc',
        tiktok_url: null,
        capcut_url: null,
        album_icon_url: null,
        google_drive_url: null,
        is_pre_release: false,
      },
    },
    figures: {
      videos: 2,
      views: 5_900,
      likes: 20,
      comments: 4,
      shares: 2,
      budget_eur: 2000,
      budget_left_eur: 1950,
      budget_spent_eur: 50,
      budget_reserved_eur: 0,
      budget_refunded_eur: 0,
      cost_per_1k_views_eur: 1.02,
    },
    views_over_time: [
      { day: '2026-11-20', views: 900 },
      { day: '2026-11-21', views: 5_900 },
    ],
    videos_per_day: [{ day: '2026-11-20', videos: 2 }],
    platforms: [
      { platform: 'tiktok', videos: 1, views: 900, spent_eur: 0 },
      { platform: 'youtube', videos: 1, views: 5_000, spent_eur: 48 },
    ],
    videos,
    top_videos: [videos[1] as MusicianVideo, videos[0] as MusicianVideo],
    live_statuses: ['reviewed', 'approved', 'succeeded'],
    earned_total_eur: 48,
  };
};

describe('musician campaign dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the campaign's refunds only once it has ended, and then lists them", async () => {
    const active = serve();
    renderRoute('/app/musician-campaigns/42');
    expect(await screen.findByRole('heading', { name: 'Midnight Drive' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Views over time', {}, { timeout: 10_000 })).toBeTruthy();
    expect(active.callsTo('GET /api/musician/campaigns/:id/refunds')).toHaveLength(0);
    expect(screen.queryByTestId('campaign-refunds')).toBeNull();
    cleanup();

    const d = dashboard();
    const ended = fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns/:id': served(musicianDashboardResponse, {
        data: { ...d, campaign: { ...d.campaign, status: 'archived', archived: true } },
      }),
      'GET /api/musician/campaigns/:id/refunds': served(refundListResponse, {
        data: {
          items: [
            {
              id: 1,
              payment_id: 7,
              campaign_id: 42,
              rail: 'credit',
              reason: 'campaign_end',
              amount_cents: 195_000,
              status: 'sent',
              failure_reason: null,
              created_at: '2026-12-01T00:00:00.000Z',
              sent_at: '2026-12-01T00:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderRoute('/app/musician-campaigns/42');
    const refunds = await screen.findByTestId('campaign-refunds', {}, { timeout: 10_000 });
    expect(await within(refunds).findByText(MSG.refundReasonEnd)).toBeTruthy();
    expect(within(refunds).getByTestId('refund-amount').textContent).toBe('€1,950.00');
    expect(ended.callsTo('GET /api/musician/campaigns/:id/refunds').map((c) => c.path)).toEqual([
      '/api/musician/campaigns/42/refunds',
    ]);
  });

  it('shows the headline figures, the charts and every video with a link that opens in a new tab', async () => {
    const api = serve();
    renderRoute('/app/musician-campaigns/42');
    expect(await screen.findByRole('heading', { name: 'Midnight Drive' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/musician/campaigns/:id').map((c) => c.path)).toContain('/api/musician/campaigns/42');
    expect(screen.getByTestId('figure-Views').textContent).toBe('5,900');
    expect(screen.getByTestId('figure-Cost per 1,000 views').textContent).toBe('€1.02');
    expect(screen.getByTestId('figure-Budget left').textContent).toBe('€1,950.00');
    expect(screen.getByTestId('figure-Budget spent').textContent).toBe('€50.00 of €2,000.00');
    // the chart library arrives on its own chunk
    expect(await screen.findByText('Views over time', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Videos per day')).toBeTruthy();

    // a table on a wide screen (the test's default), loaded when shown
    const all = within(await screen.findByTestId('videos'));
    expect(screen.getAllByRole('table')).toHaveLength(2); // the top five and every video
    expect(all.getAllByTestId('video-row')).toHaveLength(2);
    const links = all.getAllByRole('link', { name: 'Open video' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.tiktok.com/@small_dancer/video/1',
      'https://www.tiktok.com/@big_dancer/video/2',
    ]);
    for (const a of links) expect(a.getAttribute('target')).toBe('_blank');
    // every row shows the figure the total sums: latest views (900 + 5,000), not the settled video's views at 72 h
    expect(all.getByText('5,000')).toBeTruthy();
    expect(screen.queryByText('48,000')).toBeNull();
    const top = within(screen.getByTestId('top-videos')).getAllByTestId('video-row');
    expect(top[0]?.textContent).toContain('@big_dancer');
    // the settled video is on a bill still open: the musician reads the creator's words, never "paid out"
    expect(all.getAllByTestId('video-state').map((b) => b.textContent)).toEqual(['Live', 'Billed']);
    expect(screen.queryByText(/paid out/i)).toBeNull();
  });

  it('shows views and spend per platform, and the platform of every video', async () => {
    serve();
    renderRoute('/app/musician-campaigns/42');
    const figures = await screen.findAllByTestId('platform-figure', {}, { timeout: 10_000 });
    expect(figures.map((f) => f.textContent)).toEqual([
      'TikTok900 views · 1 video€0.00 spent',
      'YouTube5,000 views · 1 video€48.00 spent',
    ]);
  });

  it("names a Short or a Reel by the handle of the account it was posted from, not the creator's TikTok name", async () => {
    const base = dashboard();
    const short: MusicianVideo = {
      ...video(7, 'big_dancer', 2_000),
      platform: 'youtube',
      video_link: 'https://www.youtube.com/shorts/abc',
      creator: { id: 7, tiktok_username: 'big_dancer', handle: 'bigdancer_shorts' },
    };
    const phoneQuery = '(max-width: 48em)';
    for (const phone of [false, true]) {
      const matchMedia = window.matchMedia;
      vi.stubGlobal('matchMedia', (query: string) => ({
        ...matchMedia(query),
        matches: phone && query === phoneQuery,
      }));
      fakeApi({
        ...signedInRoutes(signInAs('musician')),
        'GET /api/musician/campaigns/:id': served(musicianDashboardResponse, { data: { ...base, videos: [short] } }),
      });
      renderRoute('/app/musician-campaigns/42');
      const row = within(await screen.findByTestId('videos', {}, { timeout: 10_000 })).getByTestId('video-row');
      expect(row.textContent).toContain('@bigdancer_shorts');
      expect(row.textContent).not.toContain('big_dancer');
      vi.unstubAllGlobals();
      cleanup();
    }
  });

  it('shows the videos as cards on a phone, with their platform, without loading the table', async () => {
    const phoneQuery = '(max-width: 48em)';
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === phoneQuery }));
    serve();
    renderRoute('/app/musician-campaigns/42');
    const all = within(await screen.findByTestId('videos', {}, { timeout: 10_000 }));
    expect(all.getAllByTestId('video-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('@small_dancer'),
      expect.stringContaining('@big_dancer'),
    ]);
    expect(all.getAllByRole('link', { name: 'Open video' })).toHaveLength(2);
    // each card says its video's platform, as the table does
    expect(all.getAllByTestId('video-platform').map((p) => p.textContent)).toEqual(['TikTok', 'TikTok']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages the video list, 20 a page, with the page in the address; the figures stay those of every video', async () => {
    const base = dashboard();
    const api = fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns/:id': ({ query }: FakeRequest) =>
        served(musicianDashboardResponse, {
          data: {
            ...base,
            figures: { ...base.figures, videos: 45 },
            videos: [video(100 + Number(query.get('page')), `dancer_page_${query.get('page')}`, 10)],
          },
        }),
    });
    const { router } = renderRoute('/app/musician-campaigns/42');
    expect(await screen.findByText('@dancer_page_1', {}, { timeout: 10_000 })).toBeTruthy();
    const asked = () => api.callsTo('GET /api/musician/campaigns/:id').map((c) => c.url.search);
    expect(asked()[0]).toBe('?page=1&per_page=20');
    expect(screen.getByText('All videos (45)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('@dancer_page_3', {}, { timeout: 10_000 })).toBeTruthy();
    expect(asked()).toContain('?page=3&per_page=20');
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByTestId('figure-Videos').textContent).toBe('45');
  });

  it('opens the last page for a ?page= past it, never saying the campaign has no videos', async () => {
    const base = dashboard();
    const api = fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns/:id': ({ query }: FakeRequest) => {
        const asked = Number(query.get('page'));
        return served(musicianDashboardResponse, {
          data: {
            ...base,
            figures: { ...base.figures, videos: 45 },
            // 45 videos make three pages: the server answers an empty page past them
            videos: asked <= 3 ? [video(100 + asked, `dancer_page_${asked}`, 10)] : [],
          },
        });
      },
    });
    const { router } = renderRoute('/app/musician-campaigns/42?page=9');
    expect(await screen.findByText('@dancer_page_3', {}, { timeout: 10_000 })).toBeTruthy();
    const asked = api.callsTo('GET /api/musician/campaigns/:id').map((c) => c.url.search);
    expect(asked).toEqual(['?page=9&per_page=20', '?page=3&per_page=20']);
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('All videos (45)')).toBeTruthy();
    expect(screen.queryByText(/No videos yet/)).toBeNull();
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });

  it('downloads the CSV report under the name the server gives', async () => {
    const api = serve();
    api.on(
      'GET /api/musician/campaigns/:id/report/:format',
      () =>
        new Response('Creator,Video link\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="campaign-42-report.csv"',
          },
        }),
    );
    // jsdom has no object URLs
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderRoute('/app/musician-campaigns/42');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 10_000 }));
    await vi.waitFor(() => expect(clicked).toEqual(['campaign-42-report.csv']), { timeout: 10_000 });
    expect(api.callsTo('GET /api/musician/campaigns/42/report/csv')).toHaveLength(1);
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it("says so when the campaign is not the musician's", async () => {
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns/:id': () => refusal(404, 'Campaign not found.', 'not_found'),
    });
    renderRoute('/app/musician-campaigns/9');
    const alert = (await screen.findByText('This campaign could not be loaded', {}, { timeout: 10_000 })).closest(
      '[role="alert"]',
    );
    expect(alert?.textContent).toContain('Campaign not found.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
