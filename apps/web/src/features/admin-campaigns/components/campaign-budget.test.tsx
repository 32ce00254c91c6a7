// The budget field refuses what the system cannot hold (below the minimum, more than two decimals) with a message,
// and never changes the typed value on its own.

import { MIN_BUDGET_EUR } from '@hookline/shared/constants';
import { MONEY_MESSAGES } from '@hookline/shared/money';
import { genreList } from '@hookline/shared/reference';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CampaignForm } from './campaign-form';

let api: ReturnType<typeof fakeApi>;

const valid = {
  start_date: '2031-01-01 10:00:00',
  end_date: '2031-02-01 10:00:00',
  spotify_url: 'https://open.spotify.com/track/1',
  genre_id: '1',
  territories: ['5'],
  max_level_id: '3',
};

describe('campaign budget field', () => {
  beforeEach(() => {
    api = fakeApi({ '/*': page([]), '/api/admin/songs/genres': served(genreList, [{ id: 1, name: 'Pop' }]) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['12.345', MONEY_MESSAGES.budgetDecimals],
    ['0.5', `The budget must be at least ${MIN_BUDGET_EUR} EUR`],
  ])(
    'keeps %s as typed and refuses it with a message',
    async (typed, message) => {
      const user = userEvent.setup();
      renderWithProviders(<CampaignForm mode="create" initialValues={valid} />);
      const field = screen.getByLabelText(/Budget \(EUR\)/) as HTMLInputElement;
      await user.type(field, typed);
      await user.tab();
      expect(field.value).toBe(typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    },
    30_000,
  );
});
