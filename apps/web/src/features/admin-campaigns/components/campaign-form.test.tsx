import { adminCampaignSaved } from '@hookline/shared/campaign-answers';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { genreList } from '@hookline/shared/reference';
import { spotifyTrackResponse } from '@hookline/shared/spotify';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, page, refusal, served } from '../../../test/fake-api';
import { aCampaign } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CampaignForm, createdCampaignPath, defaultTimes } from './campaign-form';

let api: ReturnType<typeof fakeApi>;

const valid = {
  start_date: '2031-01-01 10:00:00',
  end_date: '2031-02-01 10:00:00',
  budget: 100,
  spotify_url: 'https://open.spotify.com/track/1',
  genre_id: '1',
  territories: ['5'],
  max_level_id: '3',
};

describe('CampaignForm (create)', () => {
  beforeEach(() => {
    api = fakeApi({ '/*': page([]), '/api/admin/songs/genres': served(genreList, [{ id: 1, name: 'Pop' }]) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an end date before the start date', async () => {
    renderWithProviders(<CampaignForm mode="create" initialValues={{ ...valid, end_date: '2030-12-31 10:00:00' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.endAfterStartCreate)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a Spotify link on another host', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" initialValues={{ ...valid, spotify_url: '' }} />);
    await user.type(screen.getByLabelText(/^Spotify link/), 'https://example.com/track/1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.invalidSpotify)).toBeTruthy();
  });

  it('refuses a file over the upload limit before uploading it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CampaignForm mode="create" initialValues={valid} />);
    await user.click(screen.getByLabelText('Pre Release Campaign'));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'cover.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findAllByText(MSG.fileTooLarge)).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.path.includes('/uploads'))).toBe(false);
  });

  it('marks the Spotify link required for a normal campaign, and asks for files instead in pre-release mode', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" />);
    expect((screen.getByLabelText(/^Spotify link/) as HTMLInputElement).required).toBe(true);
    await user.click(screen.getByLabelText('Pre Release Campaign'));
    expect(screen.queryByLabelText(/^Spotify link/)).toBeNull();
  });

  it('a picked day starts a few minutes after the form opened, never at midnight, and ends at the close of its day', () => {
    expect(defaultTimes(new Date(2026, 10, 28, 10, 3, 20))).toEqual({ start_date: '10:08:00', end_date: '23:59:59' });
    expect(defaultTimes(new Date(2026, 10, 28, 23, 57, 0)).start_date).toBe('23:59:00');
  });

  it('picking today in the start date gives a time that is not already past', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" />);
    const opened = Date.now();
    await user.click(screen.getByRole('button', { name: /^Start Date/ }));
    const today = String(new Date().getDate());
    const day = (await screen.findAllByRole('button', { name: new RegExp(`^${today} `) })).find(
      (b) => !b.hasAttribute('data-outside') && !b.hasAttribute('disabled'),
    );
    if (!day) throw new Error('today is not offered');
    await user.click(day);
    const shown = screen.getByRole('button', { name: /^Start Date/ }).textContent ?? '';
    const picked = new Date(shown.replace(' ', 'T')).getTime();
    expect(picked).toBeGreaterThan(opened);
  });

  it('after saving, links to the new campaign', async () => {
    const saved = aCampaign({ id: 99, song: { ...aCampaign().song, title: 'Brand New', artist: 'Ada' } });
    api.on('POST /api/admin/campaigns', served(adminCampaignSaved, { message: MSG.campaignCreated, data: saved }));
    renderWithProviders(<CampaignForm mode="create" initialValues={{ ...valid, title: 'Brand New', artist: 'Ada' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: 'Open Ada - Brand New' });
    expect(link.getAttribute('href')).toBe(createdCampaignPath(saved));
    expect(createdCampaignPath(saved)).toBe('/admin/campaigns?campaign=99');
  });

  it('fills title, artist and cover from the Spotify link, keeps them editable and sends the cover', async () => {
    const link = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
    api.on('GET /api/admin/songs/spotify', ({ query }: FakeRequest) =>
      query.get('url') === link
        ? served(spotifyTrackResponse, {
            data: {
              title: 'Golden Skyline',
              artist: 'Nova Lane',
              album_icon_url: '/files/songs/cover-4uLU6hMCjMI75M1A2tKUQC-3f9a1c2b.png',
            },
          })
        : refusal(404, MSG.spotifyTrackNotFound, 'NOT_FOUND'),
    );
    api.on(
      'POST /api/admin/campaigns',
      served(adminCampaignSaved, { message: MSG.campaignCreated, data: aCampaign() }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" initialValues={{ ...valid, spotify_url: '' }} />);
    const field = screen.getByLabelText(/^Spotify link/);
    await user.click(field);
    await user.paste(link);
    await user.tab();
    expect(await screen.findByTestId('spotify-filled')).toBeTruthy();
    expect((screen.getByLabelText(/^Song title/) as HTMLInputElement).value).toBe('Golden Skyline');
    expect((screen.getByLabelText(/^Artist/) as HTMLInputElement).value).toBe('Nova Lane');
    // the admin may still change what Spotify said
    await user.clear(screen.getByLabelText(/^Artist/));
    await user.type(screen.getByLabelText(/^Artist/), 'Nova Lane feat. Kid Atlas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/campaigns')).toHaveLength(1));
    const [sent] = api.callsTo('POST /api/admin/campaigns') as [FakeRequest];
    expect((sent.body as { song: object }).song).toMatchObject({
      title: 'Golden Skyline',
      artist: 'Nova Lane feat. Kid Atlas',
      spotify_url: link,
      album_icon_url: '/files/songs/cover-4uLU6hMCjMI75M1A2tKUQC-3f9a1c2b.png',
    });
    // the emptied form keeps nothing of the last song
    expect(await screen.findByRole('link', { name: /^Open / })).toBeTruthy();
    expect(screen.queryByTestId('spotify-filled')).toBeNull();
  });

  it('says so under the link when Spotify does not know the track, and leaves the title to the admin', async () => {
    api.on('GET /api/admin/songs/spotify', () => refusal(404, MSG.spotifyTrackNotFound, 'NOT_FOUND'));
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm mode="create" />);
    await user.click(screen.getByLabelText(/^Spotify link/));
    await user.paste('https://open.spotify.com/track/missing000');
    expect((await screen.findByTestId('spotify-error')).textContent).toBe(MSG.spotifyTrackNotFound);
    expect((screen.getByLabelText(/^Song title/) as HTMLInputElement).value).toBe('');
  });
});
