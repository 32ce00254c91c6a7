// The admin's Campaign Requests: Approve needs the maximum level; Reject asks for a reason.
import {
  DRAFT_MESSAGES,
  draftReviewed,
  type ReviewQueueItem,
  reviewQueueResponse,
} from '@hookline/shared/musician-campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, served } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { REVIEW_QUEUE_EMPTY, ReviewQueue } from './review-queue';

const item: ReviewQueueItem = {
  id: 9,
  status: 'paid',
  reject_reason: null,
  campaign_id: null,
  created_at: '2031-01-01T10:00:00.000Z',
  updated_at: '2031-01-01T10:00:00.000Z',
  draft: {
    description: '<p>Dance</p>',
    start_date: '2031-01-01T10:00:00.000Z',
    end_date: '2031-02-01T10:00:00.000Z',
    budget_eur: 500,
    hashtags: [],
    territories: [4],
    song: {
      title: 'Queue Song',
      artist: 'The Waves',
      genre: { name: 'Pop' },
      spotify_url: 'https://open.spotify.com/track/q',
    },
  },
  musician: { id: 3, stage_name: 'Mia Melody' },
  payment: { budget_cents: 50_000, fee_cents: 7500, vat_cents: 10_925, total_cents: 68_425, paid_at: null },
};
const reviewed = (status: 'approved' | 'rejected') =>
  served(draftReviewed, { message: status, data: { draft: { ...item, status }, campaign_id: null } });

describe('Campaign Requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the paid request with what was paid; Approve asks for the level first, then sends it', async () => {
    let sent: unknown = null;
    const api = fakeApi({
      'GET /api/admin/campaign-drafts': served(reviewQueueResponse, { data: { items: [item] } }),
      'POST /api/admin/campaign-drafts/:id/approve': ({ body }: FakeRequest) => {
        sent = body;
        return reviewed('approved');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewQueue />);
    const card = await screen.findByTestId('review-request');
    expect(within(card).getByText('Mia Melody')).toBeTruthy();
    expect(within(card).getByText('€684.25')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Please choose the maximum creator level')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(card).getByRole('combobox', { name: /Max Creator Level/ }));
    await user.click(await screen.findByRole('option', { name: /^Level 3/ }));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    // Level 3 is level id 4 (levelLabel)
    await vi.waitFor(() => expect(sent).toEqual({ max_level_id: 4 }));
  });

  it('Reject sends the reason after the confirmation', async () => {
    let sent: unknown = null;
    fakeApi({
      'GET /api/admin/campaign-drafts': served(reviewQueueResponse, { data: { items: [item] } }),
      'POST /api/admin/campaign-drafts/:id/reject': ({ body }: FakeRequest) => {
        sent = body;
        return reviewed('rejected');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewQueue />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'The song is not out yet.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(sent).toEqual({ reason: 'The song is not out yet.' }));
    expect(DRAFT_MESSAGES.rejected).toContain('refunded');
  });

  it('says so when nothing waits', async () => {
    fakeApi({ 'GET /api/admin/campaign-drafts': served(reviewQueueResponse, { data: { items: [] } }) });
    renderWithProviders(<ReviewQueue />);
    expect(await screen.findByText(REVIEW_QUEUE_EMPTY)).toBeTruthy();
  });
});
