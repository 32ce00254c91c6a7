// The admin campaign area as a user meets it: one toast per refused action, toasts that say what happened, the
// pending sound check on a Submitted row, readable field errors, the Spotify field of an edited pre-release
// campaign, and the musician select asking the server.
import { adminCampaignUpdated, promotionAnswer, promotionResponse } from '@hookline/shared/campaign-answers';
import { DECISION_REASON_LABELS } from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { campaignMoneyAnswer } from '@hookline/shared/musician-billing';
import { musicianList } from '@hookline/shared/people-answers';
import { genreList } from '@hookline/shared/reference';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, page, refusal, served, servedPage } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import type { AdminPromotion } from '../api/get-campaign-promotions';
import type { AdminCampaign } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignForm } from './campaign-form';

const campaign: AdminCampaign = {
  id: 11,
  description: '<p>x</p>',
  start_date: '2031-01-01T10:00:00.000Z',
  end_date: '2031-02-01T10:00:00.000Z',
  budget_eur: 100,
  budget_left_eur: 100,
  campaign_views: 0,
  max_level_id: 3,
  hashtags: ['#a', '#b', '#c'],
  platforms: ['tiktok'],
  territories: ['Europe'],
  territory_ids: [5],
  musician_id: null,
  musician: null,
  song: {
    id: 5,
    title: 'Night Song',
    artist: 'Ada',
    genre: { id: 1, name: 'Pop' },
    spotify_url: null,
    tiktok_url: null,
    capcut_url: null,
    album_icon_url: '/files/songs/cover.png',
    google_drive_url: 'song.mp3',
    is_pre_release: true,
  },
  status: 'active',
  archived: false,
  created_at: '2030-12-01T10:00:00.000Z',
  promotions: { succeeded: 0, reviewed: 0, submitted: 1, pending: 0 },
};

const submitted: AdminPromotion = {
  id: 77,
  campaign_id: 5,
  status: 'submitted',
  platform: 'tiktok',
  video_url: 'https://www.tiktok.com/@ada/video/1',
  video_link: null,
  video_uploaded_at: null,
  created_at: '2030-12-02T10:00:00.000Z',
  views_after_three_days: null,
  views_read_at: null,
  earned_amount_eur: null,
  reserved_amount_eur: 0,
  promotion_stat_latest: null,
  sound_check: 'manual',
  earning_state: null,
  creator: { id: 3, tiktok_username: 'ada_dances', handle: 'ada_dances' },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/*': page([]),
    '/api/admin/songs/genres': served(genreList, [{ id: 1, name: 'Pop' }]),
    '/api/admin/campaigns/:id/promotions': servedPage(promotionAnswer, [submitted]),
    '/api/admin/campaigns/:id/money': served(campaignMoneyAnswer, {
      data: {
        funded_eur: 0,
        budget_spent_eur: 0,
        budget_reserved_eur: 0,
        budget_refunded_eur: 0,
        held: false,
        dispute_due_by: null,
      },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the settled mutation's callbacks (and any second toast they might add) run before counting. */
const settle = () => act(async () => {});

/** Opens the Submitted tab and declines its one row for a quality reason through the decision dialog. */
async function declineSubmittedRow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText(/^Submitted \(/));
  const row = await screen.findByTestId('promotion-row');
  await user.click(within(row).getByRole('button', { name: 'Decline' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manual decline' });
  // a decline names its reason (decision-dialog.tsx)
  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: DECISION_REASON_LABELS.quality }));
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
}

describe('one error policy', { timeout: 30_000 }, () => {
  it('a refused campaign action shows exactly one red toast', async () => {
    api.on('DELETE /api/admin/campaigns/11', () => refusal(409, 'This campaign cannot be deleted.', 'CONFLICT'));
    const user = userEvent.setup();
    renderWithProviders(<CampaignCard campaign={campaign} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('This campaign cannot be deleted.');
    await settle();
    await settle();
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.getAttribute('data-color')).toBe('red');
  });

  it('a refused promotion action shows exactly one red toast', async () => {
    api.on('PUT /api/admin/promotions/77', () => refusal(409, 'This video cannot be declined now.', 'CONFLICT'));
    const user = userEvent.setup();
    renderWithProviders(<CampaignCard campaign={campaign} />);
    await declineSubmittedRow(user);
    await screen.findByText('This video cannot be declined now.');
    await settle();
    await settle();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});

describe('promotion rows', { timeout: 30_000 }, () => {
  it('a declined video says so, not "Campaign edited successfully!"', async () => {
    api.on('PUT /api/admin/promotions/77', served(promotionResponse, { data: { ...submitted, status: 'declined' } }));
    const user = userEvent.setup();
    renderWithProviders(<CampaignCard campaign={campaign} />);
    await declineSubmittedRow(user);
    expect(await screen.findByText(MSG.promotionDeclined)).toBeTruthy();
    expect(screen.queryByText(MSG.campaignEdited)).toBeNull();
  });

  it('a Submitted row whose sound could not be told says a manual check is needed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignCard campaign={campaign} />);
    await user.click(screen.getByText(/^Submitted \(/));
    const row = await screen.findByTestId('promotion-row');
    expect(within(row).getByText(MSG.soundCheckPending)).toBeTruthy();
  });
});

describe('one number formatter', { timeout: 30_000 }, () => {
  it('the card and its video rows write every count with thousands separators', async () => {
    const settled: AdminPromotion = {
      ...submitted,
      status: 'succeeded',
      video_uploaded_at: '2030-12-03T10:00:00.000Z',
      views_after_three_days: 48_000,
      earned_amount_eur: 25,
      promotion_stat_latest: {
        views_count: 765_005,
        likes_count: 1_200,
        comments_count: 30,
        shares_count: 4,
        typed: false,
      },
    };
    api.on('/api/admin/campaigns/:id/promotions', servedPage(promotionAnswer, [settled]));
    api.on(
      '/api/admin/campaigns/11/money',
      served(campaignMoneyAnswer, {
        data: {
          funded_eur: 12_500,
          budget_spent_eur: 1234.5,
          budget_reserved_eur: 25,
          budget_refunded_eur: 0,
          held: false,
          dispute_due_by: null,
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <CampaignCard
        campaign={{ ...campaign, campaign_views: 48_000, promotions: { ...campaign.promotions, succeeded: 1 } }}
      />,
    );
    expect(screen.getByText('Total views: 48,000')).toBeTruthy();
    await screen.findByTestId('campaign-money');
    expect(screen.getByTestId('campaign-money').textContent).toBe(
      'Funded: €12,500.00Spent: €1,234.50Reserved: €25.00Refunded: €0.00',
    );
    await user.click(screen.getByText(/^Succeeded \(/));
    const row = await screen.findByTestId('promotion-row');
    expect(within(row).getByText('Latest views: 765,005')).toBeTruthy();
    expect(within(row).getByTestId('views-at-72h').textContent).toMatch(/^Views at 72 h: 48,000 /);
  });
});

describe('typed figures', { timeout: 30_000 }, () => {
  it('an approved row labels the views an admin typed until the platform is read', async () => {
    const stat = { views_count: 300, likes_count: 0, comments_count: 0, shares_count: 0 };
    const approved = (id: number, typed: boolean): AdminPromotion => ({
      ...submitted,
      id,
      status: 'reviewed',
      video_uploaded_at: '2030-12-03T10:00:00.000Z',
      promotion_stat_latest: { ...stat, views_count: typed ? 300 : 512_795, typed },
      creator: { id, tiktok_username: `dancer_${id}`, handle: `dancer_${id}` },
    });
    api.on(
      '/api/admin/campaigns/:id/promotions',
      servedPage(promotionAnswer, [approved(81, true), approved(82, false)]),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <CampaignCard campaign={{ ...campaign, promotions: { ...campaign.promotions, reviewed: 2 } }} />,
    );
    await user.click(screen.getByText(/^Reviewed \(/));
    const rows = await screen.findAllByTestId('promotion-row');
    const latest = rows.map((r) => within(r).getByTestId('latest-views').textContent);
    expect(latest).toEqual([`Latest views: 300 ${MSG.typedFiguresNote}`, 'Latest views: 512,795']);
  });
});

describe('campaign form', { timeout: 30_000 }, () => {
  it('says in words what is missing: start date, end date and max level', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.startDateRequired)).toBeTruthy();
    expect(screen.getByText(MSG.endDateRequired)).toBeTruthy();
    expect(screen.getByText(MSG.maxLevelRequired)).toBeTruthy();
    expect(screen.queryByText(/Invalid input|Too small|expected/)).toBeNull();
  });

  it('the edit form of a pre-release campaign offers the Spotify link and sends it', async () => {
    api.on(
      'PUT /api/admin/campaigns/11',
      served(adminCampaignUpdated, { message: MSG.campaignEdited, data: campaign }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="edit" campaign={campaign} onDone={() => {}} />);
    await user.click(screen.getByLabelText('Spotify link'));
    await user.paste('https://open.spotify.com/track/out-now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/campaigns/11')).toHaveLength(1));
    const [sent] = api.callsTo('PUT /api/admin/campaigns/11') as [FakeRequest];
    expect((sent.body as { song: { spotify_url: string } }).song.spotify_url).toBe(
      'https://open.spotify.com/track/out-now',
    );
  });

  it('the musician select asks the server for what the admin types', async () => {
    api.on('GET /api/admin/musicians', ({ query }: FakeRequest) =>
      query.get('search_string') === 'zed'
        ? (() => {
            const zed = {
              id: 91,
              user_id: 191,
              first_name: null,
              last_name: null,
              stage_name: 'Zed the 71st',
              email: 'zed@example.test',
            };
            const list = page([zed]);
            return served(musicianList, { ...list, ...list.data });
          })()
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" />);
    await user.type(screen.getByLabelText('Select Musician', { selector: 'input' }), 'zed');
    expect(await screen.findByRole('option', { name: 'Zed the 71st' })).toBeTruthy();
    expect(api.callsTo('GET /api/admin/musicians').some((c) => c.query.get('per_page') === '70')).toBe(true);
  });
});
