import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CorrectionButton } from './correction-dialog';

const history = {
  id: 1,
  admin_user_id: 7,
  old_views: 1_000_000,
  new_views: 10_000,
  old_earned_eur: 500,
  new_earned_eur: 20,
  reason: 'Typo',
  created_at: '2026-11-23T10:00:00.000Z',
};
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'POST') return new Response(JSON.stringify({ message: 'Views corrected.' }), { status: 200 });
  return new Response(JSON.stringify({ data: { items: [history] } }), { status: 200 });
});

describe('correct views dialog', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the audit trail, asks for a reason, then sends the corrected views', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CorrectionButton promotionId={5} views={1_000_000} />);
    await user.click(screen.getByRole('button', { name: 'Correct views' }));
    expect((await screen.findByTestId('correction')).textContent).toContain('1,000,000 → 10,000');
    const views = screen.getByLabelText('Views at 72 h');
    await user.clear(views);
    await user.type(views, '10000');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/Reason/), 'Typo: 1,000,000 for 10,000');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/admin/promotions/5/corrections');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      views_after_three_days: 10_000,
      reason: 'Typo: 1,000,000 for 10,000',
    });
  }, 60_000);
});
