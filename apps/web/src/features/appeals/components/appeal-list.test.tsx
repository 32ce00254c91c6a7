// Admin > Appeals: rejecting needs a note (the shared schema's refusal, on its field), and the empty state.
import { appealAnswer } from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, servedPage } from '../../../test/fake-api';
import { renderWithProviders, signInAs } from '../../../test/render';
import { AppealList } from './appeal-list';

const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

describe('the admin appeals list', () => {
  afterEach(() => vi.unstubAllGlobals());

  const appeal = {
    id: 3,
    text: 'The sound is the campaign one.',
    status: 'open' as const,
    answer_note: null,
    created_at: '2026-11-21T09:00:00Z',
    answered_at: null,
    reason_code: 'wrong_sound',
    reason: 'The video does not use the campaign sound',
    note: null,
    promotion: { id: 7, campaign_id: 2, status: 'declined', video_url: null },
    creator: { tiktok_username: 'dancer' },
    song: { title: 'Night Drive', artist: 'Nova' },
  };

  it('needs a note to reject, then sends it with the decision', async () => {
    signInAs('creator', { admin: true });
    const api = fakeApi({
      'GET /api/admin/appeals': servedPage(appealAnswer, [appeal]),
      'POST /api/admin/appeals/3/answer': { message: MSG.appealRejected },
    });
    const user = userEvent.setup();
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/', element: <AppealList /> }])} />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject appeal' }));
    expect(await screen.findByText(MSG.writeNoteForCreator)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Note for the creator' }), ' Same sound, other cut. ');
    await user.click(screen.getByRole('button', { name: 'Reject appeal' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`green:${MSG.appealRejected}`]));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'reject',
      note: 'Same sound, other cut.',
    });
  });

  it('says when no appeal is open', async () => {
    signInAs('creator', { admin: true });
    fakeApi({ 'GET /api/admin/appeals': servedPage(appealAnswer, []) });
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/', element: <AppealList /> }])} />);
    expect(await screen.findByText('No open appeals')).toBeTruthy();
  });
});
