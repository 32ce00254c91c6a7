import { ADMIN_PEOPLE_MESSAGES } from '@hookline/shared/admin-people';
import { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { countryList, levelList } from '@hookline/shared/reference';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, served } from '../../../test/fake-api';
import { renderWithProviders, testPerson } from '../../../test/render';
import type { AdminCreatorUser } from '../api/types';
import { CreatorEditForm } from './creator-edit-form';

let api: ReturnType<typeof fakeApi>;
const routes = {
  'GET /api/countries': served(countryList, [
    { id: 10, name: 'Austria', iso2: 'AT' },
    { id: 11, name: 'Germany', iso2: 'DE' },
  ]),
  'GET /api/levels': served(
    levelList,
    [1, 2, 3, 4, 5, 6, 7].map((id) => ({
      id,
      name: String(id - 1),
      type: 'normal' as const,
      per_1k_views_amount_eur: 0.75,
      max_amount_eur: 50,
    })),
  ),
  'PUT /api/admin/creators/:id': served(messageSchema, { message: MSG.creatorEdited }),
};

const creator = (overrides: Partial<AdminCreatorUser['creator']> = {}): AdminCreatorUser => ({
  ...testPerson('creator', { first_name: 'Dana', last_name: 'Dancer', email: 'dana@example.test' }),
  creator: {
    id: 3,
    tiktok_username: 'dana',
    tiktok_followers: 1200,
    tiktok_connected: false,
    status: 'active',
    derived_status: 'incomplete',
    level_id: 3,
    level: { id: 3, name: '2', type: 'normal', per_1k_views_amount_eur: 0.75, max_amount_eur: 50 },
    country: null,
    payout_address: null,
    ...overrides,
  },
});

const puts = () => api.calls.filter((c) => c.method === 'PUT');

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = screen.getByRole('combobox', { name: /^Country/ });
  await vi.waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false), { timeout: 10_000 });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
}

describe('CreatorEditForm', () => {
  beforeEach(() => {
    api = fakeApi(routes);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires a country before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatorEditForm user={creator()} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_PEOPLE_MESSAGES.chooseCountry)).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('shows the amount fields of each level kind and asks for the linear amounts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatorEditForm user={creator()} onDone={() => {}} />);
    expect(await screen.findByTestId('normal-deal')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount per 1,000 views (EUR)' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Fixed Deal' }));
    expect(screen.getByRole('textbox', { name: 'Fixed amount per video (EUR)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount per 1,000 views (EUR)' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Linear Deal' }));
    await chooseCountry(user, 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(ADMIN_PEOPLE_MESSAGES.linearNeedsAmounts)).length).toBe(2);
    expect(puts()).toHaveLength(0);
  });

  it('sends a linear deal with its amounts and the country, then says so', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreatorEditForm user={creator()} onDone={onDone} />);
    await user.click(screen.getByRole('radio', { name: 'Linear Deal' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount per 1,000 views (EUR)' }), '3.5');
    await user.type(screen.getByRole('textbox', { name: 'Maximum amount per video (EUR)' }), '80');
    await chooseCountry(user, 'Germany');
    const followers = screen.getByRole('textbox', { name: 'TikTok followers' });
    await user.clear(followers);
    await user.type(followers, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 10_000 });
    expect(puts()[0]?.path).toBe('/api/admin/creators/3');
    expect(puts()[0]?.body).toEqual({
      user_id: 7,
      tiktok_username: 'dana',
      tiktok_followers: 5000,
      level_type: 'linear',
      level_id: 3,
      per_1k_views_amount_eur: 3.5,
      max_amount_eur: 80,
      country_id: 11,
    });
    expect(getClientState().toasts.items.map((t) => [t.message, t.type])).toEqual([[MSG.creatorEdited, 'success']]);
  });

  it('sends a fixed deal without a per-1k amount, and a normal deal without amounts', async () => {
    const user = userEvent.setup();
    const fixed = creator({
      country: { id: 10, name: 'Austria', iso2: 'AT' },
      level: { id: 3, name: '2', type: 'fixed', per_1k_views_amount_eur: null, max_amount_eur: 40 },
    });
    const { unmount } = renderWithProviders(<CreatorEditForm user={fixed} onDone={() => {}} />);
    expect((screen.getByRole('textbox', { name: 'Fixed amount per video (EUR)' }) as HTMLInputElement).value).toBe(
      '40',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 10_000 });
    expect(puts()[0]?.body).toMatchObject({
      level_type: 'fixed',
      per_1k_views_amount_eur: null,
      max_amount_eur: 40,
      country_id: 10,
    });
    unmount();

    renderWithProviders(<CreatorEditForm user={fixed} onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit dana@example.test' });
    await user.click(within(form).getByRole('radio', { name: 'Normal Level' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(2), { timeout: 10_000 });
    expect(puts()[1]?.body).toMatchObject({
      level_type: 'normal',
      per_1k_views_amount_eur: null,
      max_amount_eur: null,
    });
  });
});
