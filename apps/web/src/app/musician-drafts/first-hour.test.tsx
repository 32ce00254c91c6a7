// A musician's first hour (docs/decisions/0015-musician-sign-up.md): billing details asked for first, the VAT rule
// said before they exist, "Pay again" after a failed or cancelled checkout, and a Spotify link that fills the New
// campaign's title, artist and cover as on the admin's Create Campaign.
import { musicianCampaign } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { billingDetailsResponse } from '@hookline/shared/musician-billing';
import {
  type DraftPrice,
  draftPaymentStateResponse,
  draftPriceResponse,
  type MusicianDraft,
  musicianDraftList,
  musicianDraftResponse,
} from '@hookline/shared/musician-campaigns';
import { genreList } from '@hookline/shared/reference';
import { spotifyTrackResponse } from '@hookline/shared/spotify';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, served, servedPage, signedInRoutes } from '../../test/fake-api';
import { renderRoute, renderWithProviders, signInAs } from '../../test/render';
import { DraftForm } from './draft-form';

const aDraft = (): MusicianDraft => ({
  id: 7,
  status: 'draft',
  reject_reason: null,
  campaign_id: null,
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-01T10:00:00.000Z',
  draft: {
    description: '<p>Dance to the chorus</p>',
    start_date: '2031-01-01T10:00:00.000Z',
    end_date: '2031-02-01T10:00:00.000Z',
    budget_eur: 250,
    hashtags: ['#summer'],
    territories: [5],
    song: { title: 'Summer Nights', artist: 'The Waves', genre_id: 1, spotify_url: 'https://open.spotify.com/track/1' },
  },
});

const price: DraftPrice = {
  budget_cents: 25_000,
  fee_cents: 3750,
  fee_percent: 15,
  fee_min_cents: 2500,
  net_cents: 28_750,
  vat_country: 'DE',
  vat_rate_percent: 19,
  vat_rule: 'domestic',
  vat_cents: 5463,
  total_cents: 34_213,
  credit_cents: 0,
  to_pay_cents: 34_213,
  currency: 'eur',
};

const SAVED_DETAILS = {
  legal_name: 'Nova Lune',
  street: 'Hauptstr. 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  is_business: false,
  vat_id: null,
  updated_at: '2031-01-01T10:00:00.000Z',
};

const routes = (details: typeof SAVED_DETAILS | null) => ({
  ...signedInRoutes(signInAs('musician')),
  'GET /api/musician/campaigns': servedPage(musicianCampaign, []),
  'GET /api/musician/drafts': served(musicianDraftList, { data: { items: [aDraft()] } }),
  'GET /api/musician/drafts/:id': served(musicianDraftResponse, { data: aDraft() }),
  'GET /api/musician/drafts/:id/price': served(draftPriceResponse, { data: price }),
  'GET /api/musician/drafts/:id/payment': served(draftPaymentStateResponse, { data: null }),
  'GET /api/musician/genres': served(genreList, [{ id: 1, name: 'Pop' }]),
  'GET /api/musician/billing-details': served(billingDetailsResponse, { data: details }),
});

describe("a musician's first hour", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a musician without billing details for them first, on Account and on the campaigns screen', async () => {
    fakeApi(routes(null));
    renderRoute('/app/musician-campaigns');
    const ask = await screen.findByTestId('billing-details-first');
    expect(within(ask).getByText(MSG.muBillingDetailsFirst)).toBeTruthy();
    expect(within(ask).getByRole('link', { name: MSG.muAddBillingDetails }).getAttribute('href')).toBe(
      '/app/account/billing',
    );
  });

  it('asks nothing once the billing details are saved', async () => {
    fakeApi(routes(SAVED_DETAILS));
    renderRoute('/app/musician-campaigns');
    expect(await screen.findByTestId('draft-card')).toBeTruthy();
    expect(screen.queryByTestId('billing-details-first')).toBeNull();
  });

  it('says which VAT rule the price follows before any billing details exist, and where to add them', async () => {
    fakeApi(routes(null));
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    const note = await screen.findByTestId('vat-no-details');
    expect(note.textContent).toContain(MSG.billingVatNoDetails.replace('{country}', 'DE').replace('{rate}', '19'));
    expect(within(note).getByRole('link', { name: MSG.muAddBillingDetails }).getAttribute('href')).toBe(
      '/app/account/billing',
    );
  });

  it('prices by the saved details without the note', async () => {
    fakeApi(routes(SAVED_DETAILS));
    renderRoute('/app/musician-campaigns/drafts/7/preview');
    expect((await screen.findByTestId('price-total')).textContent).toBe('€342.13');
    expect(screen.queryByTestId('vat-no-details')).toBeNull();
  });

  it('offers "Pay again" for the draft after a failed or cancelled checkout', async () => {
    fakeApi(routes(SAVED_DETAILS));
    const user = userEvent.setup();
    const { router } = renderRoute('/app/musician-campaigns?draft=7&checkout=cancelled');
    const alert = await screen.findByTestId('checkout-cancelled');
    await user.click(within(alert).getByRole('link', { name: MSG.muPayAgain }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/musician-campaigns/drafts/7/preview'));
    expect(await screen.findByRole('button', { name: MSG.payByCard })).toBeTruthy();
  });

  it("fills the New campaign's title, artist and cover from the Spotify link, through the musician's own lookup", async () => {
    const link = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
    const cover = '/files/songs/cover-4uLU6hMCjMI75M1A2tKUQC-3f9a1c2b.png';
    const api = fakeApi({
      ...routes(null),
      'GET /api/musician/songs/spotify': ({ query }: FakeRequest) =>
        query.get('url') === link
          ? served(spotifyTrackResponse, {
              data: { title: 'Golden Skyline', artist: 'Nova Lane', album_icon_url: cover },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderWithProviders(<DraftForm onSaved={() => {}} />);
    await user.click(screen.getByLabelText(/^Spotify link/));
    await user.paste(link);
    await user.tab();
    expect(await screen.findByTestId('spotify-filled')).toBeTruthy();
    expect((screen.getByLabelText(/^Song title/) as HTMLInputElement).value).toBe('Golden Skyline');
    expect((screen.getByLabelText(/^Artist/) as HTMLInputElement).value).toBe('Nova Lane');
    expect(screen.getByTestId('spotify-cover').getAttribute('src')).toBe(cover);
    expect(api.callsTo('GET /api/admin/songs/spotify')).toHaveLength(0);
    expect(api.callsTo('GET /api/musician/songs/spotify')).toHaveLength(1);
  });
});
