// The client state keeps the slices of docs/decisions/0004-client-state-slices.md: the genres list is filled
// from the server and fills the genre select on the next visit.
import { genreList } from '@hookline/shared/reference';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState, STORAGE_KEY, setGenres } from '../../../lib/client-state';
import { fakeApi, page, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CampaignForm } from './campaign-form';

afterEach(() => vi.unstubAllGlobals());

describe('client state slices', { timeout: 30_000 }, () => {
  it('keeps the genres list the server answered', async () => {
    fakeApi({ '/api/*': page([]), 'GET /api/admin/songs/genres': served(genreList, [{ id: 4, name: 'Afrobeats' }]) });
    renderWithProviders(<CampaignForm mode="create" />);
    await waitFor(() => expect(getClientState().genres).toEqual([{ id: 4, name: 'Afrobeats' }]));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').genres).toEqual([{ id: 4, name: 'Afrobeats' }]);
  });

  it('fills the genre select from the kept list before the server answers', async () => {
    setGenres([{ id: 9, name: 'Kept Genre' }]);
    // the server never answers: what shows comes from client state
    fakeApi({ '/*': () => new Promise<Response>(() => {}) });
    renderWithProviders(<CampaignForm mode="create" />);
    await userEvent.setup().click(screen.getByLabelText(/^Genre/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Kept Genre' })).toBeTruthy();
  });
});
