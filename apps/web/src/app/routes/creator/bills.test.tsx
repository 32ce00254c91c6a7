// The Bills screen's download: the green toast once the PDF is saved, and a refused download toasted once, in red,
// by the query client (the screen does not toast it again).
import { type Bill, billSchema } from '@hookline/shared/bills';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { stubDownloads, useDownloadStubs } from '../../../test/downloads';
import { type FakeRoute, fakeApi, refusal, servedPage, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const bill: Bill = {
  id: 5,
  bill_number: 17,
  number: '2026-00017',
  amount_eur: 42.5,
  status: 'open',
  period_first_day: '2026-10-01',
  period_last_day: '2026-10-31',
  period_start: '2026-10-01T00:00:00.000Z',
  period_end: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T06:00:00.000Z',
  paid_at: null,
  payout_batch_id: null,
  return_reason: null,
  returned_at: null,
};

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

async function downloadWith(pdf: FakeRoute) {
  fakeApi({
    ...signedInRoutes(signInAs('creator')),
    'GET /api/creators/3/bills': servedPage(billSchema, [bill]),
    'GET /api/creators/3/bills/5/pdf': pdf,
  });
  renderRoute('/app/credits/bills');
  const button = await screen.findByRole('button', { name: 'Download PDF of bill 2026-00017' }, { timeout: 10_000 });
  await userEvent.setup().click(button);
}

describe('Bills download', { timeout: 30_000 }, () => {
  useDownloadStubs();

  it('says the bill was downloaded', async () => {
    stubDownloads('blob:bill');
    await downloadWith(() => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    await waitFor(() => expect(toasts()).toEqual([`green:${MSG.invoiceDownloaded}`]));
  });

  it("shows a refused download's message once, in red", async () => {
    await downloadWith(() => refusal(404, 'Bill not found.', 'NOT_FOUND'));
    await waitFor(() => expect(toasts()).toEqual(['red:Bill not found.']));
  });
});

describe('a returned bill', { timeout: 30_000 }, () => {
  it('says the bank sent the payment back, with the reason in words', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/creators/3/bills': servedPage(billSchema, [
        { ...bill, status: 'returned', return_reason: 'AC04', returned_at: '2026-11-20T10:00:00.000Z' },
      ]),
    });
    renderRoute('/app/credits/bills');
    expect((await screen.findByTestId('bill-status', {}, { timeout: 10_000 })).textContent).toBe('Returned');
    expect(screen.getByTestId('bill-return-reason').textContent).toBe(
      MSG.billReturnedReason.replace('{reason}', 'AC04 closed account'),
    );
  });
});
