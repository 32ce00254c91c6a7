// The creator's transaction history: a reversal is tagged as a reversal, never with the state of the credit it
// takes back; an earning keeps its state.
import { type EarningLine, earningLineSchema } from '@hookline/shared/bills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, servedPage, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const line = (over: Partial<EarningLine>): EarningLine => ({
  id: 'l1',
  kind: 'earning',
  state: 'earned',
  promotion_id: 9,
  campaign_id: 4,
  song: 'Mia Melody - Midnight Drive',
  video_link: null,
  amount_eur: 25,
  reason: null,
  bill_number: null,
  date: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('Transaction history', { timeout: 30_000 }, () => {
  it('tags a reversal as a reversal and an earning by its state', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('creator')),
      'GET /api/creators/3/transactions': servedPage(earningLineSchema, [
        line({
          id: 'l2',
          kind: 'reversal',
          state: 'earned',
          amount_eur: -25,
          reason: 'Video marked as fraud: its earning is reversed',
        }),
        line({ id: 'l3', kind: 'correction', state: 'billed', amount_eur: 5, bill_number: '2026-00003' }),
        line({ id: 'l1' }),
      ]),
    });
    renderRoute('/app/credits/transaction-history');
    const rows = await screen.findAllByTestId('transaction-row', {}, { timeout: 10_000 });
    const [reversal, correction, earning] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(reversal).getByTestId('earning-kind').textContent).toBe('Reversal');
    expect(within(reversal).queryByTestId('earning-state')).toBeNull();
    expect(within(reversal).queryByText('Earned')).toBeNull();
    expect(within(correction).getByTestId('earning-kind').textContent).toBe('Correction');
    expect(within(correction).getByTestId('earning-state').textContent).toBe('Billed');
    expect(within(earning).getByTestId('earning-state').textContent).toBe('Earned');
    expect(within(earning).queryByTestId('earning-kind')).toBeNull();
  });
});
