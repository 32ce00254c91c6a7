// The musician's report download says 'Report downloaded successfully!', once.
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../lib/client-state';
import { renderRoute, signInAs } from '../../test/render';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const dashboard = {
  campaign: {
    id: 42,
    start_date: '2026-11-01T00:00:00.000Z',
    end_date: '2026-12-01T00:00:00.000Z',
    budget_eur: 100,
    budget_left_eur: 100,
    campaign_views: 0,
    status: 'active',
    archived: false,
    song: { title: 'Midnight Drive', artist: 'Mia Melody', album_icon_url: null },
  },
  figures: {
    videos: 0,
    views: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    budget_eur: 100,
    budget_left_eur: 100,
    budget_spent_eur: 0,
    cost_per_1k_views_eur: null,
  },
  views_over_time: [],
  videos_per_day: [],
  videos: [],
  top_videos: [],
};

describe('musician report', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the green report toast after the download', async () => {
    signInAs('musician');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).includes('/report/')
          ? new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
          : json({ data: dashboard }),
      ),
    );
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderRoute('/app/musician-campaigns/42');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText(MSG.reportDownloaded)).toBeTruthy();
      expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([
        `green:${MSG.reportDownloaded}`,
      ]);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
