import { type CorrectionAnswer, correctionSaved, correctionsList } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, served } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CorrectionButton } from './correction-dialog';

const history: CorrectionAnswer = {
  id: 1,
  admin_user_id: 7,
  old_views: 1_000_000,
  new_views: 10_000,
  old_earned_eur: 500,
  new_earned_eur: 20,
  reason: 'Typo',
  created_at: '2026-11-23T10:00:00.000Z',
};
let api: ReturnType<typeof fakeApi>;
const posts = () => api.callsTo('POST /api/admin/promotions/:id/corrections');

describe('correct views dialog', () => {
  beforeEach(() => {
    api = fakeApi({
      'GET /api/admin/promotions/:id/corrections': served(correctionsList, { data: { items: [history] } }),
      'POST /api/admin/promotions/:id/corrections': served(correctionSaved, {
        message: 'Views corrected.',
        data: { promotion_id: 5, corrections: [history] },
      }),
    });
  });
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
    // the reason is missing: said under its field, nothing sent
    expect(await screen.findByText(MSG.correctionReason)).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.type(screen.getByLabelText(/Reason/), 'Typo: 1,000,000 for 10,000');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const post = posts()[0];
    expect(post?.path).toBe('/api/admin/promotions/5/corrections');
    expect(post?.body).toEqual({
      views_after_three_days: 10_000,
      reason: 'Typo: 1,000,000 for 10,000',
    });
  }, 60_000);
});
