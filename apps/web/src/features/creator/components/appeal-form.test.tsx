// The creator's appeal of a decline checks the shared schema before anything is sent, and shows its refusal on
// the field in the catalogue's words.
import type { Decision } from '@hookline/shared/decisions';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders, signInAs } from '../../../test/render';
import { DecisionPanel } from './appeal-form';

const declined: Decision = {
  kind: 'declined',
  reason_code: 'wrong_sound',
  reason: 'The video does not use the campaign sound',
  note: null,
  created_at: '2026-11-20T10:00:00Z',
  appeal: null,
  can_appeal: true,
};

describe('the appeal of a decline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a too short appeal on its field, then sends the trimmed text', async () => {
    signInAs('creator');
    const api = fakeApi({ 'POST /api/promotions/7/appeal': { message: MSG.appealSent, data: {} } });
    const user = userEvent.setup();
    renderWithProviders(<DecisionPanel promotionId={7} decision={declined} />);
    const field = screen.getByRole('textbox', { name: 'Appeal this decision' });
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(MSG.explainAppeal)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '  The sound is the campaign one, from 0:05.  ');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: 'The sound is the campaign one, from 0:05.',
    });
  });
});
