// The admin's Campaign Requests: Approve needs the maximum level; Reject asks for a reason.
import { MSG } from '@hookline/shared/messages';
import {
  bankTransferQueueResponse,
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
import { BankTransfers } from './bank-transfers';
import { ReviewQueue } from './review-queue';

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
  payment: {
    budget_cents: 50_000,
    fee_cents: 7500,
    vat_cents: 10_925,
    total_cents: 68_425,
    paid_at: null,
    rail: 'card',
    reference: null,
    disputed_cents: 0,
    dispute_status: null,
    dispute_due_by: null,
  },
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
    expect(await screen.findByText(MSG.muReviewQueueEmpty)).toBeTruthy();
  });

  it('shows a dispute and the rail on the request', async () => {
    fakeApi({
      'GET /api/admin/campaign-drafts': served(reviewQueueResponse, {
        data: {
          items: [
            {
              ...item,
              payment: {
                ...item.payment,
                rail: 'bank_transfer',
                reference: 'HL-AAAA-BBBB',
                disputed_cents: 68_425,
                dispute_status: 'open',
                dispute_due_by: '2026-12-21T23:59:59.000Z',
              },
            },
          ],
        },
      }),
    });
    renderWithProviders(<ReviewQueue />);
    const card = await screen.findByTestId('review-request');
    expect(within(card).getByTestId('payment-disputed').textContent).toContain('€684.25');
    expect(within(card).getByText(/HL-AAAA-BBBB/)).toBeTruthy();
    // the evidence is due at Stripe by then
    expect(within(card).getByTestId('dispute-due-by').textContent).toMatch(/21/);
  });

  it('Mark received asks for a confirmation, then marks the transfer; empty lists say so', async () => {
    let marked = '';
    fakeApi({
      'GET /api/admin/bank-transfers': served(bankTransferQueueResponse, {
        data: {
          transfers: [
            {
              payment_id: 12,
              reference: 'HL-WXYZ-2345',
              amount_cents: 33_000,
              account_holder: 'Hookline Demo GmbH',
              iban: 'DE89370400440532013000',
              bic: 'COBADEFFXXX',
              status: 'open',
              musician: { id: 3, stage_name: 'Mia Melody' },
              draft_id: 9,
              campaign_id: null,
              created_at: '2031-01-01T10:00:00.000Z',
            },
          ],
          refunds: [],
        },
      }),
      'POST /api/admin/bank-transfers/:id/received': ({ path }: FakeRequest) => {
        marked = path;
        return { message: MSG.bankTransferReceived };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BankTransfers />);
    const row = await screen.findByTestId('transfer-to-receive');
    expect(within(row).getByText('HL-WXYZ-2345')).toBeTruthy();
    expect(screen.getByText(MSG.noRefundsToSend)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: MSG.markReceived }));
    expect(await screen.findByText(MSG.bankTransferReceiveConfirm)).toBeTruthy();
    expect(marked).toBe('');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(marked).toContain('/api/admin/bank-transfers/12/received'));
  });
});
