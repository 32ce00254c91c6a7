// The creator's campaign screens through the real route table: feed cards, the campaign page and joining.
import {
  type CreatorCampaignDetail,
  type CreatorPromotionAnswer,
  creatorCampaign,
  creatorCampaignResponse,
  creatorPromotionAnswer,
  promotionJoined,
} from '@hookline/shared/campaign-answers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllTexts, switchLanguage } from '../../../lib/language';
import { answer, type FakeRoute, fakeApi, served, servedPage, signedInRoutes } from '../../../test/fake-api';
import { aPromotion } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render';

const campaign: CreatorCampaignDetail = {
  id: 5,
  description: '<p>Dance with <strong>style</strong></p>',
  start_date: new Date(Date.now() - 86_400_000).toISOString(),
  end_date: new Date(Date.now() + 12 * 86_400_000).toISOString(),
  budget_eur: 1000,
  budget_left_eur: 400,
  campaign_views: 0,
  max_level_id: 7,
  hashtags: ['#one', 'two'],
  platforms: ['tiktok'],
  territories: ['all'],
  territory_ids: [8],
  musician_id: 1,
  musician: { id: 1, stage_name: 'Mia Melody' },
  song: {
    id: 3,
    title: 'Night Ride',
    artist: 'Mia Melody',
    genre: { id: 2, name: 'Pop' },
    spotify_url: null,
    tiktok_url: 'https://www.tiktok.com/music/Night-Ride-7300000000000000001',
    capcut_url: null,
    album_icon_url: null,
    google_drive_url: 'night-ride.mp3',
    is_pre_release: true,
  },
  status: 'active',
  archived: false,
  created_at: '2030-01-01T00:00:00.000Z',
  promotions: { succeeded: 0, reviewed: 0, submitted: 0, pending: 0 },
  you_can_earn_eur: 25,
  your_per_1k_views_eur: 0.5,
  days_left: 12,
  can_join: true,
};

const pending: CreatorPromotionAnswer = {
  ...aPromotion({
    id: 40,
    campaign_id: 5,
    status: 'pending',
    created_at: '2030-01-02T00:00:00.000Z',
    creator: { id: 9, tiktok_username: 'night_rider', handle: 'night_rider' },
  }),
  song: { title: 'Night Ride', artist: 'Mia Melody' },
  can_delete: true,
};

/** The signed-in creator's shell, no promotions of theirs, and the routes given. */
const serve = (routes: Record<string, FakeRoute>) =>
  fakeApi({
    ...signedInRoutes(signInAs('creator')),
    'GET /api/creators/3/promotions': servedPage(creatorPromotionAnswer, []),
    ...routes,
  });

describe('creator campaign screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists open campaigns as cards with earnings, days and budget left, and a preview button', async () => {
    serve({ 'GET /api/campaigns': servedPage(creatorCampaign, [campaign]) });
    renderRoute('/app/campaigns');
    const card = await screen.findByTestId('campaign-card');
    expect(within(card).getByText('Night Ride')).toBeTruthy();
    expect(within(card).getByTestId('earn').textContent).toBe('€25.00');
    expect(within(card).getByText('€0.50 per 1,000 views')).toBeTruthy();
    expect(within(card).getByText('12 days left')).toBeTruthy();
    expect(within(card).getByText('€400.00 of €1,000.00')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Play Night Ride' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View campaign' }).getAttribute('href')).toBe('/app/campaigns/5');
  });

  it('marks a campaign that has not started and does not offer to join it yet', async () => {
    const later = { ...campaign, start_date: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    serve({ 'GET /api/campaigns/5': served(creatorCampaignResponse, { data: later }) });
    renderRoute('/app/campaigns/5');
    expect(await screen.findByText(/This campaign starts on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join campaign' })).toBeNull();
  });

  it("filters the feed by a genre of the open campaigns with the phone's own picker", async () => {
    const rock = {
      ...campaign,
      id: 6,
      song: { ...campaign.song, id: 4, title: 'Stone', genre: { id: 7, name: 'Rock' } },
    };
    const api = serve({ 'GET /api/campaigns': servedPage(creatorCampaign, [campaign, rock]) });
    renderRoute('/app/campaigns');
    await screen.findAllByTestId('campaign-card');
    const picker = screen.getByRole('combobox', { name: 'Genre' }) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.textContent)).toEqual(['All genres', 'Pop', 'Rock']));
    await userEvent.selectOptions(picker, '7');
    await waitFor(() =>
      expect(api.callsTo('GET /api/campaigns').some((c) => c.query.get('genre_id') === '7')).toBe(true),
    );
    expect(picker.value).toBe('7');
    await userEvent.selectOptions(picker, 'All genres');
    await waitFor(() => expect(picker.value).toBe(''));
  });

  it('shows the empty state when no campaign is open', async () => {
    serve({ 'GET /api/campaigns': servedPage(creatorCampaign, []) });
    renderRoute('/app/campaigns');
    expect(await screen.findByText('No campaigns open to you right now')).toBeTruthy();
  });

  it('shows the platforms a campaign accepts', async () => {
    serve({
      'GET /api/campaigns/5': () =>
        served(creatorCampaignResponse, { data: { ...campaign, platforms: ['tiktok', 'youtube'], can_join: true } }),
      'GET /api/creators/3/promotions': () => servedPage(creatorPromotionAnswer, []),
    });
    renderRoute('/app/campaigns/5');
    expect(await screen.findByRole('heading', { name: 'Night Ride' })).toBeTruthy();
    const badges = screen.getByTestId('platforms');
    expect([...badges.children].map((b) => b.textContent)).toEqual(['TikTok', 'YouTube']);
    expect(screen.getByText(/one of your linked profiles this campaign accepts \(TikTok, YouTube\)/)).toBeTruthy();
  });

  it("names the campaign's territories and genre in the creator's language", async () => {
    const territories = ['GSA', 'Europe', 'North America', 'all'];
    const song = { ...campaign.song, genre: { id: 18, name: 'Classical' } };
    serve({ 'GET /api/campaigns/5': served(creatorCampaignResponse, { data: { ...campaign, territories, song } }) });
    renderRoute('/app/campaigns/5');
    const label = await screen.findByText('Territories:');
    expect(label.parentElement?.textContent).toBe('Territories: GSA, Europe, North America, all');
    await switchLanguage('de');
    await loadAllTexts();
    try {
      await waitFor(() =>
        expect(screen.getByText('Gebiete:').parentElement?.textContent).toBe('Gebiete: GSA, Europa, Nordamerika, alle'),
      );
      expect(screen.getByText('Klassik')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });

  it('renders the brief, copies hashtags, joins and then offers the video link form', async () => {
    let joined = false;
    const api = serve({
      'GET /api/campaigns/5': () => served(creatorCampaignResponse, { data: { ...campaign, can_join: !joined } }),
      'GET /api/creators/3/promotions': () => servedPage(creatorPromotionAnswer, joined ? [pending] : []),
      'POST /api/campaigns/5/join': () => {
        joined = true;
        return answer(201, served(promotionJoined, { message: 'You joined the campaign.', data: pending }));
      },
    });
    const user = userEvent.setup();
    renderRoute('/app/campaigns/5');
    expect(await screen.findByRole('heading', { name: 'Night Ride' })).toBeTruthy();
    expect(screen.getByTestId('campaign-description').innerHTML).toBe('<p>Dance with <strong>style</strong></p>');
    expect(screen.getByTestId('campaign-earn').textContent).toBe('€25.00');
    expect(screen.getByRole('button', { name: 'Copy #two' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use this sound on TikTok' }).getAttribute('href')).toBe(
      campaign.song.tiktok_url,
    );

    await user.click(await screen.findByRole('button', { name: 'Join campaign' }));
    expect(await screen.findByRole('textbox', { name: 'TikTok video link' })).toBeTruthy();
    expect(screen.getByTestId('promotion-status').textContent).toBe('Pending');
    expect(api.callsTo('POST /api/campaigns/5/join')).toHaveLength(1);
  });

  it('says the campaign is not found on a 404', async () => {
    serve({});
    renderRoute('/app/campaigns/99');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Campaign not found' })).toBeTruthy());
  });
});
