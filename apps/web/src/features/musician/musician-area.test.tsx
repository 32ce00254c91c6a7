import { type MusicianCampaign, musicianCampaign } from '@hookline/shared/campaign-answers';
import { type NotificationSettings, notificationSettingsSaved } from '@hookline/shared/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../lib/client-state';
import { type FakeRequest, fakeApi, served, servedPage, signedInRoutes } from '../../test/fake-api';
import { aCampaign, aSong } from '../../test/fixtures';
import { renderRoute, renderWithProviders, signInAs } from '../../test/render';
import { NotificationSettingsForm } from './components/notification-settings-form';

const campaign = (id: number, title: string): MusicianCampaign => ({
  ...aCampaign({
    id,
    budget_eur: 1000,
    budget_left_eur: 750,
    campaign_views: 12_345,
    song: aSong({ title, artist: 'Mia Melody' }),
  }),
  budget_spent_eur: 250,
  budget_reserved_eur: 100,
  budget_refunded_eur: 0,
  views: 12_345,
  videos: 4,
});

describe('musician area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the campaigns of a page and keeps that page with its meta in client state', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns': ({ query }: FakeRequest) => {
        const page = query.get('page');
        return servedPage(musicianCampaign, [campaign(Number(page), `Song of page ${page}`)], 11);
      },
    });
    renderRoute('/app/musician-campaigns?page=2');
    expect(await screen.findByText('Song of page 2')).toBeTruthy();
    expect(screen.getByText('€250.00 / €1,000.00')).toBeTruthy();
    expect(getClientState().musician_campaigns['2']?.meta.total_items).toBe(11);
    // 11 campaigns at 10 a page: two pages
    expect(screen.getByRole('button', { name: '1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '3' })).toBeNull();
  });

  it('shows the empty state when the musician has no campaign', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns': servedPage(musicianCampaign, []),
    });
    renderRoute('/app/musician-campaigns?page=5');
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
  });

  it('saves only a changed notification setting and confirms it', async () => {
    signInAs('musician');
    const api = fakeApi({
      'PUT /api/musician/notification-settings': ({ body }: FakeRequest) =>
        served(notificationSettingsSaved, {
          message: 'Notification settings saved.',
          data: body as NotificationSettings,
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <NotificationSettingsForm initial={{ new_video: true, weekly_summary: true, campaign_ended: true }} />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: /New video published/ }));
    await user.click(save);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1), { timeout: 10_000 });
    expect(api.calls[0]?.path).toBe('/api/musician/notification-settings');
    expect(api.calls[0]?.method).toBe('PUT');
    expect(api.calls[0]?.body).toEqual({ new_video: false, weekly_summary: true, campaign_ended: true });
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
  });
});
