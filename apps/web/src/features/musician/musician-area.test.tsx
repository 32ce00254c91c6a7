import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../lib/client-state';
import { renderRoute, renderWithProviders, signInAs } from '../../test/render';
import { NotificationSettingsForm } from './components/notification-settings-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const campaign = (id: number, title: string) => ({
  id,
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-12-01T00:00:00.000Z',
  budget_eur: 1000,
  budget_left_eur: 750,
  budget_spent_eur: 250,
  budget_reserved_eur: 100,
  budget_refunded_eur: 0,
  views: 12_345,
  campaign_views: 12_345,
  videos: 4,
  status: 'active',
  archived: false,
  song: { title, artist: 'Mia Melody', album_icon_url: null },
});

describe('musician area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the campaigns of a page and keeps that page with its meta in client state', async () => {
    signInAs('musician');
    const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
      const page = new URL(String(url), 'http://x').searchParams.get('page');
      return json({ data: { items: [campaign(Number(page), `Song of page ${page}`)], _meta: { total_items: 11 } } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/app/musician-campaigns?page=2');
    expect(await screen.findByText('Song of page 2')).toBeTruthy();
    expect(screen.getByText('€250.00 / €1,000.00')).toBeTruthy();
    expect(getClientState().musician_campaigns['2']?.meta.total_items).toBe(11);
    // 11 campaigns at 10 a page: two pages
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '3' })).toBeNull();
  });

  it('shows the empty state when the musician has no campaign', async () => {
    signInAs('musician');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { items: [], _meta: { total_items: 0 } } })),
    );
    renderRoute('/app/musician-campaigns?page=5');
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
  });

  it('saves only a changed notification setting and confirms it', async () => {
    signInAs('musician');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      json({ message: 'Notification settings saved.', data: JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(
      <NotificationSettingsForm initial={{ new_video: true, weekly_summary: true, campaign_ended: true }} />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: /New video published/ }));
    await user.click(save);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/musician/notification-settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ new_video: false, weekly_summary: true, campaign_ended: true });
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
  });
});
