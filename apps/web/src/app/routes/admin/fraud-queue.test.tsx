import { type FraudQueueItem, fraudCountResponse, fraudDecisionResponse, fraudQueueItem } from '@hookline/shared/fraud';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, served, servedPage, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const item: FraudQueueItem = {
  promotion_id: 41,
  score: 85,
  reasons: [
    { code: 'low_engagement', points: 35, text: 'likes + comments + shares per 1,000 views 0.4, campaign median 38' },
    { code: 'shared_iban', points: 30, text: 'IBAN ending 3000 also on 2 other creator accounts' },
  ],
  held: true,
  decision: null,
  scored_at: '2026-11-20T10:00:00.000Z',
  status: 'reviewed',
  campaign_id: 3,
  song: 'Mia Melody - Midnight Drive',
  creator: { id: 9, tiktok_username: 'botfarm' },
  video_url: 'https://www.tiktok.com/@botfarm/video/7300000000000018888',
  views: 2_000_000,
};

function serve(items: FraudQueueItem[]) {
  const api = fakeApi({
    ...signedInRoutes(signInAs('creator', { admin: true })),
    'GET /api/admin/fraud': servedPage(fraudQueueItem, items),
    'GET /api/admin/fraud/count': served(fraudCountResponse, { data: { total: items.length, held: items.length } }),
    'POST /api/admin/fraud/:id/decision': served(fraudDecisionResponse, {
      message: MSG.fraudMarked,
      data: { settled: false },
    }),
  });
  return () => api.callsTo('POST /api/admin/fraud/41/decision').map((c) => c.body);
}

describe('/admin/fraud', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each reason with its figures and asks before marking a video as fraud', async () => {
    const decisions = serve([item]);
    renderRoute('/admin/fraud');
    const card = await screen.findByTestId('fraud-item');
    expect(within(card).getByText('Fraud score 85')).toBeTruthy();
    expect(within(card).getByText('Held')).toBeTruthy();
    expect(within(card).getByText(/likes \+ comments \+ shares per 1,000 views 0\.4, campaign median 38/)).toBeTruthy();
    expect(await screen.findByTestId('fraud-count')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Fraud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fraud' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(decisions()).toEqual([]); // nothing sent before the confirmation
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(decisions()).toEqual([{ decision: 'fraud' }]));
  });

  it('says so when no video waits for a decision', async () => {
    serve([]);
    renderRoute('/admin/fraud');
    expect(await screen.findByText('No videos are waiting for a fraud decision.')).toBeTruthy();
    expect(screen.queryByTestId('fraud-count')).toBeNull();
  });
});
