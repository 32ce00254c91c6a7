import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { genreList } from '@hookline/shared/reference';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CampaignForm } from './campaign-form';

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
    await user.type(screen.getByLabelText('Spotify link'), 'https://example.com/track/1');
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
});
